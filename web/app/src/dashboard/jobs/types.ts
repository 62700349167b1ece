import type { PublicJob } from '../../api/jobs.ts';

// What the company's job endpoints answer: the data provider's 'jobs' records and the wizard's AI helpers.
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

/** A job's own interview timers; null keeps the platform default (24 h reminder, 72 h expiry, 45 min). */
export interface InterviewSettings {
  remindAfterHours: number | null;
  expireAfterHours: number | null;
  maxDurationMinutes: number | null;
}

/** GET/PUT /api/company/jobs/{id}/interview-settings. */
export interface InterviewSettingsView {
  jobId: string;
  own: InterviewSettings;
  effective: { remindAfterHours: number; expireAfterHours: number; maxDurationMinutes: number };
}
