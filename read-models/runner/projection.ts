import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';

/**
 * A read model fed from the global log. Its tables are declared without a schema
 * so that a rebuild can write the same code into shadow tables through search_path.
 * Tables need natural keys (no serial columns): rebuilds copy their shape with LIKE.
 */
export interface Projection {
  readonly name: string;
  /** Bump when apply() changes meaning; the stored version tells which rows need a rebuild. */
  readonly version: number;
  readonly tables: readonly PgTable[];
  /** Event types this projection reads; other events only advance its checkpoint. Omit for all. */
  readonly handles?: readonly string[];
  /** Must be idempotent and must not throw on shapes it does not know. */
  apply(tx: ReadModelTx, event: RecordedEvent): Promise<void>;
  /** Optional faster path with the same effect as apply() over each event in order. */
  applyBatch?(tx: ReadModelTx, events: readonly RecordedEvent[]): Promise<void>;
}

export function defineProjection<P extends Projection>(projection: P): P {
  if (!/^[a-z][a-z0-9-]*$/.test(projection.name)) {
    throw new Error(`projection name "${projection.name}" must be kebab-case`);
  }
  return projection;
}

/*
 * Projection transactions need not wait for their WAL flush: a crash can only lose whole recent
 * transactions, rows and checkpoint together, and the log (committed synchronously) replays them.
 */
export const relaxedCommit = sql`SET LOCAL synchronous_commit = off`;

export class ProjectionApplyError extends Error {
  readonly code = 'PROJECTION.APPLY_FAILED';
  constructor(
    readonly projection: string,
    readonly position: bigint,
    readonly eventType: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${projection} failed on event ${position} (${eventType}): ${reason}`, { cause });
    this.name = 'ProjectionApplyError';
  }
}

/**
 * Applies the events a projection handles, in order. `oneByOne` skips the batch path, so that a
 * retried batch names the exact event that fails.
 */
export async function applyEvents(
  tx: ReadModelTx,
  projection: Projection,
  events: readonly RecordedEvent[],
  options: { oneByOne?: boolean } = {},
): Promise<void> {
  const relevant = events.filter((e) => handlesEvent(projection, e));
  if (relevant.length === 0) return;
  if (projection.applyBatch && !options.oneByOne) {
    try {
      await projection.applyBatch(tx, relevant);
    } catch (error) {
      const range = `${relevant[0]!.globalPosition}..${relevant.at(-1)!.globalPosition}`;
      throw new ProjectionApplyError(projection.name, relevant[0]!.globalPosition, `batch ${range}`, error);
    }
    return;
  }
  for (const event of relevant) {
    try {
      await projection.apply(tx, event);
    } catch (error) {
      throw new ProjectionApplyError(projection.name, event.globalPosition, event.type, error);
    }
  }
}

const handledTypes = new WeakMap<Projection, ReadonlySet<string> | null>();

/** Whether the projection reads this event (see `handles`). */
export function handlesEvent(projection: Projection, event: RecordedEvent): boolean {
  let types = handledTypes.get(projection);
  if (types === undefined) {
    types = projection.handles ? new Set(projection.handles) : null;
    handledTypes.set(projection, types);
  }
  return types === null || types.has(event.type);
}

export function occurredAtOf(event: RecordedEvent): Date | null {
  const raw: unknown = event.metadata?.occurredAt;
  if (typeof raw !== 'string' && !(raw instanceof Date)) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Stream type is the prefix before the first '-' (`job-42` -> `job`). */
export function streamTypeOf(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash === -1 ? streamName : streamName.slice(0, dash);
}
