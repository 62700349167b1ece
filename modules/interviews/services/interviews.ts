import { createHmac, timingSafeEqual } from 'node:crypto';
import { handleCommand, isUuid, uuidV5 } from '@tawzeef/shared';
import { interviewErrors } from '../errors.ts';
import {
  checkEvidence,
  checkRejection,
  insufficientAnalysis,
  insufficientAnalysisAr,
  type EvidenceCheck,
} from '../interview/evidence.ts';
import { countedTranscript, DEFAULT_MIN_CONFIDENCE, notUnderstood, unclearAnswers } from '../interview/answers.ts';
import { interviewDecider, type InterviewCommand } from '../interview/decide.ts';
import {
  interviewStreamName,
  transcriptOf,
  type CompletionReason,
  type InterviewEvent,
  type InterviewStage,
  type InterviewState,
  type SpeakerType,
  type Utterance,
} from '../interview/interview.ts';
import {
  interviewSettingsStreamName,
  settingsDecider,
  type InterviewSettingsChanged,
  type JobInterviewSettings,
} from '../settings/settings.ts';
import type { InterviewBriefing, InterviewRequest, InterviewsDeps, InterviewSettings } from './deps.ts';
import { recordedScore } from './recorded-score.ts';

/** The business id of an invitation: the same application, stage and round is the same interview. */
export const interviewIdOf = (applicationId: string, stage: InterviewStage, round: number) =>
  uuidV5(`interview:${applicationId}:${stage}:${round}`);

const ROOM_PREFIX = 'interview-';

/** Scheduling, the live interview's facts (agent), timers' outcomes (workflow), scoring and recordings. */
export function createInterviewsService(deps: InterviewsDeps) {
  const { store } = deps;

  const run = async (interviewId: string, command: InterviewCommand, request: InterviewRequest) => {
    if (!isUuid(interviewId)) throw interviewErrors.notFound();
    const result = await handleCommand(store, interviewStreamName(interviewId), interviewDecider, command, {
      ...request,
      now: command.now,
    });
    return {
      interviewId,
      position: result.globalPosition,
      state: result.state,
      events: result.events as unknown as InterviewEvent[],
    };
  };

  async function load(interviewId: string): Promise<InterviewState> {
    if (!isUuid(interviewId)) return { exists: false };
    const { events } = await store.readStream<InterviewEvent>(interviewStreamName(interviewId));
    return (events as unknown as InterviewEvent[]).reduce(interviewDecider.evolve, interviewDecider.initialState());
  }

  const joinKey = (interviewId: string) =>
    createHmac('sha256', deps.linkSecret).update(`interview-join:${interviewId}`).digest('base64url').slice(0, 32);

  /** The job's own settings (null where it keeps the default). */
  const jobSettings = async (jobId: string): Promise<JobInterviewSettings> => {
    if (!isUuid(jobId)) return settingsDecider.initialState();
    const { events } = await store.readStream<InterviewSettingsChanged>(interviewSettingsStreamName(jobId));
    return (events as unknown as InterviewSettingsChanged[]).reduce(
      settingsDecider.evolve,
      settingsDecider.initialState(),
    );
  };

  const settingsFor = async (jobId: string): Promise<InterviewSettings> => {
    const own = await jobSettings(jobId);
    return {
      remindAfterHours: own.remindAfterHours ?? deps.defaults.remindAfterHours,
      expireAfterHours: own.expireAfterHours ?? deps.defaults.expireAfterHours,
      maxDurationMinutes: own.maxDurationMinutes ?? deps.defaults.maxDurationMinutes,
    };
  };

  const interviewIdOfRoom = (roomNameOrId: string) =>
    roomNameOrId.startsWith(ROOM_PREFIX) ? roomNameOrId.slice(ROOM_PREFIX.length) : roomNameOrId;

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
    async score(interviewId: string, request: InterviewRequest) {
      const state = await load(interviewId);
      if (!state.exists) throw interviewErrors.notFound();
      if (state.scored) return { interviewId, position: null, state, events: [] as InterviewEvent[] };
      // What counts: corrections in place of what was heard; spoken lines below the threshold never.
      const minConfidence = deps.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
      const transcript = countedTranscript(transcriptOf(state), minConfidence);
      const check = checkEvidence(transcript, unclearAnswers(transcriptOf(state), minConfidence));
      let result: ScoreResult;
      const context = await deps.context(state.applicationId, state.jobId);
      // The assessment is written for the company, in the job's working language, the other language beside it.
      const language = context?.language === 'arabic' ? 'ar' : 'en';
      const insufficient = (why: Extract<EvidenceCheck, { sufficient: false }>): typeof result => {
        const translations = { en: insufficientAnalysis(why.reasons), ar: insufficientAnalysisAr(why.arabicReasons) };
        return {
          aiScore: null,
          aiRecommendation: 'INSUFFICIENT_EVIDENCE',
          analysis: translations[language],
          analysisLanguage: language,
          analysisTranslations: translations,
          breakdown: [],
          evidence: [],
          provenance: null,
          insufficientEvidence: true,
        };
      };
      if (!check.sufficient) result = insufficient(check);
      else {
        if (!context) throw interviewErrors.invalid('The job of this interview is gone.');
        const scored = await deps.score({
          stage: state.stage,
          job: context.job,
          stagePrompt: context.stagePrompts[state.stage] || undefined,
          transcript: transcript.map((u) => ({ speaker: u.speakerType, content: u.text })),
          language,
        });
        const rejection = checkRejection(
          scored.aiRecommendation,
          transcript,
          notUnderstood(transcriptOf(state), minConfidence),
        );
        result = rejection.sufficient ? scoredResult(scored, transcript) : insufficient(rejection);
      }
      return run(interviewId, { type: 'ScoreInterview', result, now: deps.clock() }, request);
    },

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
    async briefing(roomNameOrInterviewId: string): Promise<InterviewBriefing | null> {
      const state = await load(interviewIdOfRoom(roomNameOrInterviewId));
      if (!state.exists) return null;
      const context = await deps.context(state.applicationId, state.jobId);
      if (!context) return null;
      return {
        interviewId: state.interviewId,
        applicationId: state.applicationId,
        jobId: state.jobId,
        companyId: state.companyId,
        candidateId: state.candidateId,
        stage: state.stage,
        status: state.status,
        roomName: state.roomName,
        maxDurationMinutes: state.maxDurationMinutes,
        startedAt: state.startedAt,
        expiresAt: state.expiresAt,
        nextSeq: state.utterances.reduce((max, u) => Math.max(max, u.seq), 0) + 1,
        transcript: transcriptOf(state).map(({ seq, speakerType, text }) => ({ seq, speakerType, text })),
        candidateName: context.candidateName,
        jobTitle: context.jobTitle,
        companyName: context.companyName,
        language: context.language,
        stagePrompt: context.stagePrompts[state.stage],
        extraQuestions: context.extraQuestions,
        job: context.job,
        cvTerms: context.cvTerms ?? [],
      };
    },
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;

type ScoreResult = Extract<InterviewCommand, { type: 'ScoreInterview' }>['result'];

/** The engine's assessment as recorded: its evidence only where it quotes what the candidate really said. */
function scoredResult(
  scored: Awaited<ReturnType<InterviewsDeps['score']>>,
  transcript: readonly Utterance[],
): ScoreResult {
  const analysisTranslations = Object.fromEntries(
    Object.entries(scored.translations ?? {}).map(([lang, t]) => [lang, t.aiAnalysis]),
  ) as Partial<Record<'en' | 'ar', string>>;
  const said = transcript.filter((u) => u.speakerType === 'CANDIDATE').map((u) => u.text.toLowerCase());
  return {
    aiScore: scored.aiScore,
    aiRecommendation: scored.aiRecommendation,
    analysis: scored.aiAnalysis,
    analysisLanguage: scored.language ?? 'en',
    analysisTranslations,
    breakdown: scored.breakdown,
    evidence: scored.evidence.filter((e) => said.some((t) => t.includes(e.quote.toLowerCase().trim()))),
    provenance: scored.provenance,
    insufficientEvidence: false,
  };
}
