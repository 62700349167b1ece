import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { csrfTokenFor, IdentityError, identityErrors, type IdentityService, type Principal } from '@tawzeef/identity';
import { CSRF_HEADER, SESSION_COOKIE, clearSessionCookies, readCookie } from './cookies.ts';

export type SessionMiddleware = RequestHandler;

type AuthLocals = { principal?: Principal; authError?: IdentityError; sessionToken?: string };

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Resolves the caller on every /api request: a bearer token, else the session cookie. A bad or
 * ended session leaves the request anonymous (public pages keep working) and remembers why, for
 * routes that need a user. Cookie-authenticated writes must echo the CSRF token.
 */
export function sessionMiddleware(identity: IdentityService): SessionMiddleware {
  return async (req, res, next) => {
    const locals = res.locals as AuthLocals;
    const bearer = bearerToken(req);
    const token = bearer ?? readCookie(req, SESSION_COOKIE);
    if (!token) return next();
    try {
      locals.principal = await identity.sessions.authenticate(token);
      locals.sessionToken = token;
    } catch (error) {
      if (!(error instanceof IdentityError)) throw error;
      locals.authError = error;
      if (!bearer) clearSessionCookies(req, res);
      return next();
    }
    if (!bearer && unsafeMethods.has(req.method)) {
      const sent = req.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameText(sent, csrfTokenFor(token))) {
        throw new IdentityError(
          'AUTH.CSRF_FAILED',
          'Missing or wrong CSRF token: send the tawzeef_csrf cookie value in the x-csrf-token header.',
          403,
        );
      }
    }
    next();
  };
}

export function principalOf(res: Response): Principal | undefined {
  return (res.locals as AuthLocals).principal;
}

export function sessionTokenOf(res: Response): string | undefined {
  return (res.locals as AuthLocals).sessionToken;
}

/** The signed-in user, or the 401 that says why there is none. */
export function requireUser(res: Response): Principal {
  const locals = res.locals as AuthLocals;
  if (locals.principal) return locals.principal;
  throw locals.authError ?? identityErrors.unauthenticated();
}

export function requireCompanyUser(res: Response): Principal {
  const principal = requireUser(res);
  if (principal.userType !== 'COMPANY') throw identityErrors.forbidden('This is for company accounts.');
  return principal;
}

export function requireCandidate(res: Response): Principal {
  const principal = requireUser(res);
  if (principal.userType !== 'CANDIDATE') throw identityErrors.forbidden('This is for candidate accounts.');
  return principal;
}
