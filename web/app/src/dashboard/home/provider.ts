import type { fetchUtils } from 'react-admin';
import type { Analytics, AnalyticsPeriod } from '../analytics/types.ts';
import type { CompanyJob } from '../jobs/types.ts';
import type { DashboardStats, ScheduleEvent } from './types.ts';

type Http = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

/** The home page's and Analytics' figures, computed by the server's read models. */
export const homeMethods = (http: Http) => ({
  dashboardStats: async () => (await http('/api/company/dashboard/stats')).json as DashboardStats,
  /** The newest job postings. */
  dashboardJobPostings: async (limit = 4) =>
    (await http(`/api/company/dashboard/job-postings?limit=${limit}`)).json as { jobs: CompanyJob[] },
  /** Scheduled and in-progress interviews and the jobs' deadlines, soonest first. */
  upcomingSchedule: async () => {
    const { json } = await http('/api/company/interviews/upcoming');
    const events = (json as { events?: unknown } | null)?.events;
    return Array.isArray(events) ? (events as ScheduleEvent[]) : [];
  },
  analytics: async (period: AnalyticsPeriod) =>
    (await http(`/api/company/analytics?period=${period}`)).json as Analytics,
});
