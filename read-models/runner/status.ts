import type { AppEventStore, RecordedEvent } from '@tawzeef/shared';
import type { ReadModelDb } from '../db.ts';
import { readCheckpoints } from './checkpoints.ts';
import { rebuildingNames } from './locks.ts';
import { occurredAtOf, type Projection } from './projection.ts';

export type ProjectionState = 'running' | 'rebuilding' | 'failed';

export type ProjectionStatus = {
  name: string;
  state: ProjectionState;
  /** Global position of the last event this projection has committed. */
  checkpoint: bigint;
  headPosition: bigint;
  /** Events in the log after the checkpoint: exact up to 1,000; beyond, estimated from positions (PostgreSQL) or 1,000. */
  lagEvents: number;
  /** Age of the oldest unprojected event; 0 when caught up. */
  lagMs: number;
  /** Version of the code, and of the logic that built the stored rows. */
  version: number;
  storedVersion: number;
  error: string | null;
  failedAt: Date | null;
  retries: number;
  updatedAt: Date | null;
  lastEventAt: Date | null;
  /** How far a running rebuild has got in its shadow tables. */
  rebuildPosition: bigint | null;
};

const LAG_SCAN = 1_000;

export async function readProjectionStatus(options: {
  db: ReadModelDb;
  store: AppEventStore;
  projections: readonly Projection[];
  now?: () => number;
  /** How far an in-process runner has read: ahead of a checkpoint it moves lazily over idle batches. */
  reached?: (name: string) => bigint | undefined;
}): Promise<ProjectionStatus[]> {
  const { db, store, projections } = options;
  const now = options.now ?? Date.now;
  const names = projections.map((p) => p.name);
  const [rows, head, rebuilding] = await Promise.all([
    readCheckpoints(db, names),
    store.headPosition(),
    db.execute<{ name: string }>(rebuildingNames(names)),
  ]);
  const byName = new Map(rows.map((r) => [r.name, r]));
  const rebuildingSet = new Set(rebuilding.rows.map((r) => r.name));
  const pending = new Map<bigint, Promise<RecordedEvent[]>>();
  const unprojected = (after: bigint) => {
    let read = pending.get(after);
    if (!read) pending.set(after, (read = store.readAll({ after, limit: LAG_SCAN })));
    return read;
  };

  return Promise.all(
    projections.map(async (p): Promise<ProjectionStatus> => {
      const row = byName.get(p.name);
      const stored = row?.position ?? 0n;
      const here = options.reached?.(p.name) ?? 0n;
      const checkpoint = here > stored ? here : stored;
      let lagEvents = 0;
      let lagMs = 0;
      if (checkpoint < head) {
        const events = await unprojected(checkpoint);
        lagEvents = events.length;
        if (events.length === LAG_SCAN && store.engine === 'postgresql') {
          lagEvents = Math.max(LAG_SCAN, Number(head - checkpoint));
        }
        const oldest = events[0] ? occurredAtOf(events[0]) : null;
        lagMs = oldest ? Math.max(0, now() - oldest.getTime()) : 0;
      }
      const state: ProjectionState = rebuildingSet.has(p.name)
        ? 'rebuilding'
        : row?.state === 'failed'
          ? 'failed'
          : 'running';
      return {
        name: p.name,
        state,
        checkpoint,
        headPosition: head,
        lagEvents,
        lagMs,
        version: p.version,
        storedVersion: row?.version ?? p.version,
        error: row?.error ?? null,
        failedAt: row?.failedAt ?? null,
        retries: row?.retries ?? 0,
        updatedAt: row?.updatedAt ?? null,
        lastEventAt: row?.lastEventAt ?? null,
        rebuildPosition: row?.rebuildPosition ?? null,
      };
    }),
  );
}
