import type { Router } from 'express';
import { z } from 'zod';
import { callerCompany, companyNotFound, requireCompanyUser, routeDocs, writeCommand } from '@tawzeef/http';
import { RETENTION_MONTHS } from '../company/retention.ts';
import type { IdentityRouteDeps } from './deps.ts';
import { requestContext } from './write.ts';

export const retentionBody = z
  .strictObject({ months: z.number().int().min(RETENTION_MONTHS.min).max(RETENTION_MONTHS.max) })
  .meta({ id: 'CompanyRetention' });
const retentionView = z.object({ months: z.number(), default: z.number(), min: z.number(), max: z.number() });

/**
 * GET/PUT /api/company/retention: how many months after the last activity the company keeps a candidate it did not
 * hire (issue #22). Any member reads it; owners and admins change it.
 */
export function addRetentionRoutes(router: Router, deps: IdentityRouteDeps): void {
  const { identity, queries, wait, registry } = deps;
  const doc = routeDocs(registry, 'companies', '/api');
  doc('get', '/company/retention', {
    summary: "The company's retention period for candidates it did not hire",
    response: retentionView,
    errors: [401, 403, 404],
  });
  doc('put', '/company/retention', {
    summary: 'Change the retention period (OWNER, ADMIN), in whole months from 6 to 60',
    body: retentionBody,
    response: retentionView,
    errors: [400, 401, 403, 404],
  });
  const view = async (companyId: string) => {
    const company = await queries.companies.one(companyId);
    if (!company) throw companyNotFound();
    return { ...RETENTION_MONTHS, months: company.retentionMonths ?? RETENTION_MONTHS.default };
  };
  const write = writeCommand(wait);
  router.get('/retention', async (_req, res) => {
    res.json(await view(callerCompany(res).companyId));
  });
  router.put('/retention', async (req, res) => {
    const { userId } = requireCompanyUser(res);
    const { months } = retentionBody.parse(req.body);
    const result = await write(res, identity.companies.changeRetentionPeriod(userId, months, requestContext(req, res)));
    res.json(await view(result.companyId));
  });
}
