import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { DomainError, commandRequest, principalOf, requireUser, routeDocs, type ApiRoute } from '@tawzeef/http';
import { ConsentError } from '../consent/decide.ts';
import type { ConsentSubject } from '../consent/consent.ts';
import { currentNoticeVersions, noticeContexts, noticeKinds, notices, staleNotices } from '../notices/texts.ts';
import type { ConsentsService } from '../services/consents.ts';

const section = z.object({ heading: z.string(), body: z.string() });
const text = z.object({ title: z.string(), summary: z.string(), sections: z.array(section) });
const noticesResponse = z
  .object({
    current: z.object({ privacy: z.string(), aiUse: z.string() }),
    notices: z.array(z.object({ kind: z.enum(noticeKinds), version: z.string(), en: text, ar: text })),
  })
  .meta({ id: 'PrivacyNotices' });

const acceptance = z.object({
  notice: z.enum(noticeKinds),
  version: z.string(),
  context: z.enum(noticeContexts),
  acceptedAt: z.string(),
});
const consentsResponse = z
  .object({
    current: z.object({ privacy: z.string(), aiUse: z.string() }),
    upToDate: z.boolean().meta({ description: 'Whether the current version of every notice was accepted' }),
    acceptances: z.array(acceptance),
  })
  .meta({ id: 'PrivacyConsents' });

const acceptBody = z
  .strictObject({
    acceptedNotices: z
      .strictObject({ privacy: z.string().max(40).optional(), aiUse: z.string().max(40).optional() })
      .refine((v) => v.privacy !== undefined || v.aiUse !== undefined, 'Accept at least one notice'),
    context: z.enum(['cv-teaser', 'interview']),
    visitorId: z
      .uuid()
      .optional()
      .meta({ description: 'Without a session: an id the browser made for this visit (nothing personal)' }),
  })
  .meta({ id: 'AcceptNoticesRequest' });

export type NoticesRouteDeps = { consents: ConsentsService; registry: OpenAPIRegistry };

const latestOf = (acceptances: { notice: string; version: string }[], notice: string) =>
  acceptances.findLast((a) => a.notice === notice)?.version;

/**
 * The notices (public), accepting them where no other form carries the acceptance (the CV teaser, the interview
 * room), and what the signed-in person accepted.
 */
export function noticesRoute({ consents, registry }: NoticesRouteDeps): ApiRoute {
  const doc = routeDocs(registry, 'privacy', '/api/privacy');
  doc('get', '/notices', {
    summary: 'The current privacy and AI-use notices, in English and Arabic',
    response: noticesResponse,
  });
  doc('post', '/consents', {
    summary: 'Accept notices: as the signed-in person, or anonymously for one visit (the CV teaser, an interview)',
    body: acceptBody,
    status: 201,
    response: consentsResponse,
    errors: [400],
  });
  doc('get', '/consents', {
    summary: 'The notice versions the signed-in person accepted, when and where',
    response: consentsResponse,
    errors: [401],
  });

  const answer = (acceptances: z.infer<typeof acceptance>[]) => ({
    current: currentNoticeVersions,
    upToDate:
      staleNotices({ privacy: latestOf(acceptances, 'privacy'), aiUse: latestOf(acceptances, 'ai-use') }).length === 0,
    acceptances,
  });

  const router = Router();
  router.get('/notices', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(noticesResponse.parse({ current: currentNoticeVersions, notices: noticeKinds.map((k) => notices[k]) }));
  });

  router.post('/consents', async (req, res) => {
    const body = acceptBody.parse(req.body);
    const principal = principalOf(res);
    const subject: ConsentSubject | null = principal
      ? { kind: 'person', id: principal.userId }
      : body.visitorId
        ? { kind: 'visitor', id: body.visitorId }
        : null;
    if (!subject) {
      throw new DomainError('PRIVACY.SUBJECT_REQUIRED', 'Sign in, or send the visit’s visitorId.', 400, [
        { path: 'visitorId', message: 'Required without a session', code: 'PRIVACY.SUBJECT_REQUIRED' },
      ]);
    }
    try {
      const result = await consents.accept(subject, body.acceptedNotices, body.context, commandRequest(req, res));
      res.status(201).json(answer(result.acceptances));
    } catch (error) {
      if (error instanceof ConsentError) throw new DomainError(error.code, error.message, 400);
      throw error;
    }
  });

  router.get('/consents', async (_req, res) => {
    const { userId } = requireUser(res);
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer(await consents.acceptances({ kind: 'person', id: userId })));
  });

  return { path: '/privacy', router };
}
