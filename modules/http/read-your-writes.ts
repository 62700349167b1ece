import type { RequestHandler } from 'express';
import type { ProjectionRunner } from '@tawzeef/read-models';
import { DomainError } from './errors.ts';

/** A caller that just wrote sends the position its command returned; the query waits for it, briefly. */
export const MIN_POSITION_HEADER = 'x-min-position';
export const STALE_HEADER = 'x-read-model-stale';

export type ReadAfter = (projection: string) => RequestHandler;

export function readAfterPosition(runner: Pick<ProjectionRunner, 'waitForPosition'>, timeoutMs: number): ReadAfter {
  return (projection) => async (req, res, next) => {
    const raw = req.headers[MIN_POSITION_HEADER];
    if (raw === undefined) {
      next();
      return;
    }
    if (typeof raw !== 'string' || !/^\d{1,19}$/.test(raw)) {
      throw new DomainError('REQUEST.INVALID_MIN_POSITION', `${MIN_POSITION_HEADER} must be a global position.`, 400);
    }
    const reached = await runner.waitForPosition(projection, BigInt(raw), timeoutMs);
    // Past the bound the answer may miss the caller's write; it says so rather than failing.
    res.setHeader(STALE_HEADER, reached ? 'false' : 'true');
    next();
  };
}
