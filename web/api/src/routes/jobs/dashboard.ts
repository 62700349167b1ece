import { Router } from 'express';
import { z } from 'zod';
import { jobStatuses } from '@tawzeef/jobs';
import type { ApiRoute } from '../../tokens.ts';
import { anyObject, documentRoute } from '../identity/docs.ts';
import { callerCompany } from './company-jobs.ts';
import type { JobRouteDeps } from './deps.ts';
import { dashboardJobsQuery } from './schemas.ts';
import { companyJobView } from './views.ts';

/** The company dashboard's stats row and "Your Job Postings", from the read models. */
export function companyDashboardRoute({ queries, registry }: JobRouteDeps): ApiRoute {
  documentRoute(registry, 'get', '/api/company/dashboard/stats', {
    tag: 'jobs',
    summary: 'Active jobs, applications, hires and hire success rate of the company',
    response: anyObject.meta({ id: 'CompanyDashboardStats' }),
    errors: [401, 403, 404],
  });
  documentRoute(registry, 'get', '/api/company/dashboard/job-postings', {
    tag: 'jobs',
    summary: 'The most recent jobs with applicant and view counts',
    query: dashboardJobsQuery,
    response: z.object({ jobs: z.array(anyObject) }),
    errors: [400, 401, 403, 404],
  });

  const router = Router();
  router.get('/stats', async (_req, res) => {
    const { companyId } = callerCompany(res);
    const stats = await queries.companyJobs.stats(companyId);
    const jobsByStatus = Object.fromEntries(jobStatuses.map((s) => [s, stats.jobsByStatus[s] ?? 0]));
    const totalJobs = Object.entries(jobsByStatus).reduce((sum, [s, n]) => (s === 'DELETED' ? sum : sum + n), 0);
    res.json({
      activeJobs: jobsByStatus.ACTIVE,
      totalJobs,
      jobsByStatus,
      totalApplications: stats.totalApplications,
      hires: stats.hires,
      hireSuccessRate: stats.totalApplications ? Math.round((100 * stats.hires) / stats.totalApplications) : 0,
      totalViews: stats.totalViews,
    });
  });
  router.get('/job-postings', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { limit } = dashboardJobsQuery.parse(req.query);
    const result = await queries.companyJobs.list(companyId, { sort: ['postedAt', 'DESC'], range: [0, limit - 1] });
    res.json({ jobs: result.rows.map(companyJobView) });
  });
  return { path: '/company/dashboard', router };
}
