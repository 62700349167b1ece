import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client } from '../../../web/api/src/test-client.ts';
import { caughtUp, seedApplication } from '../../../web/api/src/test-company-applications.ts';
import {
  applicantSeed,
  decodeJwt,
  interviewsCaughtUp as caughtUpInterviews,
  sign,
  startInterviews,
  type InterviewsFixture,
} from '../../../web/api/src/test-interviews.ts';
import { joinToken } from './rooms.ts';

// The AI interview invitation: the activity, the lists, join tokens and an invitation that expires.
let fixture: InterviewsFixture;
let server: TestServer;
let owner: Client;
let other: Client;
let omar: Client;
let stranger: Client;
let omarId: string;
let jobId: string;
let companyId: string;
let applicationId: string;
let interviewId: string;
let roomName: string;
let joinUrl: string;

const seed = (jobTitle: string, email: string) => applicantSeed(jobId, jobTitle, email);
const interviewsCaughtUp = () => caughtUpInterviews(server);

beforeAll(async () => {
  fixture = await startInterviews();
  ({ server, owner, other, omar, stranger, omarId, jobId, companyId, applicationId } = fixture);
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

describe('the invitation activity', () => {
  it('schedules once, creates the room, sets INTERVIEW_SCHEDULED and queues one invitation e-mail', async () => {
    const activities = server.container.get(TOKENS.InterviewActivities);
    const input = { applicationId, jobId, companyId, stage: 'FIRST' as const, round: 1 };
    const first = await activities.inviteToInterview(input);
    const again = await activities.inviteToInterview(input);
    expect(again).toEqual(first);
    expect(first.remindAfterMs).toBe(24 * 3_600_000);
    expect(first.expireAfterMs).toBe(72 * 3_600_000);
    expect(first.maxDurationMs).toBe(45 * 60_000);
    interviewId = first.interviewId;
    roomName = first.roomName;
    const rooms = await server.container.get(TOKENS.LiveKitRooms).listRooms([roomName]);
    expect(rooms.map((r) => r.name)).toEqual([roomName]);
    const { events } = await server.container.get(TOKENS.EventStore).readStream(`interview-${interviewId}`);
    expect(events.map((e) => e.type)).toEqual(['InterviewScheduled']);
    await interviewsCaughtUp();
    const profile = await owner.get(`/api/company/applications/${applicationId}`);
    expect(profile.body.status).toBe('INTERVIEW_SCHEDULED');
    const pool = server.container.get(TOKENS.PgPool);
    const mails = await pool.query(
      "SELECT subject, content FROM communications WHERE application_id = $1 AND system_kind = 'interview-invitation'",
      [applicationId],
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0].content).toContain(`http://tawzeef.test/interview/${interviewId}?key=`);
  }, 60_000);
});

describe('the candidate and company lists', () => {
  it('lists the upcoming interview with its join link for the candidate only', async () => {
    const mine = await omar.get('/api/candidate/interviews');
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      id: interviewId,
      jobTitle: 'Backend Developer',
      company: 'Acme Hiring',
      status: 'upcoming',
      interviewStatus: 'SCHEDULED',
      roomName,
      type: 'video',
      stage: 'FIRST',
      interviewerKind: 'AI',
      online: true,
    });
    joinUrl = mine.body[0].joinUrl;
    expect(joinUrl).toMatch(new RegExp(`^http://tawzeef.test/interview/${interviewId}\\?key=.+`));
    expect((await stranger.get('/api/candidate/interviews')).body).toEqual([]);
  });

  it("shows the company's upcoming schedule with interviews and job deadlines; another company sees none", async () => {
    const schedule = await owner.get('/api/company/interviews/upcoming');
    expect(schedule.status).toBe(200);
    const types = schedule.body.events.map((e: { type: string; jobId: string }) => `${e.type}:${e.jobId}`);
    expect(types).toEqual(expect.arrayContaining([`interview:${jobId}`, `deadline:${jobId}`]));
    // Structured fields next to the English titles, so that screens can translate them.
    const ours = schedule.body.events.filter((e: { jobId: string }) => e.jobId === jobId);
    expect(ours).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'interview',
          kind: 'interview',
          stage: 'FIRST',
          jobTitle: 'Backend Developer',
          candidateName: 'Omar Khalil',
          title: 'First AI interview: Omar Khalil (Backend Developer)',
        }),
        expect.objectContaining({
          type: 'deadline',
          kind: 'deadline',
          stage: null,
          jobTitle: 'Backend Developer',
          candidateName: null,
          title: 'Application deadline: Backend Developer',
        }),
      ]),
    );
    const theirs = await other.get('/api/company/interviews/upcoming');
    expect(theirs.body.events.filter((e: { jobId: string }) => e.jobId === jobId)).toEqual([]);
  });
});

describe('join tokens', () => {
  const key = () => new URL(joinUrl).searchParams.get('key')!;
  it('gives the candidate (session or link key) a publishing token scoped to one room', async () => {
    const bySession = await omar.post('/api/interview/token', { roomName, participantName: 'Omar' });
    expect(bySession.status).toBe(200);
    expect(bySession.body).toMatchObject({ roomName, role: 'CANDIDATE', identity: `candidate-${applicationId}` });
    const claims = decodeJwt(bySession.body.token) as { video: Record<string, unknown>; exp: number; nbf?: number };
    expect(claims.video).toMatchObject({ room: roomName, roomJoin: true, canPublish: true });
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(600);
    const anonymous = new Client(server);
    const byKey = await anonymous.post('/api/interview/token', { roomName, participantName: 'Omar', key: key() });
    expect(byKey.status).toBe(200);
    const invitation = await anonymous.get(
      `/api/interviews/${interviewId}/invitation?key=${encodeURIComponent(key())}`,
    );
    expect(invitation.body).toMatchObject({ roomName, jobTitle: 'Backend Developer', status: 'SCHEDULED' });
  });

  it('makes company members hidden observers who cannot publish', async () => {
    const observer = await owner.post('/api/interview/token', { roomName, participantName: 'Layla' });
    expect(observer.status).toBe(200);
    expect(observer.body.role).toBe('OBSERVER');
    const claims = decodeJwt(observer.body.token) as { video: Record<string, unknown> };
    expect(claims.video).toMatchObject({ room: roomName, canPublish: false, canPublishData: false, hidden: true });
  });

  it('refuses strangers, other companies and wrong keys with 403; unknown rooms with 404', async () => {
    expect((await stranger.post('/api/interview/token', { roomName, participantName: 'x' })).status).toBe(403);
    expect((await other.post('/api/interview/token', { roomName, participantName: 'x' })).status).toBe(403);
    const anonymous = new Client(server);
    expect((await anonymous.post('/api/interview/token', { roomName, participantName: 'x', key: 'nope' })).status).toBe(
      403,
    );
    expect((await anonymous.post('/api/interview/token', { roomName, participantName: 'x' })).status).toBe(403);
    const unknown = `interview-${randomUUID()}`;
    expect((await omar.post('/api/interview/token', { roomName: unknown, participantName: 'x' })).status).toBe(404);
    expect((await stranger.post('/api/room/create-new-room', { jobId, phone: '+962791234567' })).status).toBe(404);
  });

  it('answers the variant-B room creation with the room and its context', async () => {
    const reply = await omar.post('/api/room/create-new-room', { jobId, phone: '+962791234567' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      roomName,
      room: {
        name: roomName,
        metadata: { jobName: 'Backend Developer', companyName: 'Acme Hiring', candidateName: 'Omar Khalil' },
      },
      participantName: 'Omar Khalil',
      interviewContext: { jobName: 'Backend Developer' },
    });
  });

  it('the real LiveKit server lets a valid token join and refuses an expired one', async () => {
    const config = server.container.get(TOKENS.Config);
    const state = await server.container.get(TOKENS.Interviews).load(interviewId);
    if (!state.exists) throw new Error('no interview');
    const livekit = {
      url: config.LIVEKIT_URL,
      apiKey: config.LIVEKIT_API_KEY,
      apiSecret: config.LIVEKIT_API_SECRET,
      tokenTtlSeconds: 1,
    };
    const validate = (token: string) =>
      fetch(`${config.livekitHttpUrl}/rtc/validate?access_token=${encodeURIComponent(token)}`).then((r) => r.status);
    const fresh = await omar.post('/api/interview/token', { roomName, participantName: 'Omar' });
    expect(await validate(fresh.body.token)).toBe(200);
    const short = await joinToken({ livekit, clock: () => new Date() }, state, 'CANDIDATE', {
      id: omarId,
      name: 'Omar',
    });
    // LiveKit accepts tokens up to 60 s past `exp` (clock leeway): move this one's times two minutes back, same signature key.
    const claims = decodeJwt(short.token) as Record<string, number>;
    const expired = sign(
      { ...claims, nbf: claims.nbf! - 180, iat: (claims.iat ?? claims.nbf!) - 180, exp: claims.exp! - 180 },
      config.LIVEKIT_API_SECRET,
    );
    expect(await validate(sign(claims, config.LIVEKIT_API_SECRET))).toBe(200);
    expect(await validate(expired)).toBe(401);
    const opened = (token: string) =>
      new Promise<boolean>((resolve) => {
        const ws = new WebSocket(
          `${config.LIVEKIT_URL.replace(/^http/, 'ws')}/rtc?access_token=${encodeURIComponent(token)}`,
        );
        ws.onopen = () => {
          ws.close();
          resolve(true);
        };
        ws.onerror = () => resolve(false);
      });
    expect(await opened(expired)).toBe(false);
    expect(await opened(fresh.body.token)).toBe(true);
  }, 30_000);
});

describe('an invitation that expires', () => {
  it('closes the room and hands the application back to the recruiter, who can schedule again', async () => {
    const applied = await seedApplication(server, seed('Backend Developer', 'late.candidate@example.com'));
    await caughtUp(server, applied.position);
    const activities = server.container.get(TOKENS.InterviewActivities);
    const invitation = await activities.inviteToInterview({
      applicationId: applied.id,
      jobId,
      companyId,
      stage: 'FIRST',
      round: 1,
    });
    expect(await activities.expireInterview(invitation.interviewId)).toBe('EXPIRED');
    expect(await server.container.get(TOKENS.LiveKitRooms).listRooms([invitation.roomName])).toEqual([]);
    await interviewsCaughtUp();
    const profile = await owner.get(`/api/company/applications/${applied.id}`);
    expect(profile.body.status).toBe('REVIEWING');
    const again = await owner.call('PATCH', `/api/company/applications/${applied.id}/status`, {
      status: 'INTERVIEW_SCHEDULED',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  }, 60_000);
});
