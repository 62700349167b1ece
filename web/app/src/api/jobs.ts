import { api } from './client.ts';

export interface SalaryRange {
  min?: number | null;
  max?: number | null;
  currency?: string | null;
  period?: string | null;
}

export interface PublicJob {
  id: string;
  title: string;
  company?: {
    id?: string;
    name?: string | null;
    logo?: string | null;
    industry?: string | null;
    numberOfEmployees?: string | number | null;
    address?: { city?: string | null; country?: string | null } | null;
  } | null;
  companyLogo?: string | null;
  location?: string | null;
  country?: string | null;
  type?: string | null;
  workType?: string | null;
  salary?: string | null;
  salaryRange?: SalaryRange | null;
  skills?: string[];
  postedAt?: string | null;
  applicants?: number;
  shortDescription?: string | null;
  description?: string | null;
  responsibilities?: string | null;
  requirements?: string | null;
  benefits?: string | null;
  experience?: string | null;
  education?: string | null;
  jobLevel?: string | null;
  industry?: string | null;
  department?: string | null;
  featured?: boolean;
  deadline?: string | null;
  views?: number;
  status?: string;
  interviewLanguage?: string | null;
}

export interface Pagination {
  page: number;
  limit: number;
  totalPages: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
}

export interface JobsPage {
  jobs: PublicJob[];
  total: number;
  /** More than `total` jobs match (the board's count stops there). */
  totalCapped: boolean;
  totalAll: number;
  page: number;
  limit: number;
  pagination: Pagination;
}

export interface SavedJob {
  id: string;
  jobId: string;
  title: string;
  description?: string | null;
  workType?: string | null;
  type?: string | null;
  company?: { name?: string | null; logo?: string | null } | null;
  location?: string | null;
  salary?: string | null;
  experience?: string | null;
  deadline?: string | null;
  status?: string;
  available: boolean;
  applied: boolean;
  savedAt?: string;
}

export interface SavedJobStats {
  totalSaved: number;
  appliedFromSaved: number;
  deadlinesSoon: number;
}

const id = (value: string) => encodeURIComponent(value);

export const jobsApi = {
  list: (query: URLSearchParams, signal?: AbortSignal) => api<JobsPage>(`/api/jobs?${query.toString()}`, { signal }),
  one: (jobId: string, signal?: AbortSignal) => api<PublicJob>(`/api/jobs/${id(jobId)}`, { signal }),
  savedIds: (signal?: AbortSignal) => api<{ jobIds: string[] }>('/api/saved-jobs/ids', { signal }),
  save: (jobId: string) => api<{ saved: boolean }>(`/api/saved-jobs/${id(jobId)}`, { method: 'PUT' }),
  unsave: (jobId: string) => api<{ saved: boolean }>(`/api/saved-jobs/${id(jobId)}`, { method: 'DELETE' }),
  saved: (query: URLSearchParams, signal?: AbortSignal) =>
    api<{ savedJobs: SavedJob[]; stats: SavedJobStats }>(`/api/saved-jobs?${query.toString()}`, { signal }),
};
