import { describe, expect, it } from 'vitest';
import { countedTranscript, unclearAnswers } from './answers.ts';
import { decideInterview, type InterviewCommand } from './decide.ts';
import { checkEvidence } from './evidence.ts';
import { evolveInterview, initialInterviewState, type InterviewState, type Utterance } from './interview.ts';

const answer = 'I built the payments service in Node.js and PostgreSQL and led a team of four engineers for two years.';
let seq = 0;
const line = (speakerType: Utterance['speakerType'], text: string, extra: Partial<Utterance> = {}): Utterance => ({
  seq: ++seq,
  speakerType,
  text,
  at: '2026-03-01T10:00:00Z',
  ...extra,
});
const unclear = (heard: string, confidence = 0.2) =>
  line('SYSTEM', `Spoken answer not understood (speech confidence 20%), not scored. Heard: "${heard}"`, {
    confidence,
  });

describe('what counts of a transcript', () => {
  it('puts a correction in place of the spoken answer it corrects and drops it from its own place', () => {
    seq = 0;
    const transcript = [
      line('AI_ASSISTANT', 'Q1?'),
      line('CANDIDATE', 'i built the payment service in note', { confidence: 0.7 }),
      line('AI_ASSISTANT', 'Q2?'),
      line('CANDIDATE', 'I built the payments service in Node.js', { corrects: 2 }),
    ];
    expect(countedTranscript(transcript, 0.6).map((u) => `${u.seq} ${u.speakerType}: ${u.text}`)).toEqual([
      '1 AI_ASSISTANT: Q1?',
      '2 CANDIDATE: I built the payments service in Node.js',
      '3 AI_ASSISTANT: Q2?',
    ]);
  });

  it('never counts a spoken answer below the threshold as the candidate’s, unless it was corrected', () => {
    seq = 0;
    const transcript = [
      line('CANDIDATE', 'jump on you', { confidence: 0.3 }),
      unclear('suitors are both good'),
      line('CANDIDATE', 'I used Docker and AWS', { corrects: 1 }),
    ];
    const counted = countedTranscript(transcript, 0.6);
    expect(counted.filter((u) => u.speakerType === 'CANDIDATE').map((u) => u.text)).toEqual(['I used Docker and AWS']);
    expect(unclearAnswers(transcript, 0.6)).toBe(1);
  });

  it('makes good an unclear answer that the candidate says again or types next', () => {
    seq = 0;
    const transcript = [
      line('AI_ASSISTANT', 'Q1?'),
      unclear('jump on you'),
      line('AI_ASSISTANT', 'Sorry, I did not catch that. Could you say it again, or type your answer in the chat?'),
      line('CANDIDATE', answer),
      line('AI_ASSISTANT', 'Q2?'),
      unclear('bottle you use'),
      line('AI_ASSISTANT', 'Sorry, I did not catch that.'),
      unclear('both good'),
      line('AI_ASSISTANT', 'Sorry, I still did not catch that. Q3?'),
      line('CANDIDATE', answer),
    ];
    expect(unclearAnswers(transcript)).toBe(1);
  });
});

describe('evidence with answers not understood', () => {
  it('is insufficient when a third or more of the spoken answers were not understood, whatever the rest says', () => {
    seq = 0;
    const answers = [line('CANDIDATE', answer), line('CANDIDATE', answer), line('CANDIDATE', answer)];
    expect(checkEvidence(answers, 0)).toEqual({ sufficient: true });
    expect(checkEvidence(answers, 1)).toEqual({ sufficient: true });
    const check = checkEvidence(answers, 2);
    expect(check.sufficient).toBe(false);
    expect(!check.sufficient && check.reasons.join()).toMatch(/2 of 5 spoken answers were not understood/);
  });
});

describe('recording a correction or a confidence', () => {
  const t = new Date('2026-03-01T10:00:00Z');
  const run = (commands: InterviewCommand[]) => {
    let state: InterviewState = initialInterviewState();
    for (const c of commands) for (const e of decideInterview(c, state)) state = evolveInterview(state, e);
    return state;
  };
  const started = run([
    {
      type: 'ScheduleInterview',
      interviewId: 'i1',
      applicationId: 'a1',
      jobId: 'j1',
      companyId: 'c1',
      candidateId: null,
      stage: 'FIRST',
      round: 1,
      remindAfterHours: 24,
      expireAfterHours: 72,
      maxDurationMinutes: 45,
      tokenTtlSeconds: 600,
      now: t,
    },
    { type: 'StartInterview', now: t },
    { type: 'RecordUtterance', seq: 1, speakerType: 'CANDIDATE', text: 'heard text', confidence: 0.7, at: t, now: t },
  ]);
  const say = (extra: Partial<Extract<InterviewCommand, { type: 'RecordUtterance' }>>) =>
    decideInterview(
      { type: 'RecordUtterance', seq: 2, speakerType: 'CANDIDATE', text: 'typed', at: t, now: t, ...extra },
      started,
    );

  it('keeps both on the event, and refuses a correction of nothing or a confidence out of range', () => {
    expect(started.exists && started.utterances[0]).toMatchObject({ confidence: 0.7 });
    expect(say({ corrects: 1 })[0]).toMatchObject({ data: { seq: 2, corrects: 1 } });
    expect(() => say({ corrects: 9 })).toThrow(/correction names an utterance/);
    expect(() => say({ confidence: 1.5 })).toThrow(/between 0 and 1/);
  });
});
