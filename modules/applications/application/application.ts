import type { NameCheck } from './name-check.ts';

export const applicationStreamName = (applicationId: string) => `application-${applicationId}`;

export const applicationStatuses = [
  'SUBMITTED',
  'REVIEWING',
  'INTERVIEW_SCHEDULED',
  'INTERVIEWED',
  'OFFERED',
  'HIRED',
  'REJECTED',
  'WITHDRAWN',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const applicationPriorities = ['high', 'medium', 'low'] as const;
export type ApplicationPriority = (typeof applicationPriorities)[number];

export const noteSources = ['USER', 'AI', 'SYSTEM'] as const;
export type NoteSource = (typeof noteSources)[number];
export const MAX_NOTE_LENGTH = 5000;

/** The CV sent with the application: a copy of the reference, so deleting it from the CV list keeps it here. */
export type SentCv = { storageKey: string; fileName: string; fileSize: number; cvId: string | null };

export type Applicant = {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string | null;
  phone: string | null;
  portfolioUrl: string | null;
};

export type ApplicationSubmitted = {
  type: 'ApplicationSubmitted';
  data: {
    applicationId: string;
    jobId: string;
    companyId: string;
    /** Null for an anonymous applicant whose e-mail matches no candidate. */
    candidateId: string | null;
    status: 'SUBMITTED';
    source: 'candidate' | 'anonymous';
    applicant: Applicant;
    cv: SentCv;
    coverLetter: string | null;
    expectedSalary: string | null;
    noticePeriod: string | null;
    submittedAt: string;
  };
};
export type ApplicationStatusChanged = {
  type: 'ApplicationStatusChanged';
  data: {
    applicationId: string;
    status: ApplicationStatus;
    previousStatus: ApplicationStatus;
    actorId: string | null;
    reason: string | null;
    changedAt: string;
  };
};
export type ApplicationWithdrawn = {
  type: 'ApplicationWithdrawn';
  data: { applicationId: string; candidateId: string; reason: string | null; withdrawnAt: string };
};
export type CvAnalyzed = {
  type: 'CvAnalyzed';
  data: {
    applicationId: string;
    score: number;
    /** The engine's analysis (summary, overallFit, skillsMatch, …) without its provenance. */
    results: Record<string, unknown>;
    provenance: Record<string, unknown>;
    /** The name on the CV against the applicant's (added later: absent from older events). */
    nameCheck?: NameCheck;
    analyzedAt: string;
  };
};
export type CvAnalysisFailed = {
  type: 'CvAnalysisFailed';
  data: {
    applicationId: string;
    error: { code: string; message: string };
    provenance: Record<string, unknown> | null;
    failedAt: string;
  };
};

export type ApplicationPriorityChanged = {
  type: 'ApplicationPriorityChanged';
  data: {
    applicationId: string;
    priority: ApplicationPriority;
    previousPriority: ApplicationPriority;
    actorId: string | null;
    changedAt: string;
  };
};
export type ApplicationNoteAdded = {
  type: 'ApplicationNoteAdded';
  data: {
    applicationId: string;
    noteId: string;
    source: NoteSource;
    /** The recruiter who wrote it; null for AI and SYSTEM notes. */
    authorId: string | null;
    text: string;
    /** For AI notes: engine, model, prompt version. */
    provenance: Record<string, unknown> | null;
    addedAt: string;
  };
};

export type ApplicationEvent =
  | ApplicationSubmitted
  | ApplicationStatusChanged
  | ApplicationWithdrawn
  | CvAnalyzed
  | CvAnalysisFailed
  | ApplicationPriorityChanged
  | ApplicationNoteAdded;

export const applicationEventTypes: readonly ApplicationEvent['type'][] = [
  'ApplicationSubmitted',
  'ApplicationStatusChanged',
  'ApplicationWithdrawn',
  'CvAnalyzed',
  'CvAnalysisFailed',
  'ApplicationPriorityChanged',
  'ApplicationNoteAdded',
];

export type ApplicationState =
  | { exists: false }
  | {
      exists: true;
      applicationId: string;
      jobId: string;
      companyId: string;
      candidateId: string | null;
      status: ApplicationStatus;
      priority: ApplicationPriority;
      analysis: 'PENDING' | 'DONE' | 'FAILED';
      cvAnalysisScore: number | null;
      noteCount: number;
      /** The stream version: how many events the application has (the HTTP `version`). */
      version: number;
      appliedAt: string;
      /** When the last event happened, from its own `…At` field. */
      updatedAt: string;
    };

export const initialApplicationState = (): ApplicationState => ({ exists: false });

export function evolveApplication(state: ApplicationState, event: ApplicationEvent): ApplicationState {
  if (event.type === 'ApplicationSubmitted') {
    const d = event.data;
    return {
      exists: true,
      applicationId: d.applicationId,
      jobId: d.jobId,
      companyId: d.companyId,
      candidateId: d.candidateId,
      status: 'SUBMITTED',
      priority: 'medium',
      analysis: 'PENDING',
      cvAnalysisScore: null,
      noteCount: 0,
      version: 1,
      appliedAt: d.submittedAt,
      updatedAt: d.submittedAt,
    };
  }
  if (!state.exists) return state;
  const next = { ...state, version: state.version + 1 };
  switch (event.type) {
    case 'ApplicationStatusChanged':
      return { ...next, status: event.data.status, updatedAt: event.data.changedAt };
    case 'ApplicationWithdrawn':
      return { ...next, status: 'WITHDRAWN', updatedAt: event.data.withdrawnAt };
    case 'CvAnalyzed':
      return { ...next, analysis: 'DONE', cvAnalysisScore: event.data.score, updatedAt: event.data.analyzedAt };
    case 'CvAnalysisFailed':
      return { ...next, analysis: 'FAILED', updatedAt: event.data.failedAt };
    case 'ApplicationPriorityChanged':
      return { ...next, priority: event.data.priority, updatedAt: event.data.changedAt };
    case 'ApplicationNoteAdded':
      return { ...next, noteCount: state.noteCount + 1, updatedAt: event.data.addedAt };
    default:
      return next;
  }
}
