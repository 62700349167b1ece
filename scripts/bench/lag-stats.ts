/** Percentiles and the falling-behind point of a projection's lags, for bench:events. */
export type Percentiles = { p50: number; p99: number; max: number };

/** One projection at one rate: its lag, and whether (and from when) it fell behind for good. */
export type ProjectionLag = Percentiles & {
  /** Seconds into the run after which every event waited longer than the threshold; null if it kept up. */
  behindFromSeconds: number | null;
  /** Events per second it projected while behind (its capacity under this load); null if it kept up. */
  capacityPerSecond: number | null;
};

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

/**
 * `events` in the order they were issued, each with its issue time, lag (ms) and commit time (all from the run's
 * start). A projection falls behind when, from some event on, every lag is over `thresholdMs` up to the end of the
 * run: a backlog that only grows or drains after the appends stop. Short spikes that recover do not count.
 */
export function projectionLag(
  events: readonly { issuedAt: number; lag: number; committedAt: number }[],
  thresholdMs: number,
): ProjectionLag {
  const summary = percentiles(events.map((e) => e.lag));
  let from = events.length;
  while (from > 0 && events[from - 1]!.lag > thresholdMs) from--;
  // Behind for good only if the backlog holds over a real stretch of the run, not its last few events.
  if (from === events.length || events.length - from < Math.max(10, events.length * 0.05)) {
    return { ...summary, behindFromSeconds: null, capacityPerSecond: null };
  }
  const tail = events.slice(from);
  const firstCommit = Math.min(...tail.map((e) => e.committedAt));
  const lastCommit = Math.max(...tail.map((e) => e.committedAt));
  const span = (lastCommit - firstCommit) / 1_000;
  return {
    ...summary,
    behindFromSeconds: events[from]!.issuedAt / 1_000,
    capacityPerSecond: span > 0 ? tail.length / span : null,
  };
}
