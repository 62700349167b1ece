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
  totalAll: number;
  page: number;
  limit: number;
  pagination: Pagination;
}

export type JobStatus = 'DRAFT' | 'ACTIVE' | 'PAUSED' | 'CLOSED' | 'EXPIRED' | 'DELETED';
export type JobAction = 'publish' | 'activate' | 'pause' | 'reopen' | 'close' | 'delete';

export interface CompanyJob extends PublicJob {
  status: JobStatus;
  interviewQuestions?: string | null;
  aiCvAnalysisPrompt?: string | null;
  aiFirstInterviewPrompt?: string | null;
  aiSecondInterviewPrompt?: string | null;
  cvAnalysisPrompt?: string | null;
  interviewPrompt?: string | null;
  actions?: JobAction[];
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

export interface DashboardStats {
  activeJobs: number;
  totalJobs: number;
  totalApplications: number;
  hires: number;
  hireSuccessRate: number;
  totalViews: number;
}

export interface JobAnalysis {
  description: string;
  shortDescription: string;
  responsibilities: string;
  requirements: string;
  benefits: string;
  skills: string[];
  suggestedSalary: string;
  experienceLevel: string;
  educationLevel: string;
}

export interface JobPrompts {
  aiCvAnalysisPrompt: string;
  aiFirstInterviewPrompt: string;
  aiSecondInterviewPrompt: string;
}

export type RewriteField = 'title' | 'description' | 'requirements' | 'responsibilities' | 'benefits';

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

/** The company's job calls the data provider does not make: the wizard's AI helpers and the dashboard home. */
export const companyJobsApi = {
  analysis: (input: Record<string, string>) => api<JobAnalysis>('/api/company/jobs/ai/analysis', { body: input }),
  prompts: (input: Record<string, unknown>) => api<JobPrompts>('/api/company/jobs/ai/prompts', { body: input }),
  rewrite: (input: {
    field: RewriteField;
    text: string;
    jobTitle?: string;
    department?: string;
    industry?: string;
    jobLevel?: string;
    variant?: number;
  }) =>
    api<{ text: string; shortDescription?: string; department?: string }>('/api/company/jobs/ai/rewrite', {
      body: input,
    }),
  stats: (signal?: AbortSignal) => api<DashboardStats>('/api/company/dashboard/stats', { signal }),
  postings: (signal?: AbortSignal) =>
    api<{ jobs: CompanyJob[] }>('/api/company/dashboard/job-postings?limit=4', { signal }),
};
