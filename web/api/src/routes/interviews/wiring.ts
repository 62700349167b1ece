import { createHash } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { RoomServiceClient } from 'livekit-server-sdk';
import type { Logger } from 'pino';
import type { AiEngine } from '@tawzeef/ai';
import {
  ApplicationError,
  applicationStreamName,
  evolveApplication,
  initialApplicationState,
  type ApplicationEvent,
  type ApplicationsService,
} from '@tawzeef/applications';
import type { CommunicationsService } from '@tawzeef/communications';
import {
  createInterviewsService,
  interviewStreamName,
  type InterviewContext,
  type InterviewEvent,
  type InterviewsService,
  type RecordingStorage,
} from '@tawzeef/interviews';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { uuidV5, type AppEventStore } from '@tawzeef/shared';
import {
  hiringWorkflowId,
  interviewEnded,
  interviewStarted,
  withinDeadline,
  type HiringActivities,
  type ScoreOutcome,
} from '@tawzeef/workflows';
import type { AppConfig } from '../../config.ts';
import { aiJobOf, interviewLanguageOf } from '../../ai-job.ts';
import { interviewMail } from './mail.ts';

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
  const { config, queries, temporal, logger } = deps;
  const signal = async (what: string, applicationId: string, send: () => Promise<void>) => {
    try {
      // Bounded: Temporal being down must not hold the interview's request through the client's own retries.
      await withinDeadline(temporal, 5_000, send);
    } catch (error) {
      logger.warn({ err: error, applicationId }, `could not signal ${what} to the hiring workflow`);
    }
  };
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
    workflow: {
      started: (applicationId, interviewId) =>
        signal('interviewStarted', applicationId, () =>
          temporal.workflow.getHandle(hiringWorkflowId(applicationId)).signal(interviewStarted, { interviewId }),
        ),
      ended: (applicationId, interviewId) =>
        signal('interviewEnded', applicationId, () =>
          temporal.workflow.getHandle(hiringWorkflowId(applicationId)).signal(interviewEnded, { interviewId }),
        ),
    },
  });
}

/** The Communication Center key of an interview's mail: one invitation and one reminder per interview. */
export const interviewMailKey = (kind: 'interview-invitation' | 'interview-reminder', interviewId: string) =>
  `${kind}:${interviewId}`;

export const joinUrlOf = (publicUrl: string, interviewId: string, key: string) =>
  `${publicUrl.replace(/\/$/u, '')}/interview/${interviewId}?key=${encodeURIComponent(key)}`;

type InterviewActivities = Omit<HiringActivities, 'analyzeApplicationCv' | 'recordCvAnalysisFailure'>;

/** The hiring workflow's interview activities; every command id derives from the interview id, so a retry does nothing twice. */
export function interviewActivities(deps: {
  interviews: InterviewsService;
  applications: ApplicationsService;
  communications: Pick<CommunicationsService, 'recordSystemMessage'>;
  rooms: Pick<RoomServiceClient, 'createRoom' | 'deleteRoom'>;
  store: AppEventStore;
  queries: ReadModelQueries;
  publicUrl: string;
}): InterviewActivities {
  const { interviews, applications, store } = deps;
  const request = (name: string) => ({ commandId: uuidV5(name), actorId: null, correlationId: name });
  const application = async (applicationId: string) => {
    const { events } = await store.readStream(applicationStreamName(applicationId));
    return (events as unknown as ApplicationEvent[]).reduce(evolveApplication, initialApplicationState());
  };
  const setStatus = async (
    applicationId: string,
    status: 'INTERVIEW_SCHEDULED' | 'INTERVIEWED' | 'REVIEWING',
    from: string[],
    key: string,
    reason = 'AI interview',
  ) => {
    const app = await application(applicationId);
    if (!app.exists || !from.includes(app.status)) return;
    try {
      await applications.changeStatus(applicationId, { status, actorId: null, reason }, request(key));
    } catch (error) {
      if (!(error instanceof ApplicationError)) throw error;
    }
  };
  const closeRoom = async (roomName: string) => {
    await deps.rooms.deleteRoom(roomName).catch(() => undefined);
  };
  const loaded = async (interviewId: string) => {
    const state = await interviews.load(interviewId);
    if (!state.exists) throw new Error(`interview ${interviewId} does not exist`);
    return state;
  };
  const mail = async (interviewId: string, kind: 'interview-invitation' | 'interview-reminder') => {
    const state = await loaded(interviewId);
    const found = await deps.queries.interviews.context(state.applicationId, state.jobId);
    const { subject, content } = interviewMail(kind, {
      jobTitle: found?.job.title ?? null,
      company: found?.job.companyName ?? null,
      firstName: found?.applicant?.firstName || null,
      second: state.stage !== 'FIRST',
      minutes: state.maxDurationMinutes,
      link: joinUrlOf(deps.publicUrl, interviewId, interviews.joinKey(interviewId)),
      until: new Date(state.expiresAt),
    });
    await deps.communications.recordSystemMessage({
      companyId: state.companyId,
      applicationId: state.applicationId,
      type: 'EMAIL',
      subject,
      content,
      kind,
      key: interviewMailKey(kind, interviewId),
    });
  };

  return {
    async inviteToInterview(input) {
      const app = await application(input.applicationId);
      if (!app.exists) throw new Error(`application ${input.applicationId} does not exist`);
      const { state } = await interviews.schedule(
        { ...input, candidateId: app.candidateId },
        request(`interview-schedule:${input.applicationId}:${input.stage}:${input.round}`),
      );
      if (!state.exists) throw new Error('the interview was not scheduled');
      await deps.rooms.createRoom({
        name: state.roomName,
        // Nobody is in the room until the candidate joins: keep it until the invitation expires.
        emptyTimeout: Math.max(600, Math.ceil((Date.parse(state.expiresAt) - Date.now()) / 1000)),
        departureTimeout: 120,
        maxParticipants: 10,
        metadata: JSON.stringify({
          interviewId: state.interviewId,
          applicationId: input.applicationId,
          stage: input.stage,
        }),
      });
      await setStatus(
        input.applicationId,
        'INTERVIEW_SCHEDULED',
        ['SUBMITTED', 'REVIEWING', 'INTERVIEWED'],
        `interview-scheduled-status:${state.interviewId}`,
      );
      await mail(state.interviewId, 'interview-invitation');
      const scheduled = Date.parse(state.scheduledAt);
      return {
        interviewId: state.interviewId,
        roomName: state.roomName,
        remindAfterMs: Date.parse(state.remindAt) - scheduled,
        expireAfterMs: Date.parse(state.expiresAt) - scheduled,
        maxDurationMs: state.maxDurationMinutes * 60_000,
      };
    },
    async sendInterviewReminder(interviewId) {
      const { state } = await interviews.remind(interviewId, request(`interview-reminder:${interviewId}`));
      if (!state.exists) throw new Error(`interview ${interviewId} does not exist`);
      if (state.status === 'SCHEDULED') await mail(interviewId, 'interview-reminder');
      return state.status;
    },
    async expireInterview(interviewId) {
      const { state } = await interviews.expire(interviewId, request(`interview-expire:${interviewId}`));
      if (!state.exists) throw new Error(`interview ${interviewId} does not exist`);
      if (state.status === 'EXPIRED' || state.status === 'CANCELLED') await closeRoom(state.roomName);
      // Back in the recruiter's hands: choosing Interview Scheduled again is then a change, and re-invites.
      if (state.status === 'EXPIRED')
        await setStatus(
          state.applicationId,
          'REVIEWING',
          ['INTERVIEW_SCHEDULED'],
          `interview-expired-status:${interviewId}`,
          'AI interview invitation expired',
        );
      return state.status;
    },
    async closeInterview(interviewId) {
      let state = await loaded(interviewId);
      if (state.status === 'IN_PROGRESS') {
        const result = await interviews.complete(
          interviewId,
          'TIME_LIMIT',
          request(`interview-time-limit:${interviewId}`),
        );
        if (result.state.exists) state = result.state;
      }
      await closeRoom(state.roomName);
      return state.status;
    },
    async cancelInterview(interviewId, reason) {
      const { state } = await interviews.cancel(interviewId, reason, request(`interview-cancel:${interviewId}`));
      if (state.exists) await closeRoom(state.roomName);
    },
    async scoreInterview(interviewId): Promise<ScoreOutcome> {
      await interviews.score(interviewId, request(`interview-score:${interviewId}`));
      const { events } = await store.readStream(interviewStreamName(interviewId));
      const scored = (events as unknown as InterviewEvent[]).find((e) => e.type === 'InterviewScored');
      if (!scored || scored.type !== 'InterviewScored') throw new Error(`interview ${interviewId} was not scored`);
      const d = scored.data;
      await setStatus(
        d.applicationId,
        'INTERVIEWED',
        ['INTERVIEW_SCHEDULED'],
        `interview-interviewed-status:${interviewId}`,
      );
      await applications.addNote(
        d.applicationId,
        { source: 'AI', authorId: null, text: d.analysis.slice(0, 4000), provenance: d.provenance },
        request(`interview-note:${interviewId}`),
      );
      return { aiScore: d.aiScore, recommendation: d.aiRecommendation, insufficientEvidence: d.insufficientEvidence };
    },
  };
}
