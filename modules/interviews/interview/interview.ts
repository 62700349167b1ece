export const interviewStreamName = (interviewId: string) => `interview-${interviewId}`;
export const roomNameOf = (interviewId: string) => `interview-${interviewId}`;

export const interviewStatuses = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'EXPIRED', 'CANCELLED'] as const;
export type InterviewStatus = (typeof interviewStatuses)[number];
export const interviewStages = ['FIRST', 'SECOND'] as const;
export type InterviewStage = (typeof interviewStages)[number];
export const speakerTypes = ['AI_ASSISTANT', 'CANDIDATE', 'SYSTEM'] as const;
export type SpeakerType = (typeof speakerTypes)[number];
export const completionReasons = ['AGENT_ENDED', 'CANDIDATE_LEFT', 'TIME_LIMIT'] as const;
export type CompletionReason = (typeof completionReasons)[number];
export type InterviewRecommendation = 'SECOND_INTERVIEW' | 'OFFER' | 'REJECT' | 'INSUFFICIENT_EVIDENCE';

/** Who may join: the invited candidate (session or link key) publishes; company members observe hidden. */
export type JoinPolicy = { tokenTtlSeconds: number; observers: 'hidden-subscribe-only' };

export type InterviewScheduled = {
  type: 'InterviewScheduled';
  data: {
    interviewId: string;
    applicationId: string;
    jobId: string;
    companyId: string;
    candidateId: string | null;
    stage: InterviewStage;
    round: number;
    roomName: string;
    scheduledAt: string;
    remindAt: string;
    expiresAt: string;
    maxDurationMinutes: number;
    joinPolicy: JoinPolicy;
  };
};
export type InterviewReminderSent = { type: 'InterviewReminderSent'; data: { interviewId: string; sentAt: string } };
export type InterviewStarted = {
  type: 'InterviewStarted';
  data: { interviewId: string; applicationId: string; jobId: string; startedAt: string };
};
export type TranscriptUtteranceRecorded = {
  type: 'TranscriptUtteranceRecorded';
  data: {
    interviewId: string;
    /** Whose transcript it is (the key that seals the text); absent from lines recorded before issue #22's migration. */
    applicationId?: string;
    seq: number;
    speakerType: SpeakerType;
    text: string;
    at: string;
    /** Speech-to-text's confidence (0 to 1) in a spoken answer; on a SYSTEM line, the answer it did not understand. */
    confidence?: number;
    /** The seq of the spoken answer this typed text corrects: it counts instead. */
    corrects?: number;
  };
};
export type InterviewCompleted = {
  type: 'InterviewCompleted';
  data: { interviewId: string; applicationId: string; jobId: string; completedAt: string; reason: CompletionReason };
};
export type InterviewExpired = { type: 'InterviewExpired'; data: { interviewId: string; expiredAt: string } };
export type InterviewCancelled = {
  type: 'InterviewCancelled';
  data: { interviewId: string; cancelledAt: string; reason: string };
};
export type ScorePart = { part: string; weight: number; score: number; explanation: string };
export type InterviewScored = {
  type: 'InterviewScored';
  data: {
    interviewId: string;
    applicationId: string;
    stage: InterviewStage;
    scoredAt: string;
    aiScore: number | null;
    aiRecommendation: InterviewRecommendation;
    analysis: string;
    /** The language `analysis` is written in (absent on events before issue #21: English). */
    analysisLanguage?: 'en' | 'ar';
    /** The analysis in every language it was written in, so a reader in another language needs no new AI call. */
    analysisTranslations?: Partial<Record<'en' | 'ar', string>>;
    breakdown: ScorePart[];
    evidence: { about: string; quote: string }[];
    provenance: Record<string, unknown> | null;
    insufficientEvidence: boolean;
  };
};
export type RecordingAttached = {
  type: 'RecordingAttached';
  data: { interviewId: string; storageKey: string; contentType: string; attachedAt: string };
};

export type InterviewEvent =
  | InterviewScheduled
  | InterviewReminderSent
  | InterviewStarted
  | TranscriptUtteranceRecorded
  | InterviewCompleted
  | InterviewExpired
  | InterviewCancelled
  | InterviewScored
  | RecordingAttached;

export const interviewEventTypes: readonly InterviewEvent['type'][] = [
  'InterviewScheduled',
  'InterviewReminderSent',
  'InterviewStarted',
  'TranscriptUtteranceRecorded',
  'InterviewCompleted',
  'InterviewExpired',
  'InterviewCancelled',
  'InterviewScored',
  'RecordingAttached',
];

export type Utterance = {
  seq: number;
  speakerType: SpeakerType;
  text: string;
  at: string;
  confidence?: number;
  corrects?: number;
};

export type InterviewState =
  | { exists: false }
  | (InterviewScheduled['data'] & {
      exists: true;
      status: InterviewStatus;
      reminderSent: boolean;
      startedAt: string | null;
      endedAt: string | null;
      utterances: Utterance[];
      scored: boolean;
      recordingKeys: string[];
    });

export const initialInterviewState = (): InterviewState => ({ exists: false });

export function evolveInterview(state: InterviewState, event: InterviewEvent): InterviewState {
  if (event.type === 'InterviewScheduled') {
    return {
      ...event.data,
      exists: true,
      status: 'SCHEDULED',
      reminderSent: false,
      startedAt: null,
      endedAt: null,
      utterances: [],
      scored: false,
      recordingKeys: [],
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'InterviewReminderSent':
      return { ...state, reminderSent: true };
    case 'InterviewStarted':
      return { ...state, status: 'IN_PROGRESS', startedAt: event.data.startedAt };
    case 'TranscriptUtteranceRecorded': {
      const { interviewId: _id, ...utterance } = event.data;
      return { ...state, utterances: [...state.utterances, utterance] };
    }
    case 'InterviewCompleted':
      return { ...state, status: 'COMPLETED', endedAt: event.data.completedAt };
    case 'InterviewExpired':
      return { ...state, status: 'EXPIRED', endedAt: event.data.expiredAt };
    case 'InterviewCancelled':
      return { ...state, status: 'CANCELLED', endedAt: event.data.cancelledAt };
    case 'InterviewScored':
      return { ...state, scored: true };
    case 'RecordingAttached':
      return { ...state, recordingKeys: [...state.recordingKeys, event.data.storageKey] };
    default:
      return state;
  }
}

/** The transcript in order of seq (utterances may arrive out of order). */
export const transcriptOf = (state: InterviewState): Utterance[] =>
  state.exists ? [...state.utterances].sort((a, b) => a.seq - b.seq) : [];
