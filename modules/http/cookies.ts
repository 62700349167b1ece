import type { CookieOptions, Request, Response } from 'express';
import type { IssuedSession } from '@tawzeef/identity';

export const SESSION_COOKIE = 'tawzeef_session';
export const CSRF_COOKIE = 'tawzeef_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const base = (req: Request): CookieOptions => ({ path: '/', sameSite: 'lax', secure: req.secure });

/** A "remember me" session outlives the browser; any other ends with it. */
export function setSessionCookies(req: Request, res: Response, session: IssuedSession): void {
  const lifetime = session.persistent ? { expires: session.expiresAt } : {};
  res.cookie(SESSION_COOKIE, session.token, { ...base(req), ...lifetime, httpOnly: true });
  res.cookie(CSRF_COOKIE, session.csrfToken, { ...base(req), ...lifetime, httpOnly: false });
}

export function clearSessionCookies(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { ...base(req), httpOnly: true });
  res.clearCookie(CSRF_COOKIE, { ...base(req), httpOnly: false });
}
