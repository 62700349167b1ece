// npm run bench:events: event-store and projection figures from one run on this machine.
// Uses scratch databases next to TEST_DATABASE_URL (or DATABASE_URL) and drops them afterwards.
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  allProjections,
  auditLogProjection,
  closeReadModelDb,
  createReadModelDb,
  runMigrations,
} from '@tawzeef/read-models';
import { createEventStore } from '@tawzeef/shared';
import { createAppEventStore } from '../../web/api/src/event-store.ts';
import { measureAdapterAppends, measureRawInserts } from './append-throughput.ts';
import { measureCapacity, seedRealisticLog } from './projection-capacity.ts';
import { measureProjectionLag } from './projection-lag.ts';
import { measureRebuild, seedEvents } from './rebuild-time.ts';
import { createScratchDatabase } from './scratch-database.ts';

const { values: args } = parseArgs({
  options: {
    'append-seconds': { type: 'string', default: '10' },
    'lag-seconds': { type: 'string', default: '20' },
    rate: { type: 'string', default: '500' },
    'high-rate': { type: 'string', default: '2000' },
    'high-seconds': { type: 'string', default: '10' },
    'warmup-seconds': { type: 'string', default: '3' },
    'high-per-append': { type: 'string', default: '4' },
    phases: { type: 'string', default: 'append,lag,high,capacity,rebuild' },
    'capacity-applications': { type: 'string', default: '1000' },
    'rebuild-events': { type: 'string', default: '200000' },
    writers: { type: 'string', default: '16' },
    /** sealed: the app's store (personal data sealed); plain: the engine alone, to measure what sealing costs. */
    store: { type: 'string', default: 'sealed' },
  },
});
const appendSeconds = Number(args['append-seconds']);
const lagSeconds = Number(args['lag-seconds']);
const rate = Number(args.rate);
const highRate = Number(args['high-rate']);
const highSeconds = Number(args['high-seconds']);
const warmupSeconds = Number(args['warmup-seconds']);
// One process cannot issue 2,000 single-event appends a second on 2 cores next to 12 projections.
const highPerAppend = Number(args['high-per-append']);
const phases = new Set(args.phases.split(','));
const capacityApplications = Number(args['capacity-applications']);
const GOAL_MS = 250;
const rebuildEvents = Number(args['rebuild-events']);
const writers = Number(args.writers);

const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('set TEST_DATABASE_URL or DATABASE_URL (source scripts/lib/env.sh)');
  process.exit(1);
}
const log = (message: string) => console.error(`[bench] ${message}`);
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function withScratch<T>(label: string, work: (url: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(baseUrl!);
  log(`${label}: scratch database ready`);
  try {
    await runMigrations(scratch.url);
    return await work(scratch.url);
  } finally {
    await scratch.drop();
  }
}

async function withStack<T>(url: string, work: (s: ReturnType<typeof stack>) => Promise<T>): Promise<T> {
  const s = stack(url);
  try {
    await s.store.headPosition();
    return await work(s);
  } finally {
    await s.store.close();
    await closeReadModelDb(s.db);
  }
}
// The app's store: personal data sealed with per-person keys (issue #22), as the API and the worker run it.
const stack = (url: string) => ({
  store:
    args.store === 'plain' ? createEventStore({ databaseUrl: url }) : createAppEventStore({ databaseUrl: url }).store,
  db: createReadModelDb(url),
});

const started = performance.now();

// Alternating halves so that drift in the machine's state hits both sides alike.
const append = !phases.has('append')
  ? null
  : await withScratch('append throughput', (url) =>
      withStack(url, async ({ store }) => {
        const half = appendSeconds / 2;
        let raw = { ops: 0, seconds: 0 };
        let adapter = { ops: 0, seconds: 0 };
        for (let round = 1; round <= 2; round++) {
          log(`append throughput round ${round}: raw INSERT transactions, ${writers} writers, ${half}s`);
          const r = await measureRawInserts(url, writers, half);
          log(`append throughput round ${round}: adapter single-event appends, ${writers} writers, ${half}s`);
          const a = await measureAdapterAppends(store, writers, half);
          raw = { ops: raw.ops + r.ops, seconds: raw.seconds + r.seconds };
          adapter = { ops: adapter.ops + a.ops, seconds: adapter.seconds + a.seconds };
        }
        const rawRate = raw.ops / raw.seconds;
        const adapterRate = adapter.ops / adapter.seconds;
        return { rawRate, adapterRate, ratio: adapterRate / rawRate };
      }),
    );

const lagAt = (label: string, ratePerSecond: number, seconds: number, eventsPerAppend = 1) =>
  withScratch(label, (url) =>
    withStack(url, ({ store, db }) => {
      log(
        `${label}: ${ratePerSecond} events/s in appends of ${eventsPerAppend} for ${seconds}s ` +
          `(after ${warmupSeconds}s of warm-up) ` +
          `with ${allProjections.length} projections live`,
      );
      return measureProjectionLag({
        db,
        store,
        projections: allProjections,
        ratePerSecond,
        seconds,
        thresholdMs: GOAL_MS,
        warmupSeconds,
        eventsPerAppend,
        drainSeconds: 120,
      });
    }),
  );
const lag = phases.has('lag') ? await lagAt('projection lag', rate, lagSeconds) : null;
const high = phases.has('high') ? await lagAt('projection lag, high rate', highRate, highSeconds, highPerAppend) : null;

const capacity = !phases.has('capacity')
  ? null
  : await withScratch('capacity', (url) =>
      withStack(url, async ({ store, db }) => {
        log(`capacity: seeding ${fmt(capacityApplications)} applications (5 events each) with their context`);
        const context = await seedRealisticLog(store, capacityApplications);
        log('capacity: each projection alone over the applications');
        return measureCapacity(db, store, allProjections, context);
      }),
    );

const rebuild = !phases.has('rebuild')
  ? null
  : await withScratch('rebuild', (url) =>
      withStack(url, async ({ store, db }) => {
        log(`rebuild: seeding ${fmt(rebuildEvents)} events with batch appends`);
        const seed = await seedEvents(store, rebuildEvents);
        log(`rebuild: seeded in ${fmt(seed.seconds, 1)}s; rebuilding audit-log`);
        const result = await measureRebuild(db, store, auditLogProjection);
        return { ...result, seedSeconds: seed.seconds };
      }),
    );

const ms = (p: { p50: number; p99: number }) => `p50 ${fmt(p.p50)} ms / p99 ${fmt(p.p99)} ms`;
const rows: Array<[string, string, string, string]> = [];
if (append) {
  rows.push([
    `append throughput, ${writers} writers, adapter / raw INSERT`,
    `${fmt(append.ratio, 2)}  (${fmt(append.adapterRate)}/s vs ${fmt(append.rawRate)}/s)`,
    '>= 0.5',
    append.ratio >= 0.5 ? 'PASS' : 'FAIL',
  ]);
}
if (lag) {
  const at = `at ${fmt(lag.ratePerSecond)} events/s`;
  rows.push([`projection lag p50 ${at}`, `${fmt(lag.lag.p50)} ms`, '-', 'info']);
  rows.push([
    `projection lag p99 ${at}, all projections`,
    `${fmt(lag.lag.p99)} ms  (max ${fmt(lag.lag.max)} ms, ${fmt(lag.samples)} samples)`,
    `< ${GOAL_MS} ms`,
    lag.lag.p99 < GOAL_MS ? 'PASS' : 'FAIL',
  ]);
  // The total hides one slow projection among many fast ones: each has the same goal.
  for (const [name, p] of Object.entries(lag.perProjection)) {
    rows.push([`  ${name}`, `${ms(p)}  (max ${fmt(p.max)} ms)`, `< ${GOAL_MS} ms`, p.p99 < GOAL_MS ? 'PASS' : 'FAIL']);
  }
}
if (high) {
  const behind = Object.values(high.perProjection).filter((p) => p.behindFromSeconds !== null).length;
  rows.push([
    `projection lag p99 at ${fmt(high.ratePerSecond)} events/s, all projections`,
    `${fmt(high.lag.p99)} ms  (${behind} of ${allProjections.length} fell behind)`,
    '-',
    'info',
  ]);
}
if (rebuild) {
  rows.push([
    `rebuild audit-log from ${fmt(rebuild.events)} events`,
    `${fmt(rebuild.durationMs / 1_000, 1)} s  (${fmt(rebuild.events / (rebuild.durationMs / 1_000))} events/s)`,
    '-',
    'info',
  ]);
}
const widths = [0, 1, 2, 3].map((i) =>
  Math.max(...[['metric', 'value', 'goal', 'result'][i]!, ...rows.map((r) => r[i]!)].map((s) => s.length)),
);
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  |  ');

console.log('');
console.log(
  `Tawzeef event benchmarks: Node ${process.versions.node}, ${os.cpus().length} CPUs, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, ` +
    `load average ${os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(' ')}, ${args.store} store`,
);
console.log(line(['metric', 'value', 'goal', 'result']));
console.log(widths.map((w) => '-'.repeat(w)).join('--+--'));
for (const row of rows) console.log(line(row));
console.log('');
if (lag) {
  console.log(
    `lag = projection commit - append acknowledged, per projection and over all of them, ` +
      `measured after ${warmupSeconds} s of warm-up at the same rate`,
  );
  console.log(`  append latency itself: ${ms(lag.append)}; commit - append issued: ${ms(lag.sinceIssue)}`);
}
if (high) {
  console.log(
    `at ${fmt(high.ratePerSecond)} events/s (offered ${fmt(high.offeredPerSecond)}/s in appends of ${highPerAppend}, ` +
      `${highSeconds} s; ` +
      `append latency ${ms(high.append)}), per projection:`,
  );
  for (const [name, p] of Object.entries(high.perProjection)) {
    const state =
      p.behindFromSeconds === null
        ? 'keeps up'
        : `behind from ${fmt(p.behindFromSeconds, 1)} s, projecting ~${fmt(p.capacityPerSecond ?? NaN)} events/s`;
    console.log(`  ${name}: ${ms(p)}, max ${fmt(p.max)} ms; ${state}`);
  }
}
if (capacity) {
  console.log(
    `each projection alone over ${fmt(capacityApplications * 5)} events of ${fmt(capacityApplications)} applications ` +
      `(submitted, analysed, 3 status changes; 20 companies of 5 members): the rate above which it falls behind`,
  );
  for (const [name, perSecond] of Object.entries(capacity)) console.log(`  ${name}: ${fmt(perSecond)} events/s`);
}
if (rebuild) console.log(`seeding ${fmt(rebuildEvents)} events took ${fmt(rebuild.seedSeconds, 1)} s`);
console.log(`whole run ${fmt((performance.now() - started) / 1_000, 0)} s`);
if (rows.some((r) => r[3] === 'FAIL')) process.exitCode = 1;
