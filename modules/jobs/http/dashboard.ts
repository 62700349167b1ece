import { Router } from 'express';
import { z } from 'zod';
import { applicationStatuses } from '@tawzeef/applications';
import { jobStatuses } from '@tawzeef/jobs';
import { type ApiRoute, anyObject, documentRoute, callerCompany } from '@tawzeef/http';
import { recentApplicationsQuery, companyApplicationView } from '@tawzeef/applications/http';
import type { JobRouteDeps } from './deps.ts';
import { dashboardJobsQuery } from './schemas.ts';
import { companyJobView } from './views.ts';

/** The company dashboard's stats row, "Your Job Postings" and "Recent Applications", from the read models. */
export function companyDashboardRoute({ queries, registry }: JobRouteDeps): ApiRoute {
  documentRoute(registry, 'get', '/api/company/dashboard/stats', {
    tag: 'jobs',
    summary: 'Active jobs, applications, hires (HIRED) and hire success rate of the company',
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

  documentRoute(registry, 'get', '/api/company/dashboard/recent-applications', {
    tag: 'jobs',
    summary: 'The newest applications of the company (Recent Applications), as rows of the pipeline',
    query: recentApplicationsQuery,
    response: z.object({ applications: z.array(anyObject) }),
    errors: [400, 401, 403, 404],
  });

  const router = Router();
  router.get('/stats', async (_req, res) => {
    const { companyId } = callerCompany(res);
    const [stats, applications] = await Promise.all([
      queries.companyJobs.stats(companyId),
      queries.companyApplications.counts(companyId),
    ]);
    const hires = applications.byStatus.HIRED ?? 0;
    const jobsByStatus = Object.fromEntries(jobStatuses.map((s) => [s, stats.jobsByStatus[s] ?? 0]));
    const totalJobs = Object.entries(jobsByStatus).reduce((sum, [s, n]) => (s === 'DELETED' ? sum : sum + n), 0);
    res.json({
      activeJobs: jobsByStatus.ACTIVE,
      totalJobs,
      jobsByStatus,
      totalApplications: applications.total,
      hires,
      hireSuccessRate: applications.total ? Math.round((100 * hires) / applications.total) : 0,
      offers: applications.byStatus.OFFERED ?? 0,
      applicationsByStatus: Object.fromEntries(applicationStatuses.map((s) => [s, applications.byStatus[s] ?? 0])),
      totalViews: stats.totalViews,
    });
  });
  router.get('/recent-applications', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { limit } = recentApplicationsQuery.parse(req.query);
    const result = await queries.companyApplications.list(companyId, {
      sort: ['appliedAt', 'DESC'],
      range: [0, limit - 1],
    });
    res.json({ applications: result.rows.map(companyApplicationView) });
  });
  router.get('/job-postings', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { limit } = dashboardJobsQuery.parse(req.query);
    const result = await queries.companyJobs.list(companyId, { sort: ['postedAt', 'DESC'], range: [0, limit - 1] });
    res.json({ jobs: result.rows.map(companyJobView) });
  });
  return { path: '/company/dashboard', router };
}
