import { createHmac, timingSafeEqual } from 'node:crypto';
import { handleCommand, uuidV5 } from '@tawzeef/shared';
import { interviewErrors } from '../errors.ts';
import type { CompletionReason, InterviewStage, SpeakerType } from '../interview/interview.ts';
import { interviewSettingsStreamName, settingsDecider, type JobInterviewSettings } from '../settings/settings.ts';
import type { InterviewRequest, InterviewsDeps } from './deps.ts';
import { interviewBriefing } from './briefing.ts';
import { createInterviewStore, interviewIdOfRoom } from './interview-store.ts';
import { scoreInterview } from './score-interview.ts';
import { recordedScore } from './recorded-score.ts';

/** The business id of an invitation: the same application, stage and round is the same interview. */
export const interviewIdOf = (applicationId: string, stage: InterviewStage, round: number) =>
  uuidV5(`interview:${applicationId}:${stage}:${round}`);

/** Scheduling, the live interview's facts (agent), timers' outcomes (workflow), scoring and recordings. */
export function createInterviewsService(deps: InterviewsDeps) {
  const { store } = deps;
  const core = createInterviewStore(deps);
  const { run, load, jobSettings, settingsFor } = core;

  const joinKey = (interviewId: string) =>
    createHmac('sha256', deps.linkSecret).update(`interview-join:${interviewId}`).digest('base64url').slice(0, 32);

  return {
    load,
    /** The recorded score (InterviewScored's data), or null before the interview is scored. */
    recordedScore: (interviewId: string) => recordedScore(store, interviewId),
    joinKey,
    /** Constant-time check of a join link's key. */
    checkJoinKey(interviewId: string, key: string | undefined | null): boolean {
      if (!key) return false;
      const a = Buffer.from(joinKey(interviewId));
      const b = Buffer.from(key);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    interviewIdOfRoom,
    settingsFor,
    jobSettings,

    /** A recruiter's per-job timers; the caller checked the job is the company's. Later invitations use them. */
    async changeJobSettings(
      input: JobInterviewSettings & { jobId: string; companyId: string; changedBy: string | null },
      request: InterviewRequest,
    ) {
      const result = await handleCommand(
        store,
        interviewSettingsStreamName(input.jobId),
        settingsDecider,
        { type: 'ChangeInterviewSettings', ...input, now: deps.clock() },
        { ...request, now: deps.clock() },
      );
      return { position: result.globalPosition, settings: result.state };
    },

    /** Workflow: invites (idempotent by application, stage and round). */
    async schedule(
      input: {
        applicationId: string;
        jobId: string;
        companyId: string;
        candidateId: string | null;
        stage: InterviewStage;
        round: number;
      },
      request: InterviewRequest,
    ) {
      const interviewId = interviewIdOf(input.applicationId, input.stage, input.round);
      const settings = await settingsFor(input.jobId);
      return run(
        interviewId,
        {
          type: 'ScheduleInterview',
          interviewId,
          ...input,
          ...settings,
          tokenTtlSeconds: deps.defaults.tokenTtlSeconds,
          now: deps.clock(),
        },
        request,
      );
    },

    remind: (interviewId: string, request: InterviewRequest) =>
      run(interviewId, { type: 'SendInterviewReminder', now: deps.clock() }, request),

    /** Agent: the candidate joined. Signals the workflow, which starts the maximum-length timer. */
    async start(interviewId: string, request: InterviewRequest) {
      const result = await run(interviewId, { type: 'StartInterview', now: deps.clock() }, request);
      if (result.state.exists) await deps.workflow.started(result.state.applicationId, interviewId);
      return result;
    },

    /** Agent: one utterance; the same seq again is a no-op. */
    recordUtterance: (
      interviewId: string,
      utterance: {
        seq: number;
        speakerType: SpeakerType;
        text: string;
        at?: Date;
        confidence?: number;
        corrects?: number;
      },
      request: InterviewRequest,
    ) => {
      const now = deps.clock();
      return run(
        interviewId,
        { type: 'RecordUtterance', ...utterance, at: utterance.at ?? now, now },
        { ...request, commandId: request.commandId || uuidV5(`utterance:${interviewId}:${utterance.seq}`) },
      );
    },

    /** Agent (or the workflow's time limit): the interview is over; the workflow then scores it. */
    async complete(interviewId: string, reason: CompletionReason, request: InterviewRequest) {
      const result = await run(interviewId, { type: 'CompleteInterview', reason, now: deps.clock() }, request);
      if (result.state.exists) await deps.workflow.ended(result.state.applicationId, interviewId);
      return result;
    },

    expire: (interviewId: string, request: InterviewRequest) =>
      run(interviewId, { type: 'ExpireInterview', now: deps.clock() }, request),

    cancel: (interviewId: string, reason: string, request: InterviewRequest) =>
      run(interviewId, { type: 'CancelInterview', reason, now: deps.clock() }, request),

    /**
     * Workflow: scores once; a transcript too thin to judge, or a REJECT with an answer not understood, is recorded
     * as insufficient evidence (the recruiter decides), never invented.
     */
    score: scoreInterview(deps, core),

    /** Stores the bytes with the recording storage port and attaches them. */
    async saveRecording(
      interviewId: string,
      file: { bytes: Uint8Array; contentType: string },
      request: InterviewRequest,
    ) {
      const state = await load(interviewId);
      if (!state.exists) throw interviewErrors.notFound();
      const storageKey = await deps.recordings.save(file.bytes, file.contentType);
      const result = await run(
        interviewId,
        { type: 'AttachRecording', storageKey, contentType: file.contentType, now: deps.clock() },
        request,
      );
      return { ...result, storageKey };
    },

    attachRecording: (
      interviewId: string,
      recording: { storageKey: string; contentType: string },
      request: InterviewRequest,
    ) => run(interviewId, { type: 'AttachRecording', ...recording, now: deps.clock() }, request),

    /** The interview behind a room name (or id), with what the agent needs to run it. */
    briefing: interviewBriefing(deps, core),
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
