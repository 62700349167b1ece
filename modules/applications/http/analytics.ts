import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { type ApiRoute, anyObject, documentRoute, callerCompany } from '@tawzeef/http';

export const analyticsQuery = z.object({
  period: z.enum(['1', '3', '6', '12']).default('6'),
});

/** GET /api/company/analytics: every figure of the Analytics & Insights screen for the caller's company. */
export function analyticsRoute(deps: {
  queries: ReadModelQueries;
  clock: () => Date;
  registry: OpenAPIRegistry;
}): ApiRoute {
  documentRoute(deps.registry, 'get', '/api/company/analytics', {
    tag: 'analytics',
    summary: 'KPIs, funnel, time to hire, sources, departments, locations, skills, AI performance and trends',
    query: analyticsQuery,
    response: anyObject.meta({ id: 'CompanyAnalytics', description: 'See docs/api/analytics.md' }),
    errors: [400, 401, 403, 404],
  });
  const router = Router();
  router.get('/', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { period } = analyticsQuery.parse(req.query);
    const answer = await deps.queries.analytics.company(companyId, Number(period) as 1 | 3 | 6 | 12, deps.clock());
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(answer);
  });
  return { path: '/company/analytics', router };
}
