import { randomUUID } from 'node:crypto';
import type { AppEventStore, RecordedEvent } from '@tawzeef/shared';
import { createProjectionRunner, type Projection, type ReadModelDb } from '@tawzeef/read-models';
import { percentiles, projectionLag, type Percentiles, type ProjectionLag } from './lag-stats.ts';

export { percentile, type Percentiles, type ProjectionLag } from './lag-stats.ts';

/** Appends waiting at once; past it the loop waits, so the pool's queue never times out (the rate shows it). */
const MAX_IN_FLIGHT = 64;

export type LagResult = {
  appended: number;
  /** Appends per second, from the first issue to the last acknowledgement: the rate the log really took. */
  ratePerSecond: number;
  /** Appends issued per second: the rate asked for, unless the issuing loop itself fell behind. */
  offeredPerSecond: number;
  samples: number;
  /** Projection commit minus the moment the append was acknowledged (0 if projected before the ack). */
  lag: Percentiles;
  /** Projection commit minus the moment the append was issued: includes the append's own latency. */
  sinceIssue: Percentiles;
  append: Percentiles;
  perProjection: Record<string, ProjectionLag>;
};

/**
 * Appends at a steady rate (appends of `eventsPerAppend` events to 500 streams) with the runner live, and
 * measures each event's lag as the time its projection transaction committed minus the time its
 * append was acknowledged.
 */
export async function measureProjectionLag(options: {
  db: ReadModelDb;
  store: AppEventStore;
  projections: readonly Projection[];
  ratePerSecond: number;
  seconds: number;
  /** Lag over which a projection counts as behind (see lag-stats.ts). Default 250 ms. */
  thresholdMs?: number;
  /** How long the projections may take to catch up after the last append. Default 60 s. */
  drainSeconds?: number;
  /** Seconds of appends at the same rate before the measured run, not measured. Default 3. */
  warmupSeconds?: number;
  /** Events per append (one stream, one transaction). Default 1; more reach rates single appends cannot. */
  eventsPerAppend?: number;
}): Promise<LagResult> {
  const { db, store, projections, ratePerSecond, seconds } = options;
  const issuedAt = new Map<string, number>();
  const ackedAt = new Map<string, number>();
  const projectedAt = new Map<string, Map<string, number>>(projections.map((p) => [p.name, new Map()]));
  const runner = createProjectionRunner({
    db,
    store,
    projections,
    onCommitted: (name: string, events: readonly RecordedEvent[]) => {
      const now = performance.now();
      const at = projectedAt.get(name)!;
      for (const e of events) at.set(e.eventId, now);
    },
  });
  await runner.start();
  const run = randomUUID().slice(0, 8);
  const perAppend = Math.max(1, options.eventsPerAppend ?? 1);
  const failures: unknown[] = [];
  let last = 0n;

  /** Appends at the rate for `seconds`; `record` keeps each event's issue and acknowledgement times. */
  async function appendAtRate(seconds: number, record: boolean) {
    const total = Math.round(ratePerSecond * seconds);
    const inFlight = new Set<Promise<unknown>>();
    const started = performance.now();
    let issued = 0;
    while (issued < total) {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1_000) * ratePerSecond) + 1);
      while (issued < due && inFlight.size < MAX_IN_FLIGHT) {
        const n = Math.min(perAppend, total - issued);
        const ids = Array.from({ length: n }, () => randomUUID());
        const at = performance.now();
        if (record) for (const id of ids) issuedAt.set(id, at);
        const append = store
          .appendToStream(
            `application-${run}s${Math.floor(issued / perAppend) % 500}`,
            ids.map((id, k) => ({
              type: 'ApplicationSubmitted',
              data: { n: issued + k },
              metadata: {
                messageId: id,
                actorId: 'bench',
                correlationId: id,
                causationId: null,
                occurredAt: new Date().toISOString(),
              },
            })),
          )
          .then(
            (r) => {
              const acked = performance.now();
              if (record) for (const id of ids) ackedAt.set(id, acked);
              if (r.lastEventGlobalPosition > last) last = r.lastEventGlobalPosition;
            },
            (error: unknown) => void failures.push(error),
          );
        issued += n;
        inFlight.add(append);
        void append.finally(() => inFlight.delete(append));
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const offeredSeconds = (performance.now() - started) / 1_000;
    await Promise.all(inFlight);
    return { issued, started, offeredSeconds, elapsed: (performance.now() - started) / 1_000 };
  }

  // The first seconds of a fresh process (connections opening, code compiling) are not the steady state a
  // running server is in: a warm-up at the same rate, caught up before the measured run starts.
  const warmupSeconds = options.warmupSeconds ?? 3;
  if (warmupSeconds > 0) {
    await appendAtRate(warmupSeconds, false);
    await runner.waitForPosition('all', last, 60_000);
  }
  const { issued, started, offeredSeconds, elapsed } = await appendAtRate(seconds, true);
  if (failures.length) {
    await runner.stop();
    throw new Error(`${failures.length} appends failed, the first with: ${String(failures[0])}`);
  }
  const drainSeconds = options.drainSeconds ?? 60;
  const caughtUp = await runner.waitForPosition('all', last, drainSeconds * 1_000);
  await runner.stop();
  if (!caughtUp) throw new Error(`the projections did not catch up within ${drainSeconds} s`);

  const ids = [...issuedAt.keys()];
  const lags: number[] = [];
  const sinceIssue: number[] = [];
  const perProjection: Record<string, ProjectionLag> = {};
  for (const [name, at] of projectedAt) {
    const own = ids.map((id) => ({
      issuedAt: issuedAt.get(id)! - started,
      lag: Math.max(0, at.get(id)! - ackedAt.get(id)!),
      committedAt: at.get(id)! - started,
    }));
    perProjection[name] = projectionLag(own, options.thresholdMs ?? 250);
    lags.push(...own.map((e) => e.lag));
    sinceIssue.push(...ids.map((id) => at.get(id)! - issuedAt.get(id)!));
  }
  return {
    appended: issued,
    ratePerSecond: issued / elapsed,
    offeredPerSecond: issued / offeredSeconds,
    samples: lags.length,
    lag: percentiles(lags),
    sinceIssue: percentiles(sinceIssue),
    append: percentiles(ids.map((id) => ackedAt.get(id)! - issuedAt.get(id)!)),
    perProjection,
  };
}
