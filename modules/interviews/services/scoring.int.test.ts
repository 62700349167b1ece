import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEventStore } from '@tawzeef/shared';
import { createTestEventStore } from '@tawzeef/shared/testing';
import { interviewStreamName, type InterviewEvent, type InterviewScored } from '../interview/interview.ts';
import { createFileSystemRecordingStorage } from '../storage/recordings.ts';
import type { InterviewsDeps } from './deps.ts';
import { createInterviewsService, type InterviewsService } from './interviews.ts';

let dispose: () => Promise<void>;
let store: AppEventStore;
let interviews: InterviewsService;
/** What the AI engine was given to score, per call. */
const scored: string[][] = [];
let n = 0;
const request = (commandId: string = randomUUID()) => ({ commandId, actorId: null, correlationId: `scoring-${++n}` });
const answer = 'I built the payments service in Node.js and PostgreSQL and led a team of four engineers for two years.';

beforeAll(async () => {
  const test = await createTestEventStore();
  dispose = test.dispose;
  store = test.store;
  const deps: InterviewsDeps = {
    store: test.store,
    recordings: createFileSystemRecordingStorage(await mkdtemp(join(tmpdir(), 'scoring-'))),
    clock: () => new Date(),
    linkSecret: 'secret',
    defaults: { remindAfterHours: 24, expireAfterHours: 72, maxDurationMinutes: 45, tokenTtlSeconds: 600 },
    context: async () => ({
      candidateName: 'Lina Haddad',
      jobTitle: 'Backend Engineer',
      companyName: 'Acme',
      language: 'english',
      stagePrompts: { FIRST: '', SECOND: '' },
      extraQuestions: '',
      job: { title: 'Backend Engineer' },
    }),
    // A harsh scorer: whatever it is given, it rejects.
    score: async ({ transcript }) => {
      scored.push(transcript.filter((t) => t.speaker === 'CANDIDATE').map((t) => t.content));
      return { aiScore: 20, aiRecommendation: 'REJECT', aiAnalysis: 'no', breakdown: [], evidence: [], provenance: {} };
    },
    workflow: { started: async () => undefined, ended: async () => undefined },
  };
  interviews = createInterviewsService(deps);
}, 60_000);
afterAll(async () => {
  await dispose();
});

type Line = {
  speakerType: 'AI_ASSISTANT' | 'CANDIDATE' | 'SYSTEM';
  text: string;
  confidence?: number;
  corrects?: number;
};
async function interviewWith(lines: Line[]) {
  const applicationId = `app-${++n}-${Date.now()}`;
  const { interviewId } = await interviews.schedule(
    { applicationId, jobId: 'job-1', companyId: 'company-1', candidateId: null, stage: 'FIRST', round: 1 },
    request(),
  );
  await interviews.start(interviewId, request());
  for (const [i, line] of lines.entries())
    await interviews.recordUtterance(interviewId, { seq: i + 1, ...line }, request(''));
  await interviews.complete(interviewId, 'AGENT_ENDED', request());
  await interviews.score(interviewId, request());
  const { events } = await store.readStream<InterviewEvent>(interviewStreamName(interviewId));
  const scoredEvent = (events as unknown as InterviewEvent[]).find((e) => e.type === 'InterviewScored');
  return (scoredEvent as InterviewScored).data;
}

const unclear = (heard: string): Line => ({
  speakerType: 'SYSTEM',
  text: `Spoken answer not understood (speech confidence 21%), not scored. Heard: "${heard}"`,
  confidence: 0.21,
});

describe('scoring an interview whose spoken answers were not all understood', () => {
  it('gives insufficient evidence, never a REJECT, when too little was understood', async () => {
    scored.length = 0;
    const result = await interviewWith([
      { speakerType: 'AI_ASSISTANT', text: 'Tell me about your background?' },
      unclear('jump on you and you do'),
      { speakerType: 'AI_ASSISTANT', text: 'Sorry, I did not catch that. Could you say it again?' },
      unclear('suitors are both good'),
      { speakerType: 'AI_ASSISTANT', text: 'Sorry, I still did not catch that. Why this role?' },
      { speakerType: 'CANDIDATE', text: answer, confidence: 0.8 },
      { speakerType: 'AI_ASSISTANT', text: 'Tell me about Docker?' },
      unclear('bottle you use'),
      { speakerType: 'AI_ASSISTANT', text: 'Sorry, I did not catch that.' },
      { speakerType: 'CANDIDATE', text: answer },
      { speakerType: 'AI_ASSISTANT', text: 'A hard problem?' },
      unclear('are a bottle'),
      { speakerType: 'AI_ASSISTANT', text: 'Sorry, I did not catch that.' },
      unclear('the real'),
      { speakerType: 'AI_ASSISTANT', text: 'Sorry, I still did not catch that. Thank you, goodbye.' },
    ]);
    expect(scored, 'the AI engine is not asked').toEqual([]);
    expect(result).toMatchObject({
      aiRecommendation: 'INSUFFICIENT_EVIDENCE',
      aiScore: null,
      insufficientEvidence: true,
    });
    expect(result.analysis).toMatch(/human review needed/);
    expect(result.analysis).toMatch(/3 of 5 spoken answers were not understood/);
  });

  it('scores the corrected text in place of what was heard, and never a spoken line below the threshold', async () => {
    scored.length = 0;
    await interviewWith([
      { speakerType: 'AI_ASSISTANT', text: 'Tell me about your background?' },
      { speakerType: 'CANDIDATE', text: 'i built the payment service in note', confidence: 0.7 },
      { speakerType: 'AI_ASSISTANT', text: 'Why this role?' },
      { speakerType: 'CANDIDATE', text: 'jump on you and you do', confidence: 0.3 },
      { speakerType: 'CANDIDATE', text: answer, corrects: 2 },
      { speakerType: 'CANDIDATE', text: `${answer} And I want to grow.` },
      { speakerType: 'AI_ASSISTANT', text: 'Tell me about Docker?' },
      { speakerType: 'CANDIDATE', text: `${answer} Docker on AWS.` },
    ]);
    expect(scored).toEqual([[answer, `${answer} And I want to grow.`, `${answer} Docker on AWS.`]]);
  });
});
