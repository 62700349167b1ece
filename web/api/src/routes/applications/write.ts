import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { ApplicationError, type ApplicationRequest } from '@tawzeef/applications';
import { applicationsProjectionNames, type ProjectionRunner } from '@tawzeef/read-models';
import { principalOf } from '../../auth/session.ts';
import { DomainError } from '../../errors.ts';
import { EVENT_POSITION_HEADER } from '../identity/write.ts';

export type WaitForApplications = (position: bigint | null) => Promise<boolean>;

/** CV and application writes answer once their read model holds them (bounded). */
export function waitForApplications(
  runner: Pick<ProjectionRunner, 'waitForPosition'>,
  timeoutMs: number,
): WaitForApplications {
  return async (position) => {
    if (position === null) return true;
    const reached = await Promise.all(
      applicationsProjectionNames.map((name) => runner.waitForPosition(name, position, timeoutMs)),
    );
    return reached.every(Boolean);
  };
}

export function applicationRequest(req: Request, res: Response): ApplicationRequest {
  return {
    commandId: randomUUID(),
    actorId: principalOf(res)?.userId ?? null,
    correlationId: typeof req.id === 'string' ? req.id : randomUUID(),
  };
}

export async function afterWrite(res: Response, wait: WaitForApplications, position: bigint | null): Promise<void> {
  if (position !== null) res.setHeader(EVENT_POSITION_HEADER, position.toString());
  await wait(position);
}

/** The module's errors become problem details with the status their code implies. */
export async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApplicationError) throw new DomainError(error.code, error.message);
    throw error;
  }
}
