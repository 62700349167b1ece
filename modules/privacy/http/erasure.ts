import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  DomainError,
  clearSessionCookies,
  readerLanguage,
  requireCandidate,
  routeDocs,
  type ApiRoute,
} from '@tawzeef/http';
import type { Erasure } from '../erasure/erasure-port.ts';
import { erasureMessages } from './erasure-messages.ts';

export type CandidateErasureDeps = {
  erasure: Erasure;
  /** Whether this is the account's password (the identity context checks it, throttled like a sign-in). */
  checkPassword(userId: string, password: string, ip: string): Promise<boolean>;
  /** Ends every session of the account. */
  endSessions(userId: string): Promise<void>;
  registry: OpenAPIRegistry;
  log?: (error: unknown) => void;
};

const body = z.strictObject({
  password: z.string().min(1).max(256).meta({ description: "The account's password, asked again" }),
  confirm: z.literal(true).meta({ description: 'The second, deliberate step: the person confirmed the erasure' }),
});
const erased = z.object({ erasedAt: z.string() });

/**
 * POST /api/candidate/erasure: the signed-in candidate erases their account and data (right to erasure). The
 * password is asked again; then their key and every one of their applications' keys are deleted (crypto-shredding),
 * their sessions end and the session cookie is cleared. Anonymous facts stay: that the applications existed and
 * their statuses, so company figures do not change.
 */
export function candidateErasureRoute(deps: CandidateErasureDeps): ApiRoute {
  const doc = routeDocs(deps.registry, 'privacy', '/api/candidate/erasure');
  doc('post', '', {
    summary:
      "Erases the signed-in candidate's account and personal data (their keys, files and rows; the applications' " +
      'anonymous facts stay). Asks for the password again; ends every session',
    body,
    response: erased,
    // 429: the password is checked with the sign-in's throttle.
    errors: [400, 401, 403, 422, 429],
  });

  const router = Router();
  router.post('/', async (req, res) => {
    const { userId } = requireCandidate(res);
    const lang = readerLanguage(req);
    const parsed = body.safeParse(req.body);
    if (!parsed.success) {
      const message = erasureMessages.confirmMissing[lang];
      throw new DomainError('ERASURE.NOT_CONFIRMED', message, 400, [
        { path: 'password', message, code: 'ERASURE.NOT_CONFIRMED' },
      ]);
    }
    if (!(await deps.checkPassword(userId, parsed.data.password, req.ip ?? ''))) {
      const message = erasureMessages.wrongPassword[lang];
      throw new DomainError('ERASURE.PASSWORD_INCORRECT', message, 422, [
        { path: 'password', message, code: 'ERASURE.PASSWORD_INCORRECT' },
      ]);
    }
    // A failure is a 500 (the browser says so in its language); the erasure is idempotent, so trying again is safe.
    const report = await deps.erasure.eraseCandidate(userId, { reason: 'candidate-request', actorId: userId });
    await deps.endSessions(userId).catch((error: unknown) => deps.log?.(error));
    clearSessionCookies(req, res);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ erasedAt: report.erasedAt });
  });
  return { path: '/candidate/erasure', router };
}
