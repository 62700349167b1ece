import { describe, expect, it } from 'vitest';
import { decideInterview, LATE_UTTERANCE_MS, type InterviewCommand, type ScheduleInterview } from './decide.ts';
import { evolveInterview, initialInterviewState, type InterviewEvent } from './interview.ts';
import { checkEvidence } from './evidence.ts';

const t0 = new Date('2026-03-01T10:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const id = '3b1f0c2e-8d7a-5e8f-9a41-2c6d1e0b7f55';
const schedule = (over: Partial<ScheduleInterview> = {}): ScheduleInterview => ({
  type: 'ScheduleInterview',
  interviewId: id,
  applicationId: 'a1',
  jobId: 'j1',
  companyId: 'c1',
  candidateId: 'cand1',
  stage: 'FIRST',
  round: 1,
  remindAfterHours: 24,
  expireAfterHours: 72,
  maxDurationMinutes: 45,
  tokenTtlSeconds: 600,
  now: t0,
  ...over,
});

const given = (...commands: InterviewCommand[]) => {
  let state = initialInterviewState();
  const events: InterviewEvent[] = [];
  for (const c of commands) {
    for (const e of decideInterview(c, state)) {
      events.push(e);
      state = evolveInterview(state, e);
    }
  }
  return { state, events };
};
const started = (): InterviewCommand => ({ type: 'StartInterview', now: later(60_000) });
const say = (seq: number, text: string, speakerType: 'CANDIDATE' | 'AI_ASSISTANT' = 'CANDIDATE', ms = 120_000) =>
  ({ type: 'RecordUtterance', seq, speakerType, text, at: later(ms), now: later(ms) }) as InterviewCommand;
const completed = (ms = 600_000): InterviewCommand => ({
  type: 'CompleteInterview',
  reason: 'AGENT_ENDED',
  now: later(ms),
});
const scoreResult = {
  aiScore: 70,
  aiRecommendation: 'SECOND_INTERVIEW' as const,
  analysis: 'ok',
  breakdown: [],
  evidence: [],
  provenance: { engine: 'local' },
  insufficientEvidence: false,
};

describe('interview decider', () => {
  it('schedules with the room, deadlines and join policy; scheduling again is a no-op', () => {
    const { state, events } = given(schedule(), schedule({ now: later(5000) }));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'InterviewScheduled',
      data: {
        roomName: `interview-${id}`,
        scheduledAt: t0.toISOString(),
        remindAt: '2026-03-02T10:00:00.000Z',
        expiresAt: '2026-03-04T10:00:00.000Z',
        maxDurationMinutes: 45,
        joinPolicy: { tokenTtlSeconds: 600, observers: 'hidden-subscribe-only' },
      },
    });
    expect(state).toMatchObject({ status: 'SCHEDULED' });
  });

  it('rejects non-positive expiry or length', () => {
    expect(() => given(schedule({ expireAfterHours: 0 }))).toThrow(/positive/);
  });

  it('commands on a missing interview are NOT_FOUND', () => {
    expect(() => given(started())).toThrow(expect.objectContaining({ code: 'INTERVIEW.NOT_FOUND' }));
  });

  it('sends one reminder, only while scheduled', () => {
    const remind = { type: 'SendInterviewReminder', now: later(1000) } as const;
    expect(given(schedule(), remind, remind).events.map((e) => e.type)).toEqual([
      'InterviewScheduled',
      'InterviewReminderSent',
    ]);
    expect(given(schedule(), started(), remind).events.map((e) => e.type)).not.toContain('InterviewReminderSent');
  });

  it('starts from SCHEDULED once; after the expiry time it is EXPIRED; a cancelled one is not joinable', () => {
    const { state, events } = given(schedule(), started(), started());
    expect(events.map((e) => e.type)).toEqual(['InterviewScheduled', 'InterviewStarted']);
    expect(state).toMatchObject({ status: 'IN_PROGRESS', startedAt: later(60_000).toISOString() });
    expect(() => given(schedule(), { type: 'StartInterview', now: later(72 * 3_600_000) })).toThrow(
      expect.objectContaining({ code: 'INTERVIEW.EXPIRED' }),
    );
    expect(() => given(schedule(), { type: 'CancelInterview', reason: 'x', now: t0 }, started())).toThrow(
      expect.objectContaining({ code: 'INTERVIEW.NOT_JOINABLE' }),
    );
  });

  it('records utterances while in progress, idempotent by seq; a different text for a seq conflicts', () => {
    const { events, state } = given(
      schedule(),
      started(),
      say(1, 'Hello?', 'AI_ASSISTANT'),
      say(2, ' I am Sara '),
      say(2, 'I am Sara'),
    );
    expect(events.filter((e) => e.type === 'TranscriptUtteranceRecorded')).toHaveLength(2);
    expect(state.exists && state.utterances.map((u) => u.text)).toEqual(['Hello?', 'I am Sara']);
    expect(() => given(schedule(), started(), say(1, 'a'), say(1, 'b'))).toThrow(
      expect.objectContaining({ code: 'INTERVIEW.SEQ_CONFLICT' }),
    );
  });

  it('refuses utterances before start, bad seq or empty text; accepts late ones within the grace period', () => {
    expect(() => given(schedule(), say(1, 'hi'))).toThrow(
      expect.objectContaining({ code: 'INTERVIEW.INVALID_TRANSITION' }),
    );
    expect(() => given(schedule(), started(), say(0, 'hi'))).toThrow(/seq/);
    expect(() => given(schedule(), started(), say(1, '   '))).toThrow(
      expect.objectContaining({ code: 'INTERVIEW.INVALID' }),
    );
    const late = given(
      schedule(),
      started(),
      completed(),
      say(3, 'Goodbye.', 'AI_ASSISTANT', 600_000 + LATE_UTTERANCE_MS),
    );
    expect(late.events.at(-1)?.type).toBe('TranscriptUtteranceRecorded');
    expect(() =>
      given(schedule(), started(), completed(), say(3, 'x', 'CANDIDATE', 600_001 + LATE_UTTERANCE_MS)),
    ).toThrow();
  });

  it('completes only from IN_PROGRESS; completing twice is a no-op', () => {
    const { events, state } = given(schedule(), started(), completed(), completed());
    expect(events.map((e) => e.type)).toEqual(['InterviewScheduled', 'InterviewStarted', 'InterviewCompleted']);
    expect(state).toMatchObject({ status: 'COMPLETED', endedAt: later(600_000).toISOString() });
    expect(() => given(schedule(), completed())).toThrow(
      expect.objectContaining({ code: 'INTERVIEW.INVALID_TRANSITION' }),
    );
  });

  it('expires only a SCHEDULED interview (a race with the start is harmless)', () => {
    const expire = { type: 'ExpireInterview', now: later(72 * 3_600_000) } as const;
    expect(given(schedule(), expire).state).toMatchObject({ status: 'EXPIRED' });
    expect(given(schedule(), started(), expire).state).toMatchObject({ status: 'IN_PROGRESS' });
    expect(given(schedule(), expire, expire).events).toHaveLength(2);
  });

  it('cancels SCHEDULED or IN_PROGRESS; final statuses stay', () => {
    const cancel = { type: 'CancelInterview', reason: 'application REJECTED', now: later(1000) } as const;
    expect(given(schedule(), cancel).state).toMatchObject({ status: 'CANCELLED' });
    expect(given(schedule(), started(), cancel).state).toMatchObject({ status: 'CANCELLED' });
    expect(given(schedule(), started(), completed(), cancel).state).toMatchObject({ status: 'COMPLETED' });
  });

  it('scores a completed interview once', () => {
    const score = { type: 'ScoreInterview', result: scoreResult, now: later(700_000) } as const;
    const { events } = given(schedule(), started(), completed(), score, score);
    expect(events.filter((e) => e.type === 'InterviewScored')).toEqual([
      {
        type: 'InterviewScored',
        data: {
          interviewId: id,
          applicationId: 'a1',
          stage: 'FIRST',
          scoredAt: later(700_000).toISOString(),
          ...scoreResult,
        },
      },
    ]);
    expect(() => given(schedule(), started(), score)).toThrow(
      expect.objectContaining({ code: 'INTERVIEW.INVALID_TRANSITION' }),
    );
  });

  it('attaches a recording after the start, once per key', () => {
    const attach = {
      type: 'AttachRecording',
      storageKey: 'rec-1.ogg',
      contentType: 'audio/ogg',
      now: later(1000),
    } as const;
    expect(
      given(schedule(), started(), attach, attach).events.filter((e) => e.type === 'RecordingAttached'),
    ).toHaveLength(1);
    expect(() => given(schedule(), attach)).toThrow(expect.objectContaining({ code: 'INTERVIEW.INVALID_TRANSITION' }));
  });
});

describe('evidence check', () => {
  const u = (speakerType: 'CANDIDATE' | 'AI_ASSISTANT', text: string, seq: number) => ({
    seq,
    speakerType,
    text,
    at: '',
  });
  it('is insufficient with one short answer or garbled text, sufficient with real answers', () => {
    expect(checkEvidence([u('AI_ASSISTANT', 'Tell me about you?', 1), u('CANDIDATE', 'Yes.', 2)]).sufficient).toBe(
      false,
    );
    const garbled = checkEvidence([
      u('CANDIDATE', 'xq zzk 9#2 ttr '.repeat(10), 1),
      u('CANDIDATE', 'prr bbt 77 kkq '.repeat(10), 2),
    ]);
    expect(garbled).toMatchObject({ sufficient: false });
    const answer =
      'I built the payments service in Node.js and PostgreSQL and led a team of four engineers for two years.';
    expect(
      checkEvidence([u('CANDIDATE', answer, 1), u('CANDIDATE', answer, 2), u('CANDIDATE', answer, 3)]).sufficient,
    ).toBe(true);
  });
});
