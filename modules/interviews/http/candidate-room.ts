import { Router, type Response } from 'express';
import { z } from 'zod';
import {
  interviewStatuses,
  transcriptOf,
  type InterviewState,
  type InterviewsService,
  type Utterance,
} from '@tawzeef/interviews';
import { heardOfUnclearNote } from '@tawzeef/interview-agent';
import type { InterviewWithNames } from '@tawzeef/read-models';
import { isUuid } from '@tawzeef/shared';
import { principalOf, type ApiRoute, documentRoute, commandRequest, writeCommand } from '@tawzeef/http';
import { interviewErrors, interviewNotFound, roleOf } from './access.ts';
import type { InterviewRouteDeps } from './deps.ts';

const idParam = z.object({ id: z.string() });
const keyQuery = z.object({ key: z.string().max(200).optional() });
const endBody = z.object({ key: z.string().max(200).optional() });
const status = z.enum(interviewStatuses);
const line = z.object({
  seq: z.number().int(),
  from: z.enum(['ai', 'candidate']),
  text: z.string(),
  at: z.string(),
  spoken: z.boolean().optional(),
  unclear: z.boolean().optional(),
  corrected: z.boolean().optional(),
});
const conversationResponse = z.object({ interviewId: z.string(), status, lines: z.array(line) });
const endResponse = z.object({ interviewId: z.string(), status });
export type ConversationLine = z.infer<typeof line>;

/**
 * The conversation as the candidate's room shows it: the interviewer's lines and the candidate's answers; a
 * correction replaces the spoken answer it corrects; a spoken answer not understood shows what was heard; other
 * SYSTEM lines (notes for the recruiter) are left out.
 */
export function candidateConversation(utterances: readonly Utterance[]): ConversationLine[] {
  const lines: ConversationLine[] = [];
  const bySeq = new Map<number, ConversationLine>();
  for (const u of utterances) {
    if (u.speakerType === 'CANDIDATE' && u.corrects !== undefined) {
      const corrected = bySeq.get(u.corrects);
      if (corrected) {
        Object.assign(corrected, { text: u.text, corrected: true });
        delete corrected.spoken;
        delete corrected.unclear;
        continue;
      }
    }
    let shown: ConversationLine | null = null;
    if (u.speakerType === 'AI_ASSISTANT') shown = { seq: u.seq, from: 'ai', text: u.text, at: u.at };
    else if (u.speakerType === 'CANDIDATE')
      shown = {
        seq: u.seq,
        from: 'candidate',
        text: u.text,
        at: u.at,
        ...(u.confidence !== undefined && { spoken: true }),
      };
    else {
      const heard = heardOfUnclearNote(u.text);
      if (heard !== null) shown = { seq: u.seq, from: 'candidate', text: heard, at: u.at, spoken: true, unclear: true };
    }
    if (!shown) continue;
    lines.push(shown);
    bySeq.set(u.seq, shown);
  }
  return lines;
}

/**
 * Rows of the candidate's list as they are now: an interview the read model still shows open is read from its
 * own events, so one that has just ended shows as ended at once (read-your-writes for a write the candidate's
 * browser did not make: the interviewer's or the workflow's).
 */
export async function currentInterviews(
  interviews: Pick<InterviewsService, 'load'>,
  rows: InterviewWithNames[],
  upcomingOnly: boolean,
): Promise<InterviewWithNames[]> {
  const current = await Promise.all(
    rows.map(async (row) => {
      if (row.status !== 'SCHEDULED' && row.status !== 'IN_PROGRESS') return row;
      const state = await interviews.load(row.interviewId);
      if (!state.exists) return row;
      const at = (value: string | null) => (value ? new Date(value) : null);
      return { ...row, status: state.status, startedAt: at(state.startedAt), endedAt: at(state.endedAt) };
    }),
  );
  return upcomingOnly ? current.filter((r) => r.status === 'SCHEDULED' || r.status === 'IN_PROGRESS') : current;
}

/** `GET /api/interviews/{id}/conversation` and `POST /api/interviews/{id}/end`, for the interview's candidate. */
export function candidateRoomRoute(deps: InterviewRouteDeps): ApiRoute {
  const { interviews, registry } = deps;
  documentRoute(registry, 'get', '/api/interviews/{id}/conversation', {
    tag: 'interviews',
    summary: 'The conversation so far, for the candidate rejoining the room (session or the link key)',
    params: idParam,
    query: keyQuery,
    response: conversationResponse,
    errors: [400, 404],
  });
  documentRoute(registry, 'post', '/api/interviews/{id}/end', {
    tag: 'interviews',
    summary:
      'The candidate ends the interview (End Interview): in progress, it is completed at once; else nothing changes',
    params: idParam,
    body: endBody,
    response: endResponse,
    errors: [400, 403, 404],
  });

  /** The interview, when the caller is its candidate (session or link key); else the same 404 as a missing one. */
  const candidateOf = async (res: Response, id: string, key: string | undefined) => {
    const state: InterviewState = isUuid(id) ? await interviews.load(id) : { exists: false };
    if (!state.exists || roleOf(res, state, interviews.checkJoinKey(id, key)) !== 'CANDIDATE')
      throw interviewNotFound();
    // A company member is never the candidate, even with the link key.
    if (principalOf(res)?.userType === 'COMPANY') throw interviewNotFound();
    return state;
  };

  const write = writeCommand(deps.waitForInterviews, interviewErrors);
  const router = Router();
  router.get('/:id/conversation', async (req, res) => {
    const { id } = idParam.parse(req.params);
    const { key } = keyQuery.parse(req.query);
    const state = await candidateOf(res, id, key);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ interviewId: id, status: state.status, lines: candidateConversation(transcriptOf(state)) });
  });
  router.post('/:id/end', async (req, res) => {
    const { id } = idParam.parse(req.params);
    const { key } = endBody.parse(req.body ?? {});
    let state = await candidateOf(res, id, key);
    // Not started yet (the interviewer never joined): nothing happened, and the invitation stays open.
    if (state.status === 'IN_PROGRESS') {
      const result = await write(res, interviews.complete(id, 'CANDIDATE_LEFT', commandRequest(req, res)));
      if (result.state.exists) state = result.state;
    }
    res.json({ interviewId: id, status: state.status });
  });
  return { path: '/interviews', router };
}
