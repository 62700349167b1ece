import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { JobError, type JobRequest } from '@tawzeef/jobs';
import { jobsProjectionNames, type ProjectionRunner } from '@tawzeef/read-models';
import { principalOf } from '../../auth/session.ts';
import { DomainError } from '../../errors.ts';
import { EVENT_POSITION_HEADER } from '../identity/write.ts';

export type WaitForJobs = (position: bigint | null) => Promise<boolean>;

/** Job writes answer once the jobs read models hold them (bounded), so the next read sees them. */
export function waitForJobs(runner: Pick<ProjectionRunner, 'waitForPosition'>, timeoutMs: number): WaitForJobs {
  return async (position) => {
    if (position === null) return true;
    const reached = await Promise.all(
      jobsProjectionNames.map((name) => runner.waitForPosition(name, position, timeoutMs)),
    );
    return reached.every(Boolean);
  };
}

export function jobRequest(req: Request, res: Response): JobRequest {
  return {
    commandId: randomUUID(),
    actorId: principalOf(res)?.userId ?? null,
    correlationId: typeof req.id === 'string' ? req.id : randomUUID(),
  };
}

export async function afterJobWrite(res: Response, wait: WaitForJobs, position: bigint | null): Promise<void> {
  if (position !== null) res.setHeader(EVENT_POSITION_HEADER, position.toString());
  await wait(position);
}

/** The module's errors carry field errors; the problem response keeps them. */
export async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof JobError) throw new DomainError(error.code, error.message, error.status, error.errors);
    throw error;
  }
}
