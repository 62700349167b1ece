import { eq, getTableName, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { AppEventStore, RecordedEvent } from '@tawzeef/shared';
import type { ReadModelDb } from '../db.ts';
import { ensureCheckpoints, lockCheckpoint } from './checkpoints.ts';
import { tryLockRebuild, unlockRebuild } from './locks.ts';
import { applyEvents, occurredAtOf, relaxedCommit, type Projection } from './projection.ts';
import { projectionCheckpoints as cp } from './schema.ts';
import {
  finishShadowTables,
  createShadowTables,
  dropShadowSchema,
  shadowSchemaOf,
  swapInShadowTables,
  useShadow,
} from './shadow.ts';
import { sleep } from './timing.ts';

export type RebuildOptions = {
  db: ReadModelDb;
  store: AppEventStore;
  projection: Projection;
  /** Events per read and per shadow transaction. Default 2,000. */
  batchSize?: number;
  /** How long the swap may wait for readers before it gives up and retries. Default 3 s. */
  lockTimeoutMs?: number;
  onProgress?: (progress: { name: string; position: bigint; events: number }) => void;
};

export type RebuildResult = { name: string; position: bigint; events: number; durationMs: number };

export class RebuildInProgressError extends Error {
  readonly code = 'PROJECTION.REBUILD_IN_PROGRESS';
  constructor(readonly projection: string) {
    super(`a rebuild of ${projection} is already running`);
    this.name = 'RebuildInProgressError';
  }
}

function tableNames(tables: readonly PgTable[]): string[] {
  return tables.map((t) => {
    if (getTableConfig(t).schema) throw new Error(`${getTableName(t)}: read-model tables take no schema`);
    return getTableName(t);
  });
}

/**
 * Replays the whole log into shadow tables while the live runner keeps serving, then swaps
 * them in with the checkpoint in one short transaction. The swap row-locks the checkpoint,
 * so it waits for the live batch in flight and the live runner then resumes after it.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { store, projection } = options;
  const { name } = projection;
  const batchSize = options.batchSize ?? 2_000;
  const lockTimeoutMs = options.lockTimeoutMs ?? 3_000;
  const tables = tableNames(projection.tables);
  const schema = shadowSchemaOf(name);
  const started = Date.now();
  const client = await options.db.$client.connect();
  const session = drizzle({ client });
  let locked = false;
  try {
    const lock = await session.execute<{ locked: boolean }>(tryLockRebuild(name));
    locked = lock.rows[0]?.locked === true;
    if (!locked) throw new RebuildInProgressError(name);
    await ensureCheckpoints(session, [projection]);
    await session.update(cp).set({ rebuildPosition: 0n }).where(eq(cp.name, name));
    await createShadowTables(session, schema, tables);

    let position = 0n;
    let events = 0;
    let lastEvent: RecordedEvent | undefined;
    const report = () => options.onProgress?.({ name, position, events });
    let next: Promise<RecordedEvent[]> | null = store.readAll({ after: 0n, limit: batchSize });
    while (next) {
      const batch: RecordedEvent[] = await next;
      const last = batch.at(-1);
      if (!last) break;
      // Read the next page while this one is written.
      next = batch.length < batchSize ? null : store.readAll({ after: last.globalPosition, limit: batchSize });
      next?.catch(() => {});
      await session.transaction(async (tx) => {
        await tx.execute(relaxedCommit);
        await tx.execute(useShadow(schema));
        await applyEvents(tx, projection, batch);
      });
      position = last.globalPosition;
      events += batch.length;
      lastEvent = last;
      await session.update(cp).set({ rebuildPosition: position }).where(eq(cp.name, name));
      report();
    }
    await finishShadowTables(session, schema, tables);

    for (let attempt = 1; ; attempt++) {
      try {
        const swapped = await session.transaction(async (tx) => {
          await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${lockTimeoutMs}ms'`));
          const live = await lockCheckpoint(tx, name);
          await tx.execute(useShadow(schema));
          let at = position;
          let tail = 0;
          let tailLast = lastEvent;
          for (;;) {
            const batch = await store.readAll({ after: at, limit: batchSize });
            const last = batch.at(-1);
            if (!last) break;
            await applyEvents(tx, projection, batch);
            at = last.globalPosition;
            tail += batch.length;
            tailLast = last;
          }
          if (at < live) throw new Error(`${name}: the log read ended at ${at}, behind the live checkpoint ${live}`);
          await tx.execute(sql`SET LOCAL search_path TO DEFAULT`);
          await swapInShadowTables(tx, schema, tables);
          await tx
            .update(cp)
            .set({
              position: at,
              version: projection.version,
              state: 'running',
              error: null,
              failedAt: null,
              retries: 0,
              rebuildPosition: null,
              rebuiltAt: sql`now()`,
              updatedAt: sql`now()`,
              lastEventAt: (tailLast && occurredAtOf(tailLast)) ?? null,
            })
            .where(eq(cp.name, name));
          return { at, tail };
        });
        position = swapped.at;
        events += swapped.tail;
        break;
      } catch (error) {
        if (!isLockTimeout(error) || attempt >= 5) throw error;
        await sleep(200 * attempt);
      }
    }
    report();
    return { name, position, events, durationMs: Date.now() - started };
  } finally {
    let cleanupError: Error | undefined;
    await cleanUp(session, schema, name, locked).catch((error: Error) => {
      cleanupError = error;
    });
    // A connection that could not be cleaned up is destroyed, which also drops its session lock.
    client.release(cleanupError);
  }
}

function isLockTimeout(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '55P03' || e.cause?.code === '55P03';
}

async function cleanUp(session: NodePgDatabase, schema: string, name: string, locked: boolean) {
  if (!locked) return;
  await dropShadowSchema(session, schema);
  await session.update(cp).set({ rebuildPosition: null }).where(eq(cp.name, name));
  await session.execute(unlockRebuild(name));
}

/** Rebuilds each projection in turn (all of them, or those named). */
export async function rebuildProjections(
  options: Omit<RebuildOptions, 'projection'> & { projections: readonly Projection[]; names?: readonly string[] },
): Promise<RebuildResult[]> {
  const unknown = (options.names ?? []).filter((n) => !options.projections.some((p) => p.name === n));
  if (unknown.length) throw new Error(`unknown read model(s): ${unknown.join(', ')}`);
  const chosen = options.names?.length
    ? options.projections.filter((p) => options.names!.includes(p.name))
    : options.projections;
  const results: RebuildResult[] = [];
  for (const projection of chosen) results.push(await rebuildProjection({ ...options, projection }));
  return results;
}
