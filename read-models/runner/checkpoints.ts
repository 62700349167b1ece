import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReadModelExecutor, ReadModelTx } from '../db.ts';
import type { Projection } from './projection.ts';
import { projectionCheckpoints as cp } from './schema.ts';

export type CheckpointRow = typeof cp.$inferSelect;

export async function ensureCheckpoints(db: ReadModelExecutor, projections: readonly Projection[]): Promise<void> {
  if (projections.length === 0) return;
  await db
    .insert(cp)
    .values(projections.map((p) => ({ name: p.name, version: p.version })))
    .onConflictDoNothing();
}

/** Row-locks the checkpoint: batches of one projection, and its swap, run one at a time. */
export async function lockCheckpoint(tx: ReadModelTx, name: string): Promise<bigint> {
  const [row] = await tx.select({ position: cp.position }).from(cp).where(eq(cp.name, name)).for('update');
  if (!row) throw new Error(`no checkpoint row for projection ${name}`);
  return row.position;
}

export async function advanceCheckpoint(
  tx: ReadModelTx,
  name: string,
  position: bigint,
  lastEventAt: Date | null,
): Promise<void> {
  await tx
    .update(cp)
    .set({
      position,
      state: 'running',
      error: null,
      failedAt: null,
      retries: 0,
      updatedAt: sql`now()`,
      lastEventAt: lastEventAt ?? sql`${cp.lastEventAt}`,
    })
    .where(eq(cp.name, name));
}

export async function markFailed(db: ReadModelExecutor, name: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(cp)
    .set({
      state: 'failed',
      error: message.slice(0, 4000),
      failedAt: sql`now()`,
      retries: sql`${cp.retries} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(cp.name, name));
}

export async function readCheckpoint(db: ReadModelExecutor, name: string): Promise<bigint> {
  const [row] = await db.select({ position: cp.position }).from(cp).where(eq(cp.name, name));
  return row?.position ?? 0n;
}

export async function readCheckpoints(db: ReadModelExecutor, names: readonly string[]): Promise<CheckpointRow[]> {
  if (names.length === 0) return [];
  return db
    .select()
    .from(cp)
    .where(inArray(cp.name, [...names]));
}

/*
 * Projection transactions need not wait for their WAL flush (see relaxedCommit); set_config(…, true) is the
 * SET LOCAL of one statement, so the setting rides on a statement the batch sends anyway.
 */
const relaxed = sql`(SELECT set_config('synchronous_commit', 'off', true)) IS NOT NULL`;

/** lockCheckpoint, and relaxedCommit for the transaction, in one round trip. */
export async function lockCheckpointRelaxed(tx: ReadModelTx, name: string): Promise<bigint> {
  const [row] = await tx
    .select({ position: cp.position })
    .from(cp)
    .where(and(eq(cp.name, name), relaxed))
    .for('update');
  if (!row) throw new Error(`no checkpoint row for projection ${name}`);
  return row.position;
}
