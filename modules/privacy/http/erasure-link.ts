import { Router, type Request } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { DomainError, readerLanguage, routeDocs, type ApiRoute } from '@tawzeef/http';
import type { Erasure } from '../erasure/erasure-port.ts';
import type { ApplicationExport } from '../export/gather-application.ts';
import { verifyExportLink } from '../export/link.ts';
import { renderDataPdf } from '../export/pdf.ts';
import type { UsedLinks } from '../export/used-links.ts';
import { erasureMessages } from './erasure-messages.ts';

export type ErasureLinkDeps = {
  applicationExport: ApplicationExport;
  erasure: Erasure;
  usedLinks: UsedLinks;
  secret: string;
  registry: OpenAPIRegistry;
  clock: () => Date;
};

const token = z.string().min(1).max(2000);
const eraseBody = z.strictObject({
  token,
  confirm: z.literal(true).meta({ description: 'The person confirmed the erasure' }),
});
const summary = z.object({ jobTitle: z.string().nullable(), companyName: z.string().nullable() });

/** The application a link opens, or the refusal: forged or expired (404), spent on an erasure (409). */
export async function linkedApplication(
  deps: Pick<ErasureLinkDeps, 'secret' | 'clock' | 'usedLinks'>,
  req: Request,
  given: unknown,
): Promise<{ applicationId: string; token: string }> {
  const lang = readerLanguage(req);
  const value = typeof given === 'string' ? given : '';
  const applicationId = value ? verifyExportLink(deps.secret, value, deps.clock()) : null;
  if (!applicationId) throw new DomainError('DATA_EXPORT.LINK_INVALID', erasureMessages.linkInvalid[lang], 404);
  if (await deps.usedLinks.wasSpent(value)) {
    throw new DomainError('DATA_EXPORT.LINK_ALREADY_USED', erasureMessages.linkUsed[lang], 409);
  }
  return { applicationId, token: value };
}

/**
 * The page an anonymous applicant's e-mailed link opens: what the link is for (GET /link), the readable PDF alone
 * (GET /pdf; the ZIP is GET /download), and erasing that application's personal data (POST /erase). Erasing spends
 * the link: afterwards it opens nothing.
 */
export function erasureLinkRoute(deps: ErasureLinkDeps): ApiRoute {
  const { applicationExport, erasure, usedLinks, clock } = deps;
  const doc = routeDocs(deps.registry, 'privacy', '/api/privacy/data-export');
  doc('get', '/link', {
    summary: 'What an e-mailed data link opens: the job and company of its application',
    query: z.object({ token }),
    response: summary,
    errors: [404, 409],
  });
  doc('get', '/pdf', {
    summary: "The linked application's data as a readable PDF (English or Arabic)",
    query: z.object({ token, lang: z.enum(['en', 'ar']).optional() }),
    contentType: 'application/pdf',
    errors: [404, 409],
  });
  doc('post', '/erase', {
    summary:
      "Erases the linked application's personal data (its key, files and rows; that it existed and its statuses " +
      'stay). The link then opens nothing more',
    body: eraseBody,
    response: z.object({ erasedAt: z.string() }),
    errors: [400, 404, 409],
  });

  const router = Router();
  router.get('/link', async (req, res) => {
    const { applicationId } = await linkedApplication(deps, req, req.query.token);
    const found = await applicationExport.gather(applicationId, readerLanguage(req));
    if (!found)
      throw new DomainError('DATA_EXPORT.LINK_INVALID', erasureMessages.linkInvalid[readerLanguage(req)], 404);
    const { job } = (found.data.applications[0] ?? {}) as {
      job?: { title?: string | null; company?: { name?: string | null } };
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json({ jobTitle: job?.title ?? null, companyName: job?.company?.name ?? null });
  });
  router.get('/pdf', async (req, res) => {
    const { applicationId } = await linkedApplication(deps, req, req.query.token);
    const lang = readerLanguage(req);
    const found = await applicationExport.gather(applicationId, lang);
    if (!found) throw new DomainError('DATA_EXPORT.LINK_INVALID', erasureMessages.linkInvalid[lang], 404);
    const pdf = await renderDataPdf(found.data, lang);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="tawzeef-my-data-${clock().toISOString().slice(0, 10)}.pdf"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.end(Buffer.from(pdf));
  });
  router.post('/erase', async (req, res) => {
    const lang = readerLanguage(req);
    const parsed = eraseBody.safeParse(req.body);
    if (!parsed.success) throw new DomainError('ERASURE.NOT_CONFIRMED', erasureMessages.confirmLink[lang], 400);
    const { applicationId, token: link } = await linkedApplication(deps, req, parsed.data.token);
    // Spent first, so two clicks cannot both erase; given back if the erasure fails, so the link can try again.
    if (!(await usedLinks.spend(link, clock()))) {
      throw new DomainError('DATA_EXPORT.LINK_ALREADY_USED', erasureMessages.linkUsed[lang], 409);
    }
    try {
      const report = await erasure.eraseApplications([applicationId], { reason: 'candidate-request', actorId: null });
      res.setHeader('Cache-Control', 'no-store');
      res.json({ erasedAt: report.erasedAt });
    } catch (error) {
      await usedLinks.restore(link).catch(() => {});
      throw error;
    }
  });
  return { path: '/privacy/data-export', router };
}
