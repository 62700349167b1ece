import { describe, expect, it } from 'vitest';
import { unclearNote } from '@tawzeef/interview-agent';
import type { Utterance } from '@tawzeef/interviews';
import type { InterviewWithNames } from '@tawzeef/read-models';
import { candidateConversation, currentInterviews } from './candidate-room.ts';

const at = '2026-11-27T09:00:00.000Z';
const u = (seq: number, speakerType: Utterance['speakerType'], text: string, extra: Partial<Utterance> = {}) => ({
  seq,
  speakerType,
  text,
  at,
  ...extra,
});

describe("the candidate's conversation", () => {
  it('shows the interviewer and the answers, what was heard for an answer not understood, and no notes', () => {
    const lines = candidateConversation([
      u(1, 'AI_ASSISTANT', 'Hello Lina.'),
      u(2, 'AI_ASSISTANT', 'Why this job?'),
      u(3, 'SYSTEM', unclearNote('jump on you', 0.2), { confidence: 0.2 }),
      u(4, 'SYSTEM', unclearNote('', 0)),
      u(5, 'CANDIDATE', 'Because I build payment APIs.'),
      u(6, 'SYSTEM', 'The candidate left the interview.'),
    ]);
    expect(lines).toEqual([
      { seq: 1, from: 'ai', text: 'Hello Lina.', at },
      { seq: 2, from: 'ai', text: 'Why this job?', at },
      { seq: 3, from: 'candidate', text: 'jump on you', at, spoken: true, unclear: true },
      { seq: 4, from: 'candidate', text: '', at, spoken: true, unclear: true },
      { seq: 5, from: 'candidate', text: 'Because I build payment APIs.', at },
    ]);
  });

  it('replaces a spoken answer (or one not understood) by its correction, shown once', () => {
    const lines = candidateConversation([
      u(1, 'AI_ASSISTANT', 'Q1?'),
      u(2, 'CANDIDATE', 'i built note', { confidence: 0.9 }),
      u(3, 'SYSTEM', unclearNote('jump', 0.3), { confidence: 0.3 }),
      u(4, 'CANDIDATE', 'I built Node.', { corrects: 2 }),
      u(5, 'CANDIDATE', 'I lead a team.', { corrects: 3 }),
    ]);
    expect(lines).toEqual([
      { seq: 1, from: 'ai', text: 'Q1?', at },
      { seq: 2, from: 'candidate', text: 'I built Node.', at, corrected: true },
      { seq: 3, from: 'candidate', text: 'I lead a team.', at, corrected: true },
    ]);
  });
});

describe("the candidate's list, as it is now", () => {
  const row = (interviewId: string, status: string) =>
    ({ interviewId, status, startedAt: null, endedAt: null }) as unknown as InterviewWithNames;
  const events = {
    open: { exists: true, status: 'COMPLETED', startedAt: at, endedAt: '2026-11-27T09:20:00.000Z' },
  } as Record<string, unknown>;
  const load = async (id: string) => (events[id] ?? { exists: false }) as never;

  it('shows an interview the read model still has open as its events say: ended at once', async () => {
    const all = await currentInterviews({ load }, [row('open', 'IN_PROGRESS'), row('old', 'EXPIRED')], false);
    expect(all.map((r) => [r.interviewId, r.status])).toEqual([
      ['open', 'COMPLETED'],
      ['old', 'EXPIRED'],
    ]);
    expect(all[0]!.endedAt?.toISOString()).toBe('2026-11-27T09:20:00.000Z');
    expect(await currentInterviews({ load }, [row('open', 'IN_PROGRESS')], true)).toEqual([]);
  });
});
