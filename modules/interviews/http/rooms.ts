import { Router, type Request, type Response } from 'express';
import { AccessToken } from 'livekit-server-sdk';
import { z } from 'zod';
import type { InterviewState } from '@tawzeef/interviews';
import { isUuid } from '@tawzeef/shared';
import { principalOf, DomainError, type ApiRoute, documentRoute } from '@tawzeef/http';
import { forbidden, interviewNotFound, roleOf, type Role } from './access.ts';
import type { InterviewRouteDeps } from './deps.ts';

const name = z.string().trim().min(1).max(100);
const key = z.string().min(1).max(200).optional();
/** The id the room's browser recorded the AI-use notice's acceptance under, when nobody is signed in. */
const visitorId = z.uuid().optional();
export const tokenBody = z.object({ roomName: z.string().min(1).max(200), participantName: name, key, visitorId });
export const createRoomBody = z.object({
  jobId: z.string().min(1).max(100),
  phone: z.string().max(40).optional(),
  roomName: z.string().min(1).max(200).optional(),
  key,
  visitorId,
});
const tokenResponse = z.object({
  token: z.string(),
  roomName: z.string(),
  liveKitUrl: z.string(),
  identity: z.string(),
  role: z.enum(['CANDIDATE', 'OBSERVER']),
  expiresAt: z.string(),
  interviewId: z.string(),
});
const meta = z.object({ jobName: z.string(), companyName: z.string(), candidateName: z.string() });
const roomResponse = z.object({
  token: z.string(),
  roomName: z.string(),
  room: z.object({ name: z.string(), metadata: meta }),
  liveKitUrl: z.string(),
  participantName: z.string(),
  interviewContext: meta,
  interviewId: z.string(),
  expiresAt: z.string(),
});

type Scheduled = Extract<InterviewState, { exists: true }>;

/** Mints a join token scoped to one room; company members observe: no publishing, hidden from the candidate. */
export async function joinToken(
  deps: Pick<InterviewRouteDeps, 'livekit' | 'clock' | 'candidateJoining'>,
  state: Scheduled,
  role: Role,
  participant: { id: string; name: string },
) {
  const { livekit } = deps;
  const identity = role === 'CANDIDATE' ? `candidate-${state.applicationId}` : `observer-${participant.id}`;
  const token = new AccessToken(livekit.apiKey, livekit.apiSecret, {
    identity,
    name: participant.name,
    ttl: livekit.tokenTtlSeconds,
    metadata: JSON.stringify({ role, interviewId: state.interviewId }),
  });
  token.addGrant({
    roomJoin: true,
    room: state.roomName,
    canSubscribe: true,
    canPublish: role === 'CANDIDATE',
    canPublishData: role === 'CANDIDATE',
    hidden: role === 'OBSERVER',
  });
  if (role === 'CANDIDATE') deps.candidateJoining?.(state.roomName);
  return {
    token: await token.toJwt(),
    roomName: state.roomName,
    liveKitUrl: livekit.url,
    identity,
    role,
    expiresAt: new Date(deps.clock().getTime() + livekit.tokenTtlSeconds * 1000).toISOString(),
    interviewId: state.interviewId,
  };
}

/** `POST /api/interview/token` and the spec's variant B `POST /api/room/create-new-room`. */
export function interviewRoomsRoute(deps: InterviewRouteDeps): ApiRoute {
  const { interviews, queries, registry, clock } = deps;
  documentRoute(registry, 'post', '/api/interview/token', {
    tag: 'interviews',
    summary:
      "A 10-minute join token for one interview room: the invited candidate (session or link key) or the job's company (hidden observer)",
    body: tokenBody,
    response: tokenResponse,
    errors: [400, 403, 404, 409],
  });
  documentRoute(registry, 'post', '/api/room/create-new-room', {
    tag: 'interviews',
    summary: "The caller's open interview room for a job, with a join token (the workflow created the room)",
    body: createRoomBody,
    response: roomResponse,
    errors: [400, 403, 404, 409],
  });

  const authorise = async (
    req: Request,
    res: Response,
    roomName: string,
    linkKey: string | undefined,
    visitor: string | undefined,
  ) => {
    const interviewId = interviews.interviewIdOfRoom(roomName);
    const state = isUuid(interviewId) ? await interviews.load(interviewId) : { exists: false as const };
    if (!state.exists || state.roomName !== roomName) throw interviewNotFound();
    const role = roleOf(res, state, interviews.checkJoinKey(state.interviewId, linkKey));
    if (!role) throw forbidden();
    const closed = state.status !== 'SCHEDULED' && state.status !== 'IN_PROGRESS';
    const lapsed = state.status === 'SCHEDULED' && clock().getTime() >= Date.parse(state.expiresAt);
    if (closed || lapsed)
      throw new DomainError(
        'INTERVIEW.NOT_JOINABLE',
        `This interview is ${lapsed ? 'expired' : state.status.toLowerCase()}.`,
        409,
      );
    // The AI starts listening once the candidate joins: not before the AI-use notice was accepted.
    if (role === 'CANDIDATE') {
      // Joined by link, the key proves this is the application's candidate: their own acceptance counts too.
      const personId = principalOf(res)?.userId ?? state.candidateId ?? null;
      await deps.requireAiUseNotice(req, { personId, applicationId: state.applicationId, visitorId: visitor });
    }
    return { state, role };
  };
  const participantId = (res: Response, state: Scheduled) => principalOf(res)?.userId ?? state.applicationId;

  const tokens = Router();
  tokens.post('/token', async (req, res) => {
    const body = tokenBody.parse(req.body);
    const { state, role } = await authorise(req, res, body.roomName, body.key, body.visitorId);
    res.json(await joinToken(deps, state, role, { id: participantId(res, state), name: body.participantName }));
  });

  const rooms = Router();
  rooms.post('/create-new-room', async (req, res) => {
    const body = createRoomBody.parse(req.body);
    let roomName = body.roomName;
    if (!roomName) {
      const principal = principalOf(res);
      if (principal?.userType !== 'CANDIDATE') throw forbidden();
      const open = await queries.interviews.ofCandidate(principal.userId, true);
      const mine = open.find((r) => r.jobId === body.jobId);
      if (!mine) throw interviewNotFound();
      roomName = mine.roomName;
    }
    const { state, role } = await authorise(req, res, roomName, body.key, body.visitorId);
    if (state.jobId !== body.jobId) throw interviewNotFound();
    const row = await queries.interviews.one(state.interviewId);
    const context = {
      jobName: row?.jobTitle ?? '',
      companyName: row?.companyName ?? '',
      candidateName: `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim() || 'Candidate',
    };
    const participantName = role === 'CANDIDATE' ? context.candidateName : 'Observer';
    const minted = await joinToken(deps, state, role, { id: participantId(res, state), name: participantName });
    res.json({
      token: minted.token,
      roomName: state.roomName,
      room: { name: state.roomName, metadata: context },
      liveKitUrl: minted.liveKitUrl,
      participantName,
      interviewContext: context,
      interviewId: state.interviewId,
      expiresAt: minted.expiresAt,
    });
  });

  const router = Router();
  router.use('/interview', tokens);
  router.use('/room', rooms);
  return { path: '/', router };
}
