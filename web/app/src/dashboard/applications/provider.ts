import type { fetchUtils } from 'react-admin';
import { ApiError, apiInit, problemFrom } from '../../api/client.ts';
import type { CompanyReviewRequest, CompanyReviewRequests, Decision } from '../../api/review-requests.ts';
import type {
  ApplicationFilter,
  ApplicationStats,
  ApplicationStatus,
  BulkResult,
  CompanyApplication,
  HistoryEvent,
} from './types.ts';

type Http = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown; headers: Headers }>;

const enc = encodeURIComponent;
const listPath = (jobId?: string) =>
  jobId ? `/api/company/jobs/${enc(jobId)}/applications` : '/api/company/applications';

/**
 * Reads of one application's parts at their own paths, for useGetOne: the record is { id, value }, so react-admin
 * caches and refetches them like any record (resource name → path and how to take the value from the answer).
 */
export const applicationParts: Record<string, { path: (id: string) => string; value: (json: unknown) => unknown }> = {
  applicationHistory: {
    path: (id) => `/api/applications/${enc(id)}/history`,
    value: (json) => (json as { events?: HistoryEvent[] } | null)?.events ?? [],
  },
  applicationInterviews: {
    path: (id) => `/api/company/applications/${enc(id)}/interviews`,
    value: (json) => (Array.isArray(json) ? json : []),
  },
  applicationHumanInterviews: {
    path: (id) => `/api/company/applications/${enc(id)}/human-interviews`,
    value: (json) => (Array.isArray(json) ? json : []),
  },
  applicationReviewRequests: {
    path: (id) => `/api/company/applications/${enc(id)}/review-requests`,
    value: (json) => (json as { requests?: CompanyReviewRequest[] } | null)?.requests ?? [],
  },
};

/** useCreate('applicationNotes', { data: { applicationId, text } }) adds a recruiter's note (source USER). */
export const applicationNotesPath = (applicationId: string) => `/api/company/applications/${enc(applicationId)}/notes`;

/** Saves a file the API answered under the name it suggests. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The applications' calls that are not plain record reads or writes, declared on the dashboard's data provider. */
export const applicationMethods = (http: Http) => ({
  /** The counters per status and priority, of one job, of the positions picked in the pipeline, or of all. */
  applicationStats: async ({ jobId, position }: { jobId?: string; position?: string }) => {
    const query = position ? `?${new URLSearchParams({ filter: JSON.stringify({ jobId: position }) })}` : '';
    return (await http(`${listPath(jobId)}/stats${jobId ? '' : query}`)).json as ApplicationStats;
  },
  /** The home page's newest applications. */
  recentApplications: async (limit = 4) => {
    const { json } = await http(`/api/company/dashboard/recent-applications?limit=${limit}`);
    return (json as { applications?: CompanyApplication[] }).applications ?? [];
  },
  /** One status for many applications; the answer says how each one went. */
  changeApplicationStatuses: async (ids: string[], status: ApplicationStatus, reason?: string) => {
    const body = { ids, status, ...(reason ? { reason } : {}) };
    const { json } = await http('/api/company/applications/bulk-status', {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return (json as { results: BulkResult[] }).results;
  },
  /** The company's answer to a candidate's request for a person (accept, decline, or the re-evaluation's outcome). */
  decideReviewRequest: async (applicationId: string, requestId: string, { action, ...body }: Decision) => {
    const url = `/api/company/applications/${enc(applicationId)}/review-requests/${enc(requestId)}/${action}`;
    return (await http(url, { method: 'POST', body: JSON.stringify(body) })).json as CompanyReviewRequests;
  },
  /** Downloads the server's CSV of every row the filters select. */
  exportApplications: async (filter: ApplicationFilter, jobId?: string) => {
    const clean = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
    const query = new URLSearchParams({
      filter: JSON.stringify(clean),
      sort: JSON.stringify(['appliedAt', 'DESC']),
      format: 'csv',
    });
    let response: Response;
    try {
      response = await fetch(`${listPath(jobId)}?${query}`, apiInit({ headers: { Accept: 'text/csv' } }));
    } catch (error) {
      throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw await problemFrom(response);
    const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    save(await response.blob(), name ?? 'applications.csv');
  },
});

/** The CV is served by the API only to the application's company. */
export const applicationCvUrl = (id: string) => `/api/company/applications/${enc(id)}/cv`;
