import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { RequestContext } from '@tawzeef/identity';
import { identityProjectionNames, type ProjectionRunner } from '@tawzeef/read-models';
import { principalOf } from '../../auth/session.ts';

export const EVENT_POSITION_HEADER = 'x-event-position';

export type WaitForIdentity = (position: bigint | null) => Promise<boolean>;

/** Writes answer once the identity read models hold them (bounded), so the next read sees them. */
export function waitForIdentity(runner: Pick<ProjectionRunner, 'waitForPosition'>, timeoutMs: number): WaitForIdentity {
  return async (position) => {
    if (position === null) return true;
    const reached = await Promise.all(
      identityProjectionNames.map((name) => runner.waitForPosition(name, position, timeoutMs)),
    );
    return reached.every(Boolean);
  };
}

export function requestContext(req: Request, res: Response): RequestContext {
  return {
    commandId: randomUUID(),
    actorId: principalOf(res)?.userId ?? null,
    correlationId: typeof req.id === 'string' ? req.id : randomUUID(),
    ip: req.ip ?? null,
    userAgent: req.headers['user-agent'] ?? null,
  };
}

export async function afterWrite(res: Response, wait: WaitForIdentity, position: bigint | null): Promise<void> {
  if (position !== null) res.setHeader(EVENT_POSITION_HEADER, position.toString());
  await wait(position);
}
