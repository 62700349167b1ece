// The API's memory and event loop during a run: RSS from /proc when the process is known (else from the API's
// Prometheus metrics), V8's used heap and the event loop's delay from /api/metrics, sampled every 5 s.
import { rssOf } from './load-api.ts';

export type Sample = { rss: number; heapUsed: number; loopP99: number };

async function metrics(url: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  const values = new Map<string, number>();
  for (const [, name, value] of text.matchAll(
    /^(?:\w+?_)?(process_resident_memory_bytes|nodejs_heap_size_used_bytes|nodejs_eventloop_lag_p99_seconds) (\S+)$/gm,
  ))
    values.set(name!, Number(value));
  return values;
}

export async function sample(url: string, pid: number | null): Promise<Sample> {
  const m = await metrics(url);
  const rss = pid ? rssOf(pid) : m.get('process_resident_memory_bytes');
  if (rss === undefined) throw new Error(`${url}/api/metrics has no process_resident_memory_bytes`);
  return {
    rss,
    heapUsed: m.get('nodejs_heap_size_used_bytes') ?? NaN,
    loopP99: m.get('nodejs_eventloop_lag_p99_seconds') ?? NaN,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Samples until stopped. A single RSS reading moves by tens of MB with each garbage collection, so the start and
 * end figures are the medians of the samples in the first and last `window` seconds of the run.
 */
export function watch(url: string, pid: number | null, window: number) {
  const began = performance.now();
  const samples: (Sample & { at: number })[] = [];
  const take = () =>
    sample(url, pid).then(
      (s) => void samples.push({ ...s, at: (performance.now() - began) / 1000 }),
      () => {},
    );
  void take();
  const timer = setInterval(take, 5000);
  return async () => {
    clearInterval(timer);
    await take();
    const end = samples.at(-1)!.at;
    const first = samples.filter((s) => s.at <= window);
    const last = samples.filter((s) => s.at >= end - window);
    return {
      window,
      start: { rss: median(first.map((s) => s.rss)), heapUsed: median(first.map((s) => s.heapUsed)) },
      end: { rss: median(last.map((s) => s.rss)), heapUsed: median(last.map((s) => s.heapUsed)) },
      peakRss: Math.max(...samples.map((s) => s.rss)),
      /** The median RSS of each tenth of the run: a plateau or a steady climb. */
      trend: Array.from({ length: 10 }, (_, i) => {
        const part = samples.filter((s) => s.at >= (end * i) / 10 && s.at <= (end * (i + 1)) / 10);
        return part.length ? median(part.map((s) => s.rss)) : NaN;
      }),
      worstLoopP99: Math.max(...samples.slice(1).map((s) => s.loopP99)),
      samples: samples.length,
      seconds: end,
    };
  };
}

export type MemoryReport = Awaited<ReturnType<ReturnType<typeof watch>>>;
