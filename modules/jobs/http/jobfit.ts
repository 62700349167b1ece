import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { AiEngine } from '@tawzeef/ai';
import { applicationErrors, checkPdfBytes } from '@tawzeef/applications';
import type { RateLimiter } from '@tawzeef/identity';
import { DomainError, type ApiRoute, documentRoute } from '@tawzeef/http';
import { readCvForm } from '@tawzeef/applications/http';
import { acceptedNoticesField, noticeNotAccepted } from '@tawzeef/privacy/http';
import { staleNotices } from '@tawzeef/privacy';

export const teaserResponse = z
  .object({
    firstName: z.string(),
    phone: z.string(),
    email: z.string(),
    currentJobTitle: z.string(),
    totalExperience: z.number(),
    skills: z.array(z.string()),
    keySkills: z.array(z.string()).meta({ description: 'The first three skills, as the thank-you summary shows' }),
  })
  .meta({ id: 'CvTeaser' });

export type JobfitDeps = {
  ai: AiEngine;
  rateLimiter: RateLimiter;
  limit: { windowSeconds: number; perIp: number };
  clock: () => Date;
  registry: OpenAPIRegistry;
};

/**
 * POST /api/jobfit/upload-cv: the landing page's teaser. The PDF is checked like every CV, read by the AI
 * engine in memory and answered; nothing is stored and no event is written. Counted per client IP before
 * the body is read, so a flood costs one row update per request. The visitor must have accepted the current
 * privacy and AI-use notices (the page records that for the visit through POST /api/privacy/consents; the
 * upload names the versions in `acceptedNotices`).
 */
export function jobfitRoute({ ai, rateLimiter, limit, clock, registry }: JobfitDeps): ApiRoute {
  documentRoute(registry, 'post', '/api/jobfit/upload-cv', {
    tag: 'candidates',
    summary: 'Read a CV for the landing-page teaser (nothing is kept)',
    multipartField: 'cv',
    response: teaserResponse,
    errors: [400, 413, 415, 422, 429],
  });
  const router = Router();
  router.post('/upload-cv', async (req, res) => {
    const now = clock();
    const hit = await rateLimiter.hit(`jobfit:ip:${req.ip ?? 'unknown'}`, limit.windowSeconds, now);
    if (hit.count > limit.perIp) {
      req.resume();
      const retryAfter = Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
      res.setHeader('Retry-After', String(retryAfter));
      throw new DomainError('JOBFIT.RATE_LIMITED', `Too many uploads. Try again in ${retryAfter} seconds.`, 429);
    }
    const { file, fields } = await readCvForm(req, 'cv');
    if (!file) throw new DomainError('CV.MISSING_FILE', 'Please upload your CV as a PDF file.', 400);
    const check = checkPdfBytes(file.bytes);
    if (!check.ok) {
      if (check.reason === 'TOO_LARGE') throw applicationErrors.tooLarge();
      throw check.reason === 'ENCRYPTED' ? applicationErrors.encrypted() : applicationErrors.notPdf();
    }
    // Before the AI reads anything: the visitor has accepted the current notices.
    const accepted = acceptedNoticesField.safeParse(fields.acceptedNotices);
    if (!accepted.success || staleNotices(accepted.data).length > 0) throw noticeNotAccepted(req);
    const read = await ai.readCv({ pdf: new Uint8Array(file.bytes) });
    if (read.status === 'failed') {
      throw new DomainError('JOBFIT.UNREADABLE', `We could not read this CV (${read.error.code}).`, 422);
    }
    const { provenance: _provenance, ...teaser } = await ai.extractTeaser({
      cv: { document: read.document, profile: read.profile },
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json(teaserResponse.parse({ ...teaser, keySkills: teaser.skills.slice(0, 3) }));
  });
  return { path: '/jobfit', router };
}
