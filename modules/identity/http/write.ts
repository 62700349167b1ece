import type { Request, Response } from 'express';
import type { RequestContext } from '@tawzeef/identity';
import { identityProjectionNames, type ProjectionRunner } from '@tawzeef/read-models';
import { commandRequest, waitForProjections, type WaitForProjections } from '@tawzeef/http';

export type WaitForIdentity = WaitForProjections;

/** Writes answer once the identity read models hold them (bounded), so the next read sees them. */
export const waitForIdentity = (runner: Pick<ProjectionRunner, 'waitForPosition'>, timeoutMs: number) =>
  waitForProjections(runner, identityProjectionNames, timeoutMs);

/** Identity's commands also record where the request came from (sessions, audit). */
export function requestContext(req: Request, res: Response): RequestContext {
  return { ...commandRequest(req, res), ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null };
}
