import type { fetchUtils } from 'react-admin';
import type { InterviewSettings, InterviewSettingsView, JobAnalysis, JobPrompts, RewriteField } from './types.ts';

type Http = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

const enc = encodeURIComponent;

/** The company's job calls that are not record reads or writes: the wizard's AI helpers and a job's timers. */
export const jobMethods = (http: Http) => {
  const post = async <T>(url: string, body: unknown, method = 'POST') =>
    (await http(url, { method, body: JSON.stringify(body) })).json as T;
  return {
    analyzeJob: (input: Record<string, string>) => post<JobAnalysis>('/api/company/jobs/ai/analysis', input),
    generateJobPrompts: (input: Record<string, unknown>) => post<JobPrompts>('/api/company/jobs/ai/prompts', input),
    rewriteJobText: (input: {
      field: RewriteField;
      text: string;
      jobTitle?: string;
      department?: string;
      industry?: string;
      jobLevel?: string;
      variant?: number;
    }) => post<{ text: string; shortDescription?: string; department?: string }>('/api/company/jobs/ai/rewrite', input),
    /** A job's own interview timers and the ones in effect. */
    jobInterviewSettings: async (jobId: string) =>
      (await http(`/api/company/jobs/${enc(jobId)}/interview-settings`)).json as InterviewSettingsView,
    saveJobInterviewSettings: (jobId: string, settings: InterviewSettings) =>
      post<InterviewSettingsView>(`/api/company/jobs/${enc(jobId)}/interview-settings`, settings, 'PUT'),
  };
};
