// The load bench's tables and goal lines.
import { quantile } from './applications-http.ts';
import type { MemoryReport } from './load-memory.ts';
import { errorCount, type ClassStats } from './load-run.ts';

const ms = (values: number[], q: number) => (values.length ? quantile(values, q).toFixed(1) : '-');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
const p95 = (s: ClassStats) => quantile(s.latencies, 0.95);

function row(s: ClassStats, alone?: ClassStats) {
  return {
    class: s.name,
    'rate /s': s.rate,
    answers: s.latencies.length,
    'per second': (s.latencies.length / s.seconds).toFixed(2),
    'p50 ms': ms(s.latencies, 0.5),
    'p95 ms': ms(s.latencies, 0.95),
    'p99 ms': ms(s.latencies, 0.99),
    errors: errorCount(s),
    ...(alone ? { 'p95 / alone': (p95(s) / p95(alone)).toFixed(2) } : {}),
  };
}

/** The API's CPU use and its event loop's wait for a CPU, per second of a phase; null when the process is unknown. */
export type CpuUse = { cpu: number; wait: number; bench: number } | null;

/** `use`: one figure for the phase, or one per class when each ran alone. */
export function printPhase(title: string, stats: ClassStats[], use: CpuUse[], alone?: ClassStats[]) {
  const all = stats.flatMap((s) => s.latencies);
  const secondsOf = Math.max(...stats.map((s) => s.seconds));
  const whole = use.length === 1 && use[0] ? use[0] : null;
  const phaseUse = whole
    ? `; the API used ${percent(whole.cpu)} of a core and its event loop waited ${percent(whole.wait)} of the time for a ` +
      `CPU; the load generator used ${percent(whole.bench)}`
    : '';
  console.log(`\n${title}: ${all.length} answers, ${(all.length / secondsOf).toFixed(1)} per second${phaseUse}`);
  const perClass = (i: number) => {
    const u = use.length > 1 ? use[i] : null;
    return u ? { 'API CPU': percent(u.cpu), 'CPU wait': percent(u.wait), 'bench CPU': percent(u.bench) } : {};
  };
  console.table(
    stats.map((s, i) => ({
      ...row(
        s,
        alone?.find((a) => a.name === s.name),
      ),
      ...perClass(i),
    })),
  );
  for (const s of stats.filter((s) => errorCount(s) > 0)) {
    const statuses = [...s.statuses].filter(([status]) => status >= 400 || status < 200);
    const described = [
      ...statuses.map(([status, n]) => `${n}×${status}`),
      ...[...s.failures].map(([m, n]) => `${n}×${m}`),
    ];
    console.log(`  ${s.name} errors: ${described.join(', ')}`);
    for (const sample of s.samples) console.log(`    ${sample.slice(0, 300)}`);
  }
}

export function printGoals(run: {
  warm: ClassStats[];
  alone: ClassStats[];
  mixed: ClassStats[];
  memory: MemoryReport;
  /** The memory over the unmeasured mixed ramp before the measured run, when there was one. */
  ramp: MemoryReport | null;
  /** Seconds of traffic the API had served when the memory's start figure was taken. */
  warmSeconds: number;
  fromProc: boolean;
}) {
  const { start, end, peakRss, worstLoopP99, samples, window, trend } = run.memory;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const growth = (end.rss / start.rss - 1) * 100;
  const heapGrowth = (end.heapUsed / start.heapUsed - 1) * 100;
  const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}%`;
  console.log(
    `\nMemory of the API process (RSS ${run.fromProc ? 'from /proc' : 'from /api/metrics'}, V8 heap from /api/metrics, ` +
      `${samples} samples 5 s apart; start and end are the medians of the first and last ${window} s of the mixed run, ` +
      `which began after ${run.warmSeconds} s of warm-up, single-class traffic and mixed ramp): RSS ${mb(start.rss)} -> ${mb(end.rss)} ` +
      `(${signed(growth)}), peak ${mb(peakRss)}; heap used ${mb(start.heapUsed)} -> ${mb(end.heapUsed)} ` +
      `(${signed(heapGrowth)}). Worst event-loop delay p99 over 5 s: ${(worstLoopP99 * 1000).toFixed(0)} ms.`,
  );
  const tenths = (t: number[]) => t.map((b) => (Number.isNaN(b) ? '-' : (b / 2 ** 20).toFixed(0))).join(', ');
  if (run.ramp)
    console.log(
      `RSS over the ramp: ${mb(run.ramp.start.rss)} -> ${mb(run.ramp.end.rss)} (the mix's working set building up); ` +
        `per tenth (MB): ${tenths(run.ramp.trend)}`,
    );
  console.log(`RSS per tenth of the mixed run (MB): ${tenths(trend)}`);
  // A leak keeps climbing; a working set levels off. The slope of the second half tells them apart.
  // The sixth and the tenth tenth's medians lie four tenths of the run apart.
  const slope = (trend[9]! - trend[5]!) / 2 ** 20 / ((0.4 * run.memory.seconds) / 60);
  if (Number.isFinite(slope))
    console.log(`RSS slope over the second half of the mixed run: ${slope.toFixed(1)} MB a minute`);
  const errors = [...run.warm, ...run.alone, ...run.mixed].reduce((n, s) => n + errorCount(s), 0);
  const lines = [`goal: 0 errors (warm-up, alone, ramp and mixed): ${verdict(errors === 0)} (${errors})`];
  for (const s of run.mixed) {
    const alone = run.alone.find((a) => a.name === s.name)!;
    const ratio = p95(s) / p95(alone);
    lines.push(
      `goal: ${s.name} p95 mixed <= 2x alone: ${verdict(ratio <= 2)} (${p95(s).toFixed(1)} / ${p95(alone).toFixed(1)} ms = ${ratio.toFixed(2)})`,
    );
  }
  lines.push(`goal: memory growth over the mixed run < 10%: ${verdict(growth < 10)} (${growth.toFixed(1)}%)`);
  console.log(lines.join('\n'));
  if (lines.some((l) => l.includes('FAIL'))) process.exitCode = 1;
}
