// npm run bench:load: mixed traffic at a fixed rate for a fixed time against a real API process: public job
// search and job pages, anonymous applications with a ~200 KB PDF, the company's lists and application
// profiles. Each class first runs alone at the same rate (the baseline), then all run mixed. Prints
// throughput, p50/p95/p99 and errors per class, the API's memory before and after the mixed run, and goals.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { cpuSecondsOf, runQueueSecondsOf, settle, startOwnApi, type OwnApi } from './load-api.ts';
import { gatherPool, loadClasses, type LoadClass } from './load-classes.ts';
import { watch } from './load-memory.ts';
import { printGoals, printPhase, type CpuUse } from './load-report.ts';
import { drive, type ClassStats } from './load-run.ts';

const { values: args } = parseArgs({
  options: {
    /** Seconds of the mixed run. */
    duration: { type: 'string', default: '600' },
    /** Requests per second of the mix, shared by the classes' weights (each class gets at least 1/s). */
    rate: { type: 'string', default: '20' },
    /** Seconds each class runs alone first, at its rate in the mix. */
    alone: { type: 'string', default: '30' },
    /** Seconds of mixed traffic before anything is measured. */
    warmup: { type: 'string', default: '30' },
    /**
     * Seconds of mixed traffic right before the measured run, so its memory figures start from the working set of
     * the mix (the alone runs let the heaps shrink); the memory over the ramp is printed too.
     */
    ramp: { type: 'string', default: '240' },
    /** An API already running (its data must have the company below); by default the bench starts its own. */
    url: { type: 'string' },
    /** With --url: the API's process id, for its RSS from /proc; without it, RSS comes from /api/metrics. */
    pid: { type: 'string' },
    email: { type: 'string', default: 'owner@sahara-tech.example' },
    password: { type: 'string', default: 'Tawzeef-Demo-1' },
    'board-jobs': { type: 'string', default: '10000' },
    'pdf-kb': { type: 'string', default: '200' },
    /** Some of the classes only (comma-separated names), e.g. to see which one slows the others down. */
    classes: { type: 'string' },
    keep: { type: 'boolean', default: false },
    /** A V8 CPU profile of the bench's own API, kept in its folder (open it in Chrome DevTools). */
    profile: { type: 'boolean', default: false },
  },
});
const log = (m: string) => console.error(`[bench:load] ${new Date().toISOString().slice(11, 19)} ${m}`);
const seconds = (name: 'duration' | 'alone' | 'warmup' | 'ramp') => {
  const value = Number(args[name]);
  const least = name === 'ramp' ? 0 : 1;
  if (!Number.isInteger(value) || value < least) throw new Error(`--${name} must be a whole number of seconds`);
  return value;
};

let own: OwnApi | null = null;
if (!args.url) {
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) throw new Error('set DATABASE_URL (source scripts/lib/env.sh) or pass --url');
  own = await startOwnApi({
    baseDatabaseUrl: base,
    boardJobs: Number(args['board-jobs']),
    keep: args.keep,
    profile: args.profile,
    log,
  });
}
const url = own?.url ?? args.url!.replace(/\/$/, '');
const pid = own?.pid ?? (args.pid ? Number(args.pid) : null);
/**
 * Runs classes together and notes, per second of the phase, the API's CPU use (1 = a whole core) and how long its
 * event loop waited for a CPU the machine's other processes held.
 */
async function phase(classes: { cls: LoadClass; rate: number }[], duration: number) {
  const bench = cpuSecondsOf(process.pid);
  const before = pid ? { cpu: cpuSecondsOf(pid), wait: runQueueSecondsOf(pid) } : null;
  const stats = await drive(url, classes, duration);
  const use =
    before && pid
      ? {
          cpu: (cpuSecondsOf(pid) - before.cpu) / duration,
          wait: (runQueueSecondsOf(pid) - before.wait) / duration,
          bench: (cpuSecondsOf(process.pid) - bench) / duration,
        }
      : null;
  return { stats, use };
}
const loads = (l: number[]) => l.map((n) => n.toFixed(2)).join(', ');
const calm = async (what: string) => {
  if (!own) return;
  const waited = await settle(own.pid);
  if (waited > 3) log(`waited ${waited.toFixed(0)} s for the API to go idle ${what}`);
};

try {
  const pool = await gatherPool(url, args.email, args.password);
  const chosen = args.classes?.split(',').map((name) => name.trim());
  const classes = loadClasses(pool, Number(args['pdf-kb']) * 1024).filter((c) => !chosen || chosen.includes(c.name));
  if (!classes.length) throw new Error('--classes names none of: search, job page, apply, company lists, profile');
  const total = Number(args.rate);
  const rated = classes.map((cls) => ({ cls, rate: Math.max(1, Math.round(total * cls.weight)) }));
  const rateOf = (cls: LoadClass) => rated.find((r) => r.cls === cls)!.rate;
  log(`${url}: ${rated.map((r) => `${r.cls.name} ${r.rate}/s`).join(', ')}; warm-up ${seconds('warmup')} s`);
  await calm('before the warm-up');
  const loadAtStart = loadavg();
  const warm = await phase(rated, seconds('warmup'));

  // The applications last, so the CV analyses they queue don't weigh on another class's baseline.
  const order = [...classes].sort((a, b) => Number(a.name === 'apply') - Number(b.name === 'apply'));
  const alone: ClassStats[] = [];
  const aloneUse: CpuUse[] = [];
  for (const cls of order) {
    await calm(`before ${cls.name} alone`);
    log(`${cls.name} alone at ${rateOf(cls)}/s for ${seconds('alone')} s`);
    const { stats, use } = await phase([{ cls, rate: rateOf(cls) }], seconds('alone'));
    alone.push(...stats);
    aloneUse.push(use);
  }
  await calm('before the mixed run');

  const window = (duration: number) => Math.min(60, Math.max(10, duration / 5));
  const watchRamp = watch(url, pid, window(seconds('ramp') || 1));
  const ramp = seconds('ramp') ? await phase(rated, seconds('ramp')) : null;
  if (ramp) log(`ramp: mixed at ${rated.reduce((n, r) => n + r.rate, 0)}/s for ${seconds('ramp')} s (not measured)`);
  const rampMemory = await watchRamp();

  const traffic = seconds('warmup') + classes.length * seconds('alone') + seconds('ramp');
  const loadAtMixed = loadavg();
  const stopWatching = watch(url, pid, window(seconds('duration')));
  log(`mixed at ${rated.reduce((n, r) => n + r.rate, 0)}/s for ${seconds('duration')} s`);
  const mixed = await phase(rated, seconds('duration'));
  const memory = await stopWatching();

  console.log(
    `\nLoad: ${url === own?.url ? `the bench's own API process (web/api/src/main.ts, worker included) on a scratch database with the demo seed and ${args['board-jobs']} board jobs` : url}; ` +
      `company lists and profiles as ${args.email}; applications with a ${Number(args['pdf-kb'])} KB PDF to that company's open jobs.`,
  );
  console.log(
    `Machine load averages (1, 5, 15 min; this machine has ${availableParallelism()} cores): ${loads(loadAtStart)} at the ` +
      `warm-up, ${loads(loadAtMixed)} at the start of the mixed run, ${loads(loadavg())} at its end.`,
  );
  printPhase(`Warm-up, mixed, ${seconds('warmup')} s (not measured)`, warm.stats, [warm.use]);
  printPhase(`Each class alone, ${seconds('alone')} s each`, alone, aloneUse);
  printPhase(`Mixed, ${seconds('duration')} s`, mixed.stats, [mixed.use], alone);
  if (ramp) printPhase(`Ramp, mixed, ${seconds('ramp')} s (not measured)`, ramp.stats, [ramp.use]);
  printGoals({
    warm: [...warm.stats, ...(ramp?.stats ?? [])],
    alone,
    mixed: mixed.stats,
    memory,
    ramp: ramp ? rampMemory : null,
    warmSeconds: traffic,
    fromProc: !!pid,
  });
} finally {
  await own?.stop();
}
