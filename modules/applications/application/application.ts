export const applicationStreamName = (applicationId: string) => `application-${applicationId}`;

export const applicationStatuses = [
  'SUBMITTED',
  'REVIEWING',
  'INTERVIEW_SCHEDULED',
  'INTERVIEWED',
  'OFFERED',
  'REJECTED',
  'WITHDRAWN',
  'HIRED',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

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

export type ApplicationEvent =
  ApplicationSubmitted | ApplicationStatusChanged | ApplicationWithdrawn | CvAnalyzed | CvAnalysisFailed;

export const applicationEventTypes: readonly ApplicationEvent['type'][] = [
  'ApplicationSubmitted',
  'ApplicationStatusChanged',
  'ApplicationWithdrawn',
  'CvAnalyzed',
  'CvAnalysisFailed',
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
      analysis: 'PENDING' | 'DONE' | 'FAILED';
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
      analysis: 'PENDING',
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'ApplicationStatusChanged':
      return { ...state, status: event.data.status };
    case 'ApplicationWithdrawn':
      return { ...state, status: 'WITHDRAWN' };
    case 'CvAnalyzed':
      return { ...state, analysis: 'DONE' };
    case 'CvAnalysisFailed':
      return { ...state, analysis: 'FAILED' };
    default:
      return state;
  }
}
