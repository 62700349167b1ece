import type { Request, Response } from 'express';
import type { RequestContext } from '@tawzeef/identity';
import { commandRequest } from '@tawzeef/http';

/** Identity's commands also record where the request came from (sessions, audit). */
export function requestContext(req: Request, res: Response): RequestContext {
  return { ...commandRequest(req, res), ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null };
}
