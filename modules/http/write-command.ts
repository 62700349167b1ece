import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { ProjectionRunner } from '@tawzeef/read-models';
import { principalOf } from './session.ts';
import { DomainError } from './errors.ts';

/** The global position of a write's last event; a later read sends it back as x-min-position. */
export const EVENT_POSITION_HEADER = 'x-event-position';

/** Waits (bounded) until a write's read models hold it; true when every one of them got there in time. */
export type WaitForProjections = (position: bigint | null) => Promise<boolean>;

/** Makes the wait for a list of projections; the composition root binds it once. */
export type WaitFor = (projections: readonly string[]) => WaitForProjections;

export function waitForProjections(
  runner: Pick<ProjectionRunner, 'waitForPosition'>,
  names: readonly string[],
  timeoutMs: number,
): WaitForProjections {
  return async (position) => {
    if (position === null) return true;
    const reached = await Promise.all(names.map((name) => runner.waitForPosition(name, position, timeoutMs)));
    return reached.every(Boolean);
  };
}

/** What every command carries from the request: its own id, who acts, and the request id to correlate by. */
export type CommandRequest = { commandId: string; actorId: string | null; correlationId: string };

export function commandRequest(req: Request, res: Response): CommandRequest {
  return {
    commandId: randomUUID(),
    actorId: principalOf(res)?.userId ?? null,
    correlationId: typeof req.id === 'string' ? req.id : randomUUID(),
  };
}

/** A module's error as the problem it answers with; undefined leaves anything else to the error handler. */
export type ErrorMapping = (error: unknown) => DomainError | undefined;

/** Errors whose code and status the error handler already reads (identity's, notifications'). */
export const unmapped: ErrorMapping = () => undefined;

/** Maps one module's error class; by default the status is the one its code implies (see statusForCode). */
export function moduleErrors<E extends Error & { code: string }>(
  type: abstract new (...args: never[]) => E,
  problem: (error: E) => DomainError = (error) => new DomainError(error.code, error.message),
): ErrorMapping {
  return (error) => (error instanceof type ? problem(error) : undefined);
}

/** Runs a command, its module's errors becoming problem details. */
export async function guard<T>(work: Promise<T>, errors: ErrorMapping): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw errors(error) ?? error;
  }
}

/** The answer names the position of the write's last event and waits until the read models hold it. */
export async function afterWrite(res: Response, wait: WaitForProjections, position: bigint | null): Promise<void> {
  if (position !== null) res.setHeader(EVENT_POSITION_HEADER, position.toString());
  await wait(position);
}

/** The later of two positions, for an answer that waits on several commands. */
export const laterPosition = (a: bigint | null | undefined, b: bigint | null | undefined): bigint | null =>
  a == null ? (b ?? null) : b == null || a > b ? a : b;

export type Written = { position: bigint | null };
type Answer<R> = (result: R) => unknown;

/**
 * Command, wait for its projections, answer: runs the command (mapping its module's errors), sets
 * x-event-position, waits until the read models hold the events and returns the result. Given an answer,
 * it also sends that body (JSON) with the status, so a read made right after sees the write.
 */
export type WriteCommand = <R extends Written>(
  res: Response,
  command: Promise<R>,
  answer?: Answer<R>,
  status?: number,
) => Promise<R>;

export function writeCommand(wait: WaitForProjections, errors: ErrorMapping = unmapped): WriteCommand {
  return async (res, command, answer, status = 200) => {
    const result = await guard(command, errors);
    await afterWrite(res, wait, result.position);
    if (answer) res.status(status).json(await answer(result));
    return result;
  };
}
