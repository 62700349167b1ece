import type { ApplicationPriority as Priority, ApplicationStatus } from '@tawzeef/applications/rules';
import { api, apiInit, ApiError, problemFrom } from './client.ts';
import type { AnalysisTexts } from '../i18n/aiTexts.ts';
import type { Language } from '../i18n/language.ts';

export {
  applicationPriorities as priorities,
  applicationStatuses,
  type ApplicationPriority as Priority,
  type ApplicationStatus,
} from '@tawzeef/applications/rules';

export interface CvAnalysisResults {
  overallFit?: string;
  summary?: string;
  skillsMatch?: { matched?: string[]; missing?: string[]; percentage?: number };
  experienceMatch?: { years?: number; details?: string };
  educationMatch?: { details?: string; level?: string };
  strengths?: string[];
  weaknesses?: string[];
  recommendation?: string;
  /** The name read from the CV against the applicant's: matches false when the CV names someone else. */
  nameCheck?: { cvName?: string; matches?: boolean | null };
  /** The language of the texts above; the texts in every language stored beside them. */
  language?: string;
  translations?: Partial<Record<Language, AnalysisTexts>> | null;
}

export interface CompanyApplication {
  id: string;
  jobId: string;
  job?: {
    id?: string;
    title?: string | null;
    department?: string | null;
    location?: string | null;
    type?: string | null;
    company?: { name?: string | null } | null;
  } | null;
  candidate?: {
    id?: string | null;
    fullName?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    countryCode?: string | null;
    phone?: string | null;
    portfolioUrl?: string | null;
  } | null;
  /** candidate (applied signed in) or anonymous. */
  source?: string | null;
  status: ApplicationStatus;
  priority?: Priority | null;
  appliedAt: string;
  /** The last activity: any event of the application. */
  updatedAt?: string | null;
  analysisStatus?: 'PENDING' | 'DONE' | 'FAILED' | null;
  cvAnalysisScore?: number | null;
  aiScore?: number | null;
  experienceYears?: number | null;
  matchedSkills?: string[];
  analysisProvenance?: Record<string, unknown> | null;
  analysisError?: { code?: string; message?: string } | null;
  notes?: ApplicationNote[];
  timeline?: TimelineEntry[];
  withdrawnAt?: string | null;
  withdrawalReason?: string | null;
  cvAnalysisResults?: CvAnalysisResults | null;
  aiCvRecommendations?: string | null;
  interview1Score?: number | null;
  interview2Score?: number | null;
  hrInterviewScore?: number | null;
  overallScore?: number | null;
  coverLetter?: string | null;
  expectedSalary?: string | null;
  noticePeriod?: string | null;
  portfolioUrl?: string | null;
  resumeUrl?: string | null;
  resume?: { fileName?: string | null; fileSize?: number | null; url?: string | null } | null;
  /** The application stream's version, sent back as expectedVersion. */
  version?: number | null;
  interviews?: unknown[];
}

export interface ApplicationStats {
  total: number;
  byStatus: Partial<Record<ApplicationStatus, number>>;
  byPriority?: Partial<Record<Priority, number>>;
}

export interface Actor {
  id?: string | null;
  name?: string | null;
  email?: string | null;
}

export interface TimelineEntry {
  type:
    | 'SUBMITTED'
    | 'CV_ANALYZED'
    | 'CV_ANALYSIS_FAILED'
    | 'STATUS_CHANGED'
    | 'WITHDRAWN'
    | 'PRIORITY_CHANGED'
    | 'NOTE_ADDED'
    | 'MESSAGE'
    | string;
  at: string | null;
  actor: Actor | null;
  score?: number;
  status?: ApplicationStatus;
  previousStatus?: ApplicationStatus;
  reason?: string | null;
  priority?: Priority;
  previousPriority?: Priority;
  source?: string;
  /** MESSAGE: a Communication Center message to or from the applicant. */
  communicationId?: string;
  channel?: 'EMAIL' | 'WHATSAPP' | 'SMS' | 'PHONE';
  direction?: 'INBOUND' | 'OUTBOUND';
  subject?: string | null;
}

export interface ApplicationFilter {
  q?: string;
  status?: string;
  priority?: string;
  jobId?: string;
}

export interface ApplicationNote {
  id: string;
  text: string;
  source: 'USER' | 'AI' | 'SYSTEM' | string;
  user?: { name?: string | null; email?: string | null } | null;
  author?: Actor | null;
  provenance?: Record<string, unknown> | null;
  createdAt: string;
}

export interface HistoryEvent {
  version: number;
  globalPosition?: string;
  type: string;
  at: string | null;
  actor: Actor | null;
  data: Record<string, unknown>;
  provenance: Record<string, unknown> | null;
}

export interface BulkResult {
  id: string;
  ok: boolean;
  status?: ApplicationStatus;
  changed?: boolean;
  code?: string;
  detail?: string;
}

const enc = encodeURIComponent;

export const listPath = (jobId?: string) =>
  jobId ? `/api/company/jobs/${enc(jobId)}/applications` : '/api/company/applications';

/** The react-admin dialect's query: filter, sort and range. */
export function listQuery(filter: ApplicationFilter, range?: [number, number], format?: 'csv'): string {
  const clean = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  const query = new URLSearchParams({ filter: JSON.stringify(clean), sort: JSON.stringify(['appliedAt', 'DESC']) });
  if (range) query.set('range', JSON.stringify(range));
  if (format) query.set('format', format);
  return query.toString();
}

/** Saves the server's CSV of the filtered rows under the name it suggests. */
async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, apiInit({ headers: { Accept: 'text/csv' } }));
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await problemFrom(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const companyApplicationsApi = {
  stats: (signal?: AbortSignal, jobId?: string, position?: string) =>
    api<ApplicationStats>(
      jobId
        ? `${listPath(jobId)}/stats`
        : `${listPath()}/stats${position ? `?${new URLSearchParams({ filter: JSON.stringify({ jobId: position }) }).toString()}` : ''}`,
      { signal },
    ),
  recent: async (signal?: AbortSignal) =>
    (
      await api<{ applications: CompanyApplication[] }>('/api/company/dashboard/recent-applications?limit=4', {
        signal,
      })
    ).applications ?? [],
  exportCsv: (filter: ApplicationFilter, jobId?: string) =>
    downloadCsv(`${listPath(jobId)}?${listQuery(filter, undefined, 'csv')}`, 'applications.csv'),
  one: (id: string, signal?: AbortSignal) =>
    api<CompanyApplication>(`/api/company/applications/${enc(id)}`, { signal }),
  setStatus: (id: string, input: { status: ApplicationStatus; reason?: string; expectedVersion?: number | null }) =>
    api<CompanyApplication>(`/api/company/applications/${enc(id)}/status`, {
      method: 'PATCH',
      body: {
        status: input.status,
        ...(input.reason ? { reason: input.reason } : {}),
        ...(typeof input.expectedVersion === 'number' ? { expectedVersion: input.expectedVersion } : {}),
      },
    }),
  bulkStatus: async (ids: string[], status: ApplicationStatus, reason?: string) => {
    const body = await api<{ results: BulkResult[] }>('/api/company/applications/bulk-status', {
      body: { ids, status, ...(reason ? { reason } : {}) },
    });
    return body.results;
  },
  setPriority: (id: string, priority: Priority, expectedVersion?: number | null) =>
    api<CompanyApplication>(`/api/company/applications/${enc(id)}/priority`, {
      method: 'PATCH',
      body: { priority, ...(typeof expectedVersion === 'number' ? { expectedVersion } : {}) },
    }),
  notes: (id: string, signal?: AbortSignal) =>
    api<ApplicationNote[]>(`/api/company/applications/${enc(id)}/notes`, { signal }),
  addNote: (id: string, text: string) =>
    api<ApplicationNote>(`/api/company/applications/${enc(id)}/notes`, { body: { text, source: 'USER' } }),
  history: async (id: string, signal?: AbortSignal) => {
    const body = await api<{ events: HistoryEvent[] }>(`/api/applications/${enc(id)}/history`, { signal });
    return body?.events ?? [];
  },
  cvUrl: (id: string) => `/api/company/applications/${enc(id)}/cv`,
};
