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

/** Samples until stopped; returns the first and last samples, the peak RSS and the worst event-loop p99. */
export function watch(url: string, pid: number | null, first: Sample) {
  const samples: Sample[] = [first];
  const timer = setInterval(() => {
    sample(url, pid).then(
      (s) => samples.push(s),
      () => {},
    );
  }, 5000);
  return async () => {
    clearInterval(timer);
    const last = await sample(url, pid);
    samples.push(last);
    return {
      start: first,
      end: last,
      peakRss: Math.max(...samples.map((s) => s.rss)),
      worstLoopP99: Math.max(...samples.slice(1).map((s) => s.loopP99)),
      samples: samples.length,
    };
  };
}

export type MemoryReport = Awaited<ReturnType<ReturnType<typeof watch>>>;
