import { createHash } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import { aiJobOf, interviewLanguageOf, type AiEngine } from '@tawzeef/ai';
import {
  createInterviewsService,
  type InterviewContext,
  type InterviewsService,
  type RecordingStorage,
} from '@tawzeef/interviews';
import type { ReadModelQueries } from '@tawzeef/read-models';
import type { AppEventStore } from '@tawzeef/shared';
import { hiringSignals } from '@tawzeef/workflows';
import type { AppConfig } from '../../config.ts';

/** The interviews service over the event store, the read models, the AI engine and the hiring workflow's signals. */
export function interviewsService(deps: {
  store: AppEventStore;
  recordings: RecordingStorage;
  ai: AiEngine;
  queries: ReadModelQueries;
  config: AppConfig;
  clock: () => Date;
  temporal: Client;
  logger: Logger;
}): InterviewsService {
  const { config, queries } = deps;
  const signals = hiringSignals(deps.temporal, deps.logger);
  const context = async (applicationId: string, jobId: string): Promise<InterviewContext | null> => {
    const found = await queries.interviews.context(applicationId, jobId);
    if (!found) return null;
    const { job, applicant } = found;
    return {
      candidateName: applicant ? `${applicant.firstName} ${applicant.lastName}`.trim() : 'Candidate',
      jobTitle: job.title,
      companyName: job.companyName,
      language: interviewLanguageOf(job.interviewLanguage) ?? 'english',
      stagePrompts: { FIRST: job.aiFirstInterviewPrompt, SECOND: job.aiSecondInterviewPrompt },
      extraQuestions: job.interviewQuestions,
      job: aiJobOf(job),
      cvTerms: found.cvTerms,
    };
  };
  return createInterviewsService({
    store: deps.store,
    recordings: deps.recordings,
    clock: deps.clock,
    linkSecret:
      config.INTERVIEW_LINK_SECRET ??
      createHash('sha256').update(`tawzeef-interview-links:${config.LIVEKIT_API_SECRET}`).digest('hex'),
    defaults: {
      remindAfterHours: config.INTERVIEW_REMIND_AFTER_HOURS,
      expireAfterHours: config.INTERVIEW_EXPIRE_AFTER_HOURS,
      maxDurationMinutes: config.INTERVIEW_MAX_MINUTES,
      tokenTtlSeconds: config.INTERVIEW_TOKEN_TTL_SECONDS,
    },
    context,
    score: async (input) => {
      const { provenance, ...result } = await deps.ai.scoreInterview({
        stage: input.stage,
        job: input.job as Parameters<AiEngine['scoreInterview']>[0]['job'],
        stagePrompt: input.stagePrompt,
        transcript: input.transcript,
        language: input.language,
      });
      return { ...result, provenance: provenance as unknown as Record<string, unknown> };
    },
    workflow: { started: signals.interviewStarted, ended: signals.interviewEnded },
  });
}
