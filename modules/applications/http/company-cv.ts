import { Router } from 'express';
import { z } from 'zod';
import { isUuid } from '@tawzeef/shared';
import { requireCompanyUser, type ApiRoute, documentRoute, sendPdf, applicationNotFound } from '@tawzeef/http';
import type { ApplicationRouteDeps } from './deps.ts';

/** "View Resume/CV": the PDF sent with an application, to the company that received it only. */
export function companyApplicationCvRoute({ storage, queries, registry }: ApplicationRouteDeps): ApiRoute {
  documentRoute(registry, 'get', '/api/company/applications/{id}/cv', {
    tag: 'applications',
    summary: 'The CV sent with the application (company members of the receiving company only)',
    params: z.object({ id: z.string() }),
    errors: [401, 403, 404],
  });
  const router = Router();
  router.get('/:id/cv', async (req, res) => {
    const { companyId } = requireCompanyUser(res);
    const row =
      companyId && isUuid(req.params.id) ? await queries.applications.oneOfCompany(companyId, req.params.id) : null;
    const file = row ? await storage.open(row.cvStorageKey) : null;
    if (!row || !file) throw applicationNotFound();
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    sendPdf(res, file, row.cvFileName, 'inline');
  });
  return { path: '/company/applications', router };
}
