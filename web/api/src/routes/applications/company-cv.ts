import { Router } from 'express';
import { z } from 'zod';
import { isUuid } from '@tawzeef/shared';
import { requireCompanyUser } from '../../auth/session.ts';
import { DomainError } from '../../errors.ts';
import type { ApiRoute } from '../../tokens.ts';
import { documentRoute } from '../identity/docs.ts';
import type { ApplicationRouteDeps } from './deps.ts';
import { streamFile } from '../../stream-file.ts';

const notFound = () => new DomainError('APPLICATION.NOT_FOUND', 'Application not found', 404);

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
    if (!row || !file) throw notFound();
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.cvFileName)}`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    streamFile(res, file.stream);
  });
  return { path: '/company/applications', router };
}
