import type {
  ApplicationStatus,
  CandidateDisplayStatus as DisplayStatus,
  CandidateStatusFilter as StatusFilter,
} from '@tawzeef/applications/rules';
import { api, apiInit, problemFrom } from './client.ts';
import { uploadForm, type UploadOptions } from './upload.ts';

export {
  applicationStatuses,
  candidateStatusFilters as statusFilters,
  type ApplicationStatus,
  type CandidateDisplayStatus as DisplayStatus,
  type CandidateStatusFilter as StatusFilter,
} from '@tawzeef/applications/rules';

export interface CvAnalysisResults {
  summary?: string | null;
  overallFit?: string | null;
  skillsMatch?: { matched?: string[]; missing?: string[]; percentage?: number | null } | null;
  [key: string]: unknown;
}

export interface CandidateApplication {
  id: string;
  jobId: string;
  job: { id: string; title: string; company: { name: string | null } };
  appliedAt: string;
  updatedAt?: string;
  status: ApplicationStatus | string;
  displayStatus: DisplayStatus | string;
  statusMessage?: string;
  expectedSalary?: string | null;
  noticePeriod?: string | null;
  coverLetter?: string | null;
  portfolioUrl?: string | null;
  resume?: { fileName?: string | null; fileSize?: number | null; cvId?: string | null } | null;
  analysisStatus: 'PENDING' | 'DONE' | 'FAILED' | string;
  cvAnalysisScore?: number | null;
  cvAnalysisResults?: CvAnalysisResults | null;
  aiCvRecommendations?: string | null;
  aiInterviewRecommendations?: string | null;
  aiSecondInterviewRecommendations?: string | null;
  withdrawnAt?: string | null;
}

export interface Submitted {
  id: string;
  applicationId: string;
  jobId: string;
  status: string;
}

/** The answers both apply paths share. */
export interface ApplyAnswers {
  jobId: string;
  coverLetter?: string;
  expectedSalary?: string;
  noticePeriod?: string;
  portfolioUrl?: string;
  countryCode?: string;
  phone?: string;
  /** The accepted notice versions, as a JSON string (acceptedNoticesField in api/privacy.ts). */
  acceptedNotices?: string;
}

const id = (value: string) => encodeURIComponent(value);

const formOf = (fields: Record<string, string | undefined>, cv: File) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') body.append(name, value);
  body.append('cv', cv);
  return body;
};

const blankless = (fields: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));

export const candidateApplicationsApi = {
  /** One page of the candidate's applications and the total the server counts for the filter. */
  list: async (status: StatusFilter, range: [number, number], signal?: AbortSignal) => {
    const query = new URLSearchParams({ status, range: JSON.stringify(range) });
    const response = await fetch(`/api/candidate/applications?${query.toString()}`, apiInit({ signal }));
    if (!response.ok) throw await problemFrom(response);
    const rows = (await response.json()) as CandidateApplication[];
    const total = Number(response.headers.get('x-total-count') ?? rows.length);
    return { rows, total: Number.isFinite(total) ? total : rows.length };
  },
  /** `lang` is the language of the AI feedback the server writes to the candidate. */
  one: (applicationOrJobId: string, signal?: AbortSignal, lang?: string) =>
    api<CandidateApplication>(
      `/api/candidate/applications/${id(applicationOrJobId)}${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`,
      { signal },
    ),
  withdraw: (applicationId: string, reason?: string) =>
    api<CandidateApplication>(`/api/candidate/applications/${id(applicationId)}/withdraw`, {
      body: reason ? { reason } : {},
    }),
  /** Signed in, with a saved CV. */
  applyWithSavedCv: (answers: ApplyAnswers & { cvId: string; firstName?: string; lastName?: string }) =>
    api<Submitted>('/api/applications', { body: blankless({ ...answers }) }),
  /** Signed in, with a new file (it is not added to the CV list). */
  applyWithFile: (
    answers: ApplyAnswers & { firstName?: string; lastName?: string },
    cv: File,
    options?: UploadOptions,
  ) => uploadForm<Submitted>('/api/applications', formOf({ ...answers }, cv), options),
  /** Without an account: always multipart with the CV. */
  applyAnonymously: (
    answers: ApplyAnswers & { fullName: string; email: string; phone: string },
    cv: File,
    options?: UploadOptions,
  ) => uploadForm<Submitted>('/api/applications/anonymous', formOf({ ...answers }, cv), options),
};

/** The candidate's application to one job, as the job and apply pages show it. */
export interface ExistingApplication {
  id: string;
  jobId: string;
  status: string;
  displayStatus: string;
  appliedAt: string;
}

/** The candidate's application to `jobId`, or null (the server answers 200 either way). */
export const applicationForJob = async (jobId: string, signal?: AbortSignal) =>
  (
    await api<{ application: ExistingApplication | null }>(`/api/candidate/applications/for-job/${id(jobId)}`, {
      signal,
    })
  ).application;
