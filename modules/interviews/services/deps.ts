import type { AppEventStore, CommandContext } from '@tawzeef/shared';
import type { InterviewStage, InterviewStatus, ScorePart } from '../interview/interview.ts';
import type { RecordingStorage } from '../storage/recordings.ts';

export type InterviewRequest = Omit<CommandContext, 'now'>;

export type InterviewSettings = { remindAfterHours: number; expireAfterHours: number; maxDurationMinutes: number };

/** What the agent and the screens need to know about an interview's people and job (from the read models). */
export type InterviewContext = {
  candidateName: string;
  jobTitle: string;
  companyName: string;
  language: 'english' | 'arabic';
  stagePrompts: Record<InterviewStage, string>;
  extraQuestions: string;
  /** The job as AiEngine's JobContext takes it. */
  job: Record<string, unknown>;
  /** The applied CV's skills, job titles, employers and schools: the agent's recogniser listens for them. */
  cvTerms?: string[];
};

export type AiInterviewScore = {
  aiScore: number;
  aiRecommendation: 'SECOND_INTERVIEW' | 'OFFER' | 'REJECT';
  aiAnalysis: string;
  /** The language aiAnalysis is written in, and the assessment in every language the engine wrote it in. */
  language?: 'en' | 'ar';
  translations?: Partial<Record<'en' | 'ar', { aiAnalysis: string }>>;
  breakdown: ScorePart[];
  evidence: { about: string; quote: string }[];
  provenance: Record<string, unknown>;
};

export type InterviewsDeps = {
  store: AppEventStore;
  recordings: RecordingStorage;
  clock: () => Date;
  /** Signs the candidate's join link key (HMAC); any server secret. */
  linkSecret: string;
  defaults: InterviewSettings & { tokenTtlSeconds: number };
  /** Spoken answers heard with less confidence are not scored (the agent's threshold; 0.6 when absent). */
  minConfidence?: number;
  context(applicationId: string, jobId: string): Promise<InterviewContext | null>;
  /** The AI engine's scoreInterview with the job and the stage prompt. */
  score(input: {
    stage: InterviewStage;
    job: Record<string, unknown>;
    stagePrompt: string | undefined;
    transcript: { speaker: 'AI_ASSISTANT' | 'CANDIDATE' | 'SYSTEM'; content: string }[];
    /** The reader's language: the company's (the job's interview language). */
    language?: 'en' | 'ar';
  }): Promise<AiInterviewScore>;
  /** Tells `hiring-<applicationId>`; never throws (the adapter logs). */
  workflow: {
    started(applicationId: string, interviewId: string): Promise<void>;
    ended(applicationId: string, interviewId: string): Promise<void>;
  };
};

export type InterviewBriefing = {
  interviewId: string;
  applicationId: string;
  jobId: string;
  companyId: string;
  candidateId: string | null;
  stage: InterviewStage;
  status: InterviewStatus;
  roomName: string;
  maxDurationMinutes: number;
  startedAt: string | null;
  expiresAt: string;
  nextSeq: number;
  transcript: { seq: number; speakerType: 'AI_ASSISTANT' | 'CANDIDATE' | 'SYSTEM'; text: string }[];
  candidateName: string;
  jobTitle: string;
  companyName: string;
  language: 'english' | 'arabic';
  stagePrompt: string;
  extraQuestions: string;
  job: Record<string, unknown>;
  cvTerms: string[];
};
