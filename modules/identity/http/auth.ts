import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { RateLimitedError, WeakPasswordError, rateLimitedMessages, weakPasswordMessages } from '@tawzeef/identity';
import {
  clearSessionCookies,
  setSessionCookies,
  principalOf,
  requireUser,
  DomainError,
  type ApiRoute,
  anyObject,
  writeCommand,
  routeDocs,
} from '@tawzeef/http';
import type { NoticeGate } from '@tawzeef/privacy/http';
import type { IdentityRouteDeps } from './deps.ts';
import { homeFor, safeRedirect } from './redirect.ts';
import { changePasswordBody, forgotBody, loginBody, resetBody, signupBody } from './schemas.ts';
import { loadUserView } from './views.ts';
import { requestContext } from './write.ts';

const authResult = z.object({ token: z.string(), user: anyObject, redirectTo: z.string() }).meta({ id: 'AuthResult' });

/**
 * Sign-up, login, logout and the password flows under /api/auth. A candidate signs up only with the current
 * privacy and AI-use notices accepted (`notices` refuses otherwise and records the acceptance).
 */
export function authRoute({ identity, queries, wait, registry }: IdentityRouteDeps, notices: NoticeGate): ApiRoute {
  const doc = routeDocs(registry, 'identity', '/api/auth');
  doc('post', '/signup', {
    summary: 'Create an account and sign in',
    body: signupBody,
    status: 201,
    response: authResult,
    errors: [400, 404, 409, 422, 429],
  });
  doc('post', '/login', { summary: 'Sign in', body: loginBody, response: authResult, errors: [400, 401, 429] });
  doc('post', '/logout', { summary: 'End the current session', status: 204, errors: [403] });
  doc('post', '/forgot-password', {
    summary: 'Mail a password reset link',
    body: forgotBody,
    status: 202,
    errors: [400, 429],
  });
  doc('post', '/reset-password', {
    summary: 'Set a new password with a reset token',
    body: resetBody,
    status: 204,
    errors: [400, 422],
  });
  doc('put', '/change-password', {
    summary: 'Change the password; other sessions end',
    body: changePasswordBody,
    errors: [400, 401, 403, 422],
  });

  const write = writeCommand(wait);
  const router = Router();

  /**
   * A 429 tells the caller when to come back; a weak password is a field error on the field that holds it.
   * Both answer in Arabic when the caller's Accept-Language prefers it.
   */
  const explained = async (req: Request, res: Response, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      const arabic = req.acceptsLanguages('en', 'ar') === 'ar';
      if (error instanceof RateLimitedError) {
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
        if (arabic) throw new DomainError(error.code, rateLimitedMessages.ar(error.retryAfterSeconds), 429);
      }
      if (error instanceof WeakPasswordError) {
        const message = arabic ? weakPasswordMessages.ar() : error.message;
        throw new DomainError(error.code, message, 400, [{ path: error.field, message, code: error.code }]);
      }
      throw error;
    }
  };

  const signedIn = async (userId: string) => {
    const user = await loadUserView(queries, userId);
    if (!user) throw new DomainError('USER.NOT_READY', 'The account is being set up; try again in a moment.', 422);
    return user;
  };

  router.post('/signup', (req, res) =>
    explained(req, res, async () => {
      const { acceptedNotices, ...body } = signupBody.parse(req.body);
      if (body.userType === 'CANDIDATE') await notices.require(req, acceptedNotices);
      const result = await write(
        res,
        identity.accounts.signup(
          { ...body, phone: body.phone || null, invitationCode: body.invitationCode || undefined },
          requestContext(req, res),
        ),
      );
      await notices.record(req, res, { kind: 'person', id: result.userId }, acceptedNotices, 'sign-up');
      const user = await signedIn(result.userId);
      if (result.session) setSessionCookies(req, res, result.session);
      res.status(201).json({ token: result.session?.token, user, redirectTo: homeFor(user) });
    }),
  );

  router.post('/login', (req, res) =>
    explained(req, res, async () => {
      const body = loginBody.parse(req.body);
      const result = await identity.accounts.login(
        { email: body.email, password: body.password, remember: body.remember ?? false },
        requestContext(req, res),
      );
      const user = await signedIn(result.userId);
      setSessionCookies(req, res, result.session);
      res.json({ token: result.session.token, user, redirectTo: safeRedirect(body.redirect) ?? homeFor(user) });
    }),
  );

  router.post('/logout', async (req, res) => {
    const principal = principalOf(res);
    if (principal) await identity.sessions.revoke(principal.sessionId);
    clearSessionCookies(req, res);
    res.status(204).end();
  });

  router.post('/forgot-password', (req, res) =>
    explained(req, res, async () => {
      const { email } = forgotBody.parse(req.body);
      await identity.accounts.forgotPassword(email, requestContext(req, res));
      res.status(202).json({ status: 'sent' });
    }),
  );

  router.post('/reset-password', (req, res) =>
    explained(req, res, async () => {
      const { token, password } = resetBody.parse(req.body);
      await write(res, identity.accounts.resetPassword(token, password, requestContext(req, res)));
      clearSessionCookies(req, res);
      res.status(204).end();
    }),
  );

  router.put('/change-password', (req, res) =>
    explained(req, res, async () => {
      const principal = requireUser(res);
      const body = changePasswordBody.parse(req.body);
      await write(
        res,
        identity.accounts.changePassword(principal.userId, principal.sessionId, body, requestContext(req, res)),
      );
      res.json({ status: 'changed' });
    }),
  );

  return { path: '/auth', router };
}
