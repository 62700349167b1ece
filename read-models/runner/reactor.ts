import { sql } from 'drizzle-orm';
import type { AppEventStore, RecordedEvent } from '@tawzeef/shared';
import type { ReadModelDb } from '../db.ts';
import { advanceCheckpoint, lockCheckpoint, markFailed, readCheckpoint } from './checkpoints.ts';
import { idleCheckpoints } from './idle-checkpoints.ts';
import { occurredAtOf } from './projection.ts';
import type { RunnerLogger } from './runner.ts';
import { projectionCheckpoints as cp } from './schema.ts';
import { backoff, sleep, type Backoff } from './timing.ts';

/**
 * A side effect of the global log outside the database (starting a workflow), fed like a projection: from its
 * own checkpoint, which moves only past events whose reaction succeeded.
 */
export interface Reaction {
  /** Kebab-case, distinct from every projection's: the checkpoint row shares their table. */
  readonly name: string;
  /** Event types it reacts to; the others only move its checkpoint. */
  readonly handles: readonly string[];
  /** Must be idempotent (an event can be handed over again after a crash) and answer unexpected shapes without throwing. */
  react(event: RecordedEvent): Promise<void>;
}

export type ReactorOptions = {
  db: ReadModelDb;
  store: AppEventStore;
  reactions: readonly Reaction[];
  /** Events per batch (most are not handled). Default 2000, so a catch-up keeps `concurrency` reactions busy. */
  batchSize?: number;
  /** Reactions run at once (a start mostly waits for the server). Default 64. */
  concurrency?: number;
  /** Backoff between retries of a failed reaction. Default 200 ms doubling to 5 s. */
  retry?: Backoff;
  logger?: RunnerLogger;
};

export interface Reactor {
  /** Creates missing checkpoints at the log's head, then subscribes once per reaction. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const LOCK_NAMESPACE = 'tawzeef.reaction';
const silent: RunnerLogger = { info: () => {}, error: () => {} };

type Outcome =
  | { kind: 'done'; position: bigint }
  | { kind: 'failed'; position: bigint; error: unknown }
  | { kind: 'busy' }
  | { kind: 'rewound' };

/**
 * Reacts to `events` with up to `concurrency` reactions at a time, taken in log order; after a failure no new one
 * starts. Answers the first event (in log order) whose reaction failed: every event before it succeeded.
 */
async function reactInOrder(r: Reaction, events: readonly RecordedEvent[], concurrency: number) {
  let next = 0;
  const failures: { index: number; event: RecordedEvent; error: unknown }[] = [];
  const worker = async () => {
    while (next < events.length && failures.length === 0) {
      const index = next++;
      const event = events[index]!;
      await r.react(event).catch((error: unknown) => failures.push({ index, event, error }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, events.length) }, worker));
  return failures.sort((x, y) => x.index - y.index)[0] ?? null;
}

export function createReactor(options: ReactorOptions): Reactor {
  const { db, store, reactions } = options;
  const logger = options.logger ?? silent;
  const concurrency = options.concurrency ?? 64;
  const retry = { initialDelayMs: 200, maxDelayMs: 5_000, ...options.retry };
  let controller: AbortController | null = null;
  let loops: Promise<void>[] = [];
  const subscriptions = new Map<string, AbortController>();
  const handled = new Map(reactions.map((r) => [r.name, new Set(r.handles)]));
  const idle = idleCheckpoints(db, {
    // Someone else moved it (a rebuild, another process): read on from where it is now.
    onMoved: (name) => subscriptions.get(name)?.abort(),
    onError: (err) => logger.error({ err }, 'moving idle reaction checkpoints failed; will retry'),
  });

  /*
   * One runner reacts per reaction at a time (a transaction-scoped advisory lock), the reactions run while it is
   * held, and the checkpoint moves in the same transaction to just before the first event whose reaction failed.
   */
  async function reactToBatch(r: Reaction, events: RecordedEvent[]): Promise<Outcome> {
    return db.transaction(async (tx): Promise<Outcome> => {
      const [lock] = (
        await tx.execute<{ locked: boolean }>(
          sql`SELECT pg_try_advisory_xact_lock(hashtext(${LOCK_NAMESPACE}), hashtext(${r.name})) AS locked`,
        )
      ).rows;
      if (!lock?.locked) return { kind: 'busy' };
      const checkpoint = await lockCheckpoint(tx, r.name);
      const stored = idle.stored(r.name);
      if (stored === undefined || checkpoint < stored) return { kind: 'rewound' };
      const fresh = events.filter((e) => e.globalPosition > checkpoint);
      const last = fresh.at(-1);
      if (!last) return { kind: 'done', position: checkpoint };
      const failed = await reactInOrder(
        r,
        fresh.filter((e) => handled.get(r.name)!.has(e.type)),
        concurrency,
      );
      if (failed) {
        const position = failed.event.globalPosition - 1n;
        if (position > checkpoint) await advanceCheckpoint(tx, r.name, position, null);
        return { kind: 'failed', position: position > checkpoint ? position : checkpoint, error: failed.error };
      }
      await advanceCheckpoint(tx, r.name, last.globalPosition, occurredAtOf(last));
      return { kind: 'done', position: last.globalPosition };
    });
  }

  /** Resolves once every event of the batch has had its reaction, retrying with a backoff meanwhile. */
  async function reactWithRetry(r: Reaction, events: RecordedEvent[], signal: AbortSignal) {
    const delays = backoff(retry);
    let failures = 0;
    while (!signal.aborted) {
      let outcome: Outcome;
      try {
        outcome = await reactToBatch(r, events);
      } catch (error) {
        // The database itself failed: nothing was recorded, the whole batch is tried again.
        logger.error({ reaction: r.name, err: error }, 'reaction batch failed; will retry');
        failures++;
        await sleep(delays.take(), signal);
        continue;
      }
      if (outcome.kind !== 'failed' && outcome.kind !== 'busy') {
        if (failures) logger.info({ reaction: r.name, failures }, 'reaction succeeded again');
        return outcome;
      }
      if (outcome.kind === 'failed') {
        failures++;
        idle.known(r.name, outcome.position);
        logger.error(
          { reaction: r.name, position: String(outcome.position), err: outcome.error },
          'reaction failed; will retry',
        );
        await markFailed(db, r.name, outcome.error).catch(() => {});
      }
      await sleep(delays.take(), signal);
    }
    return null;
  }

  async function run(r: Reaction, signal: AbortSignal): Promise<void> {
    const delays = backoff(retry);
    while (!signal.aborted) {
      const inner = new AbortController();
      const stopInner = () => inner.abort();
      signal.addEventListener('abort', stopInner, { once: true });
      subscriptions.set(r.name, inner);
      const handles = handled.get(r.name)!;
      try {
        const from = await readCheckpoint(db, r.name);
        idle.known(r.name, from);
        await store.subscribe({
          after: from,
          batchSize: options.batchSize ?? 2000,
          signal: inner.signal,
          onEvents: async (events) => {
            if (inner.signal.aborted || events.length === 0) return;
            const last = events.at(-1)!;
            if (!events.some((e) => handles.has(e.type))) {
              idle.skip(r.name, last.globalPosition, occurredAtOf(last));
              return;
            }
            const outcome = await reactWithRetry(r, events, inner.signal);
            if (!outcome) return;
            if (outcome.kind === 'rewound') {
              logger.info({ reaction: r.name }, 'checkpoint moved back; resubscribing');
              inner.abort();
              return;
            }
            idle.known(r.name, outcome.position);
            delays.reset();
          },
        });
        if (!inner.signal.aborted) await sleep(delays.take(), signal);
      } catch (error) {
        if (signal.aborted) break;
        if (!inner.signal.aborted) {
          logger.error({ reaction: r.name, err: error }, 'reaction subscription failed; will retry');
          await sleep(delays.take(), signal);
        }
      } finally {
        if (subscriptions.get(r.name) === inner) subscriptions.delete(r.name);
        signal.removeEventListener('abort', stopInner);
        inner.abort();
      }
    }
  }

  return {
    async start() {
      if (controller) return;
      if (reactions.length) {
        // A new reaction starts at the head: what came before it was handled by whatever did the job then.
        const head = await store.headPosition();
        await db
          .insert(cp)
          .values(reactions.map((r) => ({ name: r.name, position: head })))
          .onConflictDoNothing();
      }
      const current = new AbortController();
      controller = current;
      loops = reactions.map((r) => run(r, current.signal));
    },
    async stop() {
      controller?.abort();
      controller = null;
      await Promise.allSettled(loops);
      loops = [];
      await idle.stop();
    },
  };
}
