import type { AppEventStore, RecordedEvent } from '@tawzeef/shared';
import type { ReadModelDb } from '../db.ts';
import {
  advanceCheckpoint,
  ensureCheckpoints,
  lockCheckpointRelaxed,
  markFailed,
  readCheckpoint,
  readCheckpoints,
} from './checkpoints.ts';
import { idleCheckpoints } from './idle-checkpoints.ts';
import { applyEvents, handlesEvent, occurredAtOf, type Projection } from './projection.ts';
import { startLogTail, type LogTail } from './log-tail.ts';
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

type Outcome = { kind: 'committed' | 'skipped'; position: bigint; projected: RecordedEvent[] } | { kind: 'rewound' };

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
  let tail: LogTail | null = null;
  /** How far each projection has read here: committed, or skipped with nothing to apply. */
  const reached = new Map<string, bigint>();
  const moved = new Set<string>();
  const idle = idleCheckpoints(db, {
    onMoved: (name) => moved.add(name),
    onError: (err) => logger.error({ err }, 'moving idle checkpoints failed; will retry'),
  });

  // The checkpoint guard: only events after the stored position are applied, in the same
  // transaction that moves the position, so a replayed or duplicated batch changes nothing.
  async function commitBatch(p: Projection, events: RecordedEvent[], expected: bigint, oneByOne: boolean) {
    const last = events.at(-1)!;
    // Most batches hold nothing a given projection reads: its checkpoint moves later, with the others'.
    if (events[0]!.globalPosition > expected && !events.some((e) => handlesEvent(p, e))) {
      idle.skip(p.name, last.globalPosition, occurredAtOf(last));
      return { kind: 'skipped', position: last.globalPosition, projected: events } satisfies Outcome;
    }
    return db.transaction(async (tx): Promise<Outcome> => {
      const checkpoint = await lockCheckpointRelaxed(tx, p.name);
      const stored = idle.stored(p.name);
      if (stored === undefined || checkpoint < stored) return { kind: 'rewound' };
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

  async function runProjection(p: Projection, tail: LogTail, signal: AbortSignal): Promise<void> {
    const delays = backoff(options.retry);
    let expected: bigint | null = null;
    while (!signal.aborted) {
      try {
        // After a failure or a rewind (a rebuild swapped the tables in), the stored checkpoint says where to go on.
        if (moved.delete(p.name)) expected = null;
        if (expected === null) {
          expected = await readCheckpoint(db, p.name);
          idle.known(p.name, expected);
        }
        const events = await tail.read(expected, batchSize, signal);
        if (signal.aborted || events.length === 0) continue;
        const outcome = await commitWithRetry(p, events, expected, signal);
        if (!outcome) continue;
        if (outcome.kind === 'rewound') {
          logger.info({ projection: p.name }, 'checkpoint moved back; reading on from it');
          expected = null;
          continue;
        }
        expected = outcome.position;
        if (outcome.kind === 'committed') idle.known(p.name, expected);
        reached.set(p.name, expected);
        delays.reset();
        if (outcome.projected.length) options.onCommitted?.(p.name, outcome.projected);
        for (const listener of listeners) listener();
      } catch (error) {
        if (signal.aborted) break;
        logger.error({ projection: p.name, err: error }, 'reading the log failed; will retry');
        await markFailed(db, p.name, error).catch(() => {});
        expected = null;
        await sleep(delays.take(), signal);
      }
    }
  }

  return {
    projections,
    async start() {
      if (controller) return;
      await ensureCheckpoints(db, projections);
      const rows = await readCheckpoints(
        db,
        projections.map((p) => p.name),
      );
      for (const row of rows) {
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
      // From the furthest checkpoint: a projection behind it (new, or rebuilt) catches up from the store itself,
      // and the others are not held back while the shared subscription reads through old events.
      const from = rows.reduce((max, r) => (r.position > max ? r.position : max), 0n);
      const logTail = startLogTail({
        store,
        from,
        batchSize,
        retry: options.retry,
        onError: (err) => logger.error({ err }, 'log subscription failed; will retry'),
      });
      tail = logTail;
      loops = projections.map((p) => runProjection(p, logTail, current.signal));
    },
    async stop() {
      controller?.abort();
      controller = null;
      await Promise.allSettled(loops);
      loops = [];
      await idle.stop();
      await tail?.stop();
      tail = null;
    },
    status: () => readProjectionStatus({ db, store, projections, reached: (name) => reached.get(name) }),
    waitForPosition(name, position, timeoutMs) {
      const names = name === 'all' ? projections.map((p) => p.name) : [name];
      return waitForProjections(db, names, position, timeoutMs, { ...wake, reached: (n) => reached.get(n) });
    },
  };
}
