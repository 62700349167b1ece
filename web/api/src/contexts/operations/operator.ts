import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { DomainError } from '@tawzeef/http';
import type { ApiRoute } from '../../tokens.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The global log holds every user's personal data, so reading it is for operators only: they send
 * `Authorization: Bearer <OPS_API_TOKEN>`. Without a configured token the endpoints stay closed.
 */
export function requireOperator(expected: string | undefined): RequestHandler {
  const expectedDigest = expected ? digest(expected) : undefined;
  return (req, _res, next) => {
    if (!expectedDigest)
      return next(new DomainError('OPS.DISABLED', 'Operator endpoints are off: set OPS_API_TOKEN.', 403));
    const header = req.get('authorization') ?? '';
    const given = /^Bearer (.+)$/i.exec(header)?.[1];
    if (!given) return next(new DomainError('OPS.UNAUTHENTICATED', 'Send the operator token as a bearer token.', 401));
    if (!timingSafeEqual(digest(given), expectedDigest)) {
      return next(new DomainError('OPS.FORBIDDEN', 'This operator token is not valid.', 403));
    }
    next();
  };
}

export const operatorsOnly = (guard: RequestHandler, route: ApiRoute): ApiRoute => ({
  path: route.path,
  router: Router().use(guard, route.router),
});
