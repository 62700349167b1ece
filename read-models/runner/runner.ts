import type { AppEventStore, RecordedEvent } from '@tawzeef/shared';
import type { ReadModelDb } from '../db.ts';
import {
  advanceCheckpoint,
  ensureCheckpoints,
  lockCheckpointRelaxed,
  markFailed,
  readCheckpoint,
  readCheckpoints,
  skipToPosition,
} from './checkpoints.ts';
import { applyEvents, handlesEvent, occurredAtOf, type Projection } from './projection.ts';
import { readProjectionStatus, type ProjectionStatus } from './status.ts';
import { backoff, sleep, type Backoff } from './timing.ts';
import { waitForProjections } from './wait.ts';

export type RunnerLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type ProjectionRunnerOptions = {
  db: ReadModelDb;
  store: AppEventStore;
  projections: readonly Projection[];
  /** Events per subscription batch, and so per transaction. Default 500. */
  batchSize?: number;
  /** Backoff between retries of a failed batch or subscription. Default 100 ms doubling to 30 s. */
  retry?: Backoff;
  /** Called after each commit with the events that transaction projected. */
  onCommitted?: (projection: string, events: readonly RecordedEvent[]) => void;
  logger?: RunnerLogger;
};

export interface ProjectionRunner {
  readonly projections: readonly Projection[];
  /** Creates missing checkpoints and starts one catch-up subscription per projection. */
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): Promise<ProjectionStatus[]>;
  /** True once the projection (or all of them) has reached `position`; false on timeout. */
  waitForPosition(name: string | 'all', position: bigint, timeoutMs: number): Promise<boolean>;
}

type Outcome = { kind: 'committed'; position: bigint; projected: RecordedEvent[] } | { kind: 'rewound' };

const silent: RunnerLogger = { info: () => {}, error: () => {} };

export function createProjectionRunner(options: ProjectionRunnerOptions): ProjectionRunner {
  const { db, store, projections } = options;
  const batchSize = options.batchSize ?? 500;
  const logger = options.logger ?? silent;
  const listeners = new Set<() => void>();
  const wake = {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  let controller: AbortController | null = null;
  let loops: Promise<void>[] = [];

  // The checkpoint guard: only events after the stored position are applied, in the same
  // transaction that moves the position, so a replayed or duplicated batch changes nothing.
  async function commitBatch(p: Projection, events: RecordedEvent[], expected: bigint, oneByOne: boolean) {
    const last = events.at(-1)!;
    // Most batches hold nothing a given projection reads: one statement moves its checkpoint.
    if (events[0]!.globalPosition > expected && !events.some((e) => handlesEvent(p, e))) {
      if (await skipToPosition(db, p.name, expected, last.globalPosition, occurredAtOf(last))) {
        return { kind: 'committed', position: last.globalPosition, projected: events } satisfies Outcome;
      }
    }
    return db.transaction(async (tx): Promise<Outcome> => {
      const checkpoint = await lockCheckpointRelaxed(tx, p.name);
      if (checkpoint < expected) return { kind: 'rewound' };
      const fresh = events.filter((e) => e.globalPosition > checkpoint);
      const last = fresh.at(-1);
      if (!last) return { kind: 'committed', position: checkpoint, projected: [] };
      await applyEvents(tx, p, fresh, { oneByOne });
      await advanceCheckpoint(tx, p.name, last.globalPosition, occurredAtOf(last));
      return { kind: 'committed', position: last.globalPosition, projected: fresh };
    });
  }

  async function commitWithRetry(
    p: Projection,
    events: RecordedEvent[],
    expected: bigint,
    signal: AbortSignal,
  ): Promise<Outcome | null> {
    const delays = backoff(options.retry);
    for (let attempt = 1; !signal.aborted; attempt++) {
      try {
        return await commitBatch(p, events, expected, attempt > 1);
      } catch (error) {
        logger.error({ projection: p.name, err: error }, 'projection batch failed; will retry');
        await markFailed(db, p.name, error).catch(() => {});
        await sleep(delays.take(), signal);
      }
    }
    return null;
  }

  async function runProjection(p: Projection, signal: AbortSignal): Promise<void> {
    const delays = backoff(options.retry);
    while (!signal.aborted) {
      const inner = new AbortController();
      const stopInner = () => inner.abort();
      signal.addEventListener('abort', stopInner, { once: true });
      try {
        let expected = await readCheckpoint(db, p.name);
        await store.subscribe({
          after: expected,
          batchSize,
          signal: inner.signal,
          onEvents: async (events) => {
            if (inner.signal.aborted || events.length === 0) return;
            const outcome = await commitWithRetry(p, events, expected, inner.signal);
            if (!outcome) return;
            if (outcome.kind === 'rewound') {
              logger.info({ projection: p.name }, 'checkpoint moved back; resubscribing');
              inner.abort();
              return;
            }
            expected = outcome.position;
            delays.reset();
            if (outcome.projected.length) options.onCommitted?.(p.name, outcome.projected);
            for (const listener of listeners) listener();
          },
        });
        // A subscription that ends on its own is restarted, but not in a tight loop.
        if (!inner.signal.aborted) await sleep(delays.take(), signal);
      } catch (error) {
        if (signal.aborted) break;
        if (!inner.signal.aborted) {
          logger.error({ projection: p.name, err: error }, 'subscription failed; will retry');
          await markFailed(db, p.name, error).catch(() => {});
          await sleep(delays.take(), signal);
        }
      } finally {
        signal.removeEventListener('abort', stopInner);
        inner.abort();
      }
    }
  }

  return {
    projections,
    async start() {
      if (controller) return;
      await ensureCheckpoints(db, projections);
      for (const row of await readCheckpoints(
        db,
        projections.map((p) => p.name),
      )) {
        const version = projections.find((p) => p.name === row.name)!.version;
        if (row.version !== version) {
          logger.info(
            { projection: row.name, stored: row.version, version },
            'read model built by another version; rebuild it',
          );
        }
      }
      const current = new AbortController();
      controller = current;
      loops = projections.map((p) => runProjection(p, current.signal));
    },
    async stop() {
      controller?.abort();
      controller = null;
      await Promise.allSettled(loops);
      loops = [];
    },
    status: () => readProjectionStatus({ db, store, projections }),
    waitForPosition(name, position, timeoutMs) {
      const names = name === 'all' ? projections.map((p) => p.name) : [name];
      return waitForProjections(db, names, position, timeoutMs, wake);
    },
  };
}
