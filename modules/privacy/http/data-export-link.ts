import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { DomainError, readerLanguage, routeDocs, type ApiRoute } from '@tawzeef/http';
import type { ApplicationExport } from '../export/gather-application.ts';
import { signExportLink } from '../export/link.ts';
import type { UsedLinks } from '../export/used-links.ts';
import { sendExportZip } from './data-export.ts';
import { linkedApplication } from './erasure-link.ts';
import { erasureMessages } from './erasure-messages.ts';

type Mail = { to: string; subject: string; text: string };
export type DataExportLinkDeps = {
  applicationExport: ApplicationExport;
  mailer: { send(message: Mail): Promise<void> };
  /** Signs the links (a key derived for this purpose only is used). */
  secret: string;
  publicUrl: string;
  registry: OpenAPIRegistry;
  clock: () => Date;
  log?: (error: unknown) => void;
  /** Links spent on an erasure open nothing more. */
  usedLinks: UsedLinks;
  /** Counts link requests per e-mail and per address (fixed windows shared by every API process). */
  rateLimiter: { hit(key: string, windowSeconds: number, now: Date): Promise<{ count: number; resetAt: Date }> };
};

/** Each request may send a mail: a few per e-mail address and per network address an hour. */
export const LINK_REQUEST_LIMITS = { windowSeconds: 3600, perEmail: 3, perIp: 20 } as const;

const requestBody = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  applicationId: z.uuid(),
});
const accepted = {
  message: 'If this application was made with this e-mail address, a link to download its data is on its way there.',
};
const linkInvalid = () =>
  new DomainError(
    'DATA_EXPORT.LINK_INVALID',
    'This download link is not valid or has expired. Ask for a new one.',
    404,
  );

const mailText = (link: string) =>
  [
    'You asked for the data Tawzeef keeps about your application. Download it, or have it erased, here (the link works for 24 hours):',
    link,
    'If you did not ask for it, ignore this e-mail: nothing is sent to anyone else.',
    '',
    'طلبت البيانات التي يحتفظ بها توظيف عن طلبك. نزّلها أو اطلب مسحها من هنا (يعمل الرابط مدة 24 ساعة):',
    link,
    'إن لم تطلبها فتجاهل هذه الرسالة: لا يُرسل شيء إلى أحد غيرك.',
  ].join('\n');

/**
 * The anonymous applicant's right of access: POST /api/privacy/data-export/request mails a signed link valid 24
 * hours to the address the application was made with, and answers the same whether or not that matches;
 * GET /api/privacy/data-export/download?token= answers that application's ZIP.
 */
export function dataExportLinkRoute(deps: DataExportLinkDeps): ApiRoute {
  const { applicationExport, mailer, secret, publicUrl, clock } = deps;
  const doc = routeDocs(deps.registry, 'privacy', '/api/privacy/data-export');
  doc('post', '/request', {
    summary:
      "An anonymous applicant asks for their application's data: a link is e-mailed to the application's address " +
      'when the e-mail given matches it; the answer is the same either way',
    body: requestBody,
    status: 202,
    response: z.object({ message: z.string() }),
    errors: [400, 429],
  });
  doc('get', '/download', {
    summary: "The application's data as a ZIP (data.json, data.pdf, the CV), from the e-mailed link",
    query: z.object({ token: z.string(), lang: z.enum(['en', 'ar']).optional() }),
    contentType: 'application/zip',
    errors: [404, 409],
  });

  const router = Router();
  router.post('/request', async (req, res) => {
    const { email, applicationId } = requestBody.parse(req.body);
    const lang = readerLanguage(req);
    const now = clock();
    const { windowSeconds, perEmail, perIp } = LINK_REQUEST_LIMITS;
    const counts = await Promise.all([
      deps.rateLimiter.hit(`data-export-link:email:${email}`, windowSeconds, now).then((c) => [c, perEmail] as const),
      deps.rateLimiter.hit(`data-export-link:ip:${req.ip ?? ''}`, windowSeconds, now).then((c) => [c, perIp] as const),
    ]);
    const over = counts.filter(([c, limit]) => c.count > limit).map(([c]) => c.resetAt.getTime());
    if (over.length > 0) {
      const seconds = Math.max(1, Math.ceil((Math.max(...over) - now.getTime()) / 1000));
      res.setHeader('Retry-After', String(seconds));
      throw new DomainError('DATA_EXPORT.RATE_LIMITED', erasureMessages.rateLimited[lang](seconds), 429);
    }
    // Looked up and mailed after answering, so neither the answer nor its timing says whether the address matched.
    res.status(202).json(accepted);
    const stored = await applicationExport.emailOf(applicationId).catch(() => null);
    if (!stored || stored.trim().toLowerCase() !== email) return;
    const token = signExportLink(secret, applicationId, clock());
    const link = `${publicUrl}/my-data?token=${token}&lang=${lang}`;
    await mailer
      .send({ to: stored, subject: 'Your data from Tawzeef | بياناتك من توظيف', text: mailText(link) })
      .catch((error: unknown) => deps.log?.(error));
  });
  router.get('/download', async (req, res) => {
    const { applicationId } = await linkedApplication(deps, req, req.query.token);
    const lang = readerLanguage(req);
    const found = await applicationExport.gather(applicationId, lang);
    if (!found) throw linkInvalid();
    await sendExportZip(res, found, lang, clock);
  });
  return { path: '/privacy/data-export', router };
}
