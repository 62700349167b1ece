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

// Issue #21: an interview of an Arabic job is assessed for its company in Arabic, with the English stored beside
// it, so a recruiter whose page is in English reads it without a new AI call.
let dispose: () => Promise<void>;
let store: AppEventStore;
let interviews: InterviewsService;
const asked: Array<string | undefined> = [];
let n = 0;
const request = () => ({ commandId: randomUUID(), actorId: null, correlationId: `assessment-${++n}` });
const answer = 'قمت ببناء خدمة الدفع باستخدام Node.js وقدت فريقًا من أربعة مهندسين لمدة سنتين وخفضت زمن الاستجابة.';

beforeAll(async () => {
  const test = await createTestEventStore();
  dispose = test.dispose;
  store = test.store;
  const deps: InterviewsDeps = {
    store: test.store,
    recordings: createFileSystemRecordingStorage(await mkdtemp(join(tmpdir(), 'assessment-'))),
    clock: () => new Date(),
    linkSecret: 'secret',
    defaults: { remindAfterHours: 24, expireAfterHours: 72, maxDurationMinutes: 45, tokenTtlSeconds: 600 },
    context: async () => ({
      candidateName: 'Lina Haddad',
      jobTitle: 'Backend Engineer',
      companyName: 'Acme',
      language: 'arabic',
      stagePrompts: { FIRST: '', SECOND: '' },
      extraQuestions: '',
      job: { title: 'Backend Engineer', interviewLanguage: 'arabic' },
    }),
    score: async ({ language }) => {
      asked.push(language);
      return {
        aiScore: 72,
        aiRecommendation: 'SECOND_INTERVIEW',
        aiAnalysis: '### تقييم المقابلة',
        language: 'ar',
        translations: { ar: { aiAnalysis: '### تقييم المقابلة' }, en: { aiAnalysis: '### Interview Assessment' } },
        breakdown: [],
        evidence: [],
        provenance: {},
      };
    },
    workflow: { started: async () => undefined, ended: async () => undefined },
  };
  interviews = createInterviewsService(deps);
}, 60_000);
afterAll(async () => {
  await dispose();
});

async function scoredAfter(answers: string[]) {
  const { interviewId } = await interviews.schedule(
    {
      applicationId: `app-${++n}`,
      jobId: 'job-1',
      companyId: 'company-1',
      candidateId: null,
      stage: 'FIRST',
      round: 1,
    },
    request(),
  );
  await interviews.start(interviewId, request());
  let seq = 0;
  for (const text of answers) {
    await interviews.recordUtterance(
      interviewId,
      { seq: ++seq, speakerType: 'AI_ASSISTANT', text: 'حدثنا عن عملك؟' },
      request(),
    );
    await interviews.recordUtterance(interviewId, { seq: ++seq, speakerType: 'CANDIDATE', text }, request());
  }
  await interviews.complete(interviewId, 'AGENT_ENDED', request());
  await interviews.score(interviewId, request());
  const { events } = await store.readStream<InterviewEvent>(interviewStreamName(interviewId));
  return ((events as unknown as InterviewEvent[]).find((e) => e.type === 'InterviewScored') as InterviewScored).data;
}

describe('the interview assessment’s language', () => {
  it('asks the engine for the company’s language and stores every language it wrote', async () => {
    const data = await scoredAfter([answer, answer, answer]);
    expect(asked.at(-1)).toBe('ar');
    expect(data).toMatchObject({
      analysis: '### تقييم المقابلة',
      analysisLanguage: 'ar',
      analysisTranslations: { ar: '### تقييم المقابلة', en: '### Interview Assessment' },
    });
  });

  it('writes the insufficient-evidence report in Arabic too, with the English beside it', async () => {
    const data = await scoredAfter(['نعم']);
    expect(data.insufficientEvidence).toBe(true);
    expect(data.analysisLanguage).toBe('ar');
    expect(data.analysis).toMatch(/^### أدلة غير كافية: يلزم تقييم بشري/u);
    expect(data.analysis).toContain('- للمرشح إجابة واحدة فقط؛ يلزم 2 على الأقل');
    expect(data.analysisTranslations?.en).toMatch(/^### Insufficient evidence: human review needed/u);
  });
});
