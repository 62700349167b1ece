import { nextWake, type AppEventStore, type RecordedEvent } from '@tawzeef/shared';
import { backoff, sleep, type Backoff } from './timing.ts';

export type LogTail = {
  /**
   * Up to `limit` events after `after`, in log order: from memory when the tail holds them, else from the
   * store. Waits (until new events, at most `idleMs`, or the signal) when there are none yet; may answer [].
   */
  read(after: bigint, limit: number, signal: AbortSignal, idleMs?: number): Promise<RecordedEvent[]>;
  stop(): Promise<void>;
};

/**
 * One subscription to the global log for all the runner's projections: it keeps the newest events in memory
 * (all of them after `from`, up to `capacity`), and each projection reads its next batch from there instead of
 * querying the log itself. A projection behind the window (a catch-up, a rebuild's rewind) reads the store.
 */
export function startLogTail(options: {
  store: AppEventStore;
  from: bigint;
  batchSize: number;
  capacity?: number;
  retry?: Backoff;
  onError?: (error: unknown) => void;
}): LogTail {
  const { store, batchSize } = options;
  const capacity = Math.max(options.capacity ?? 10_000, batchSize * 2);
  // The window holds every event in (start, end], in order.
  let window: RecordedEvent[] = [];
  let start = options.from;
  let end = options.from;
  const waiters = new Set<() => void>();
  const controller = new AbortController();

  const append = (events: RecordedEvent[]) => {
    for (const e of events) if (e.globalPosition > end) window.push(e);
    end = window.at(-1)?.globalPosition ?? end;
    if (window.length > capacity) {
      const drop = window.length - Math.floor(capacity / 2);
      start = window[drop - 1]!.globalPosition;
      window = window.slice(drop);
    }
    for (const wake of [...waiters]) wake();
  };

  const loop = (async () => {
    const delays = backoff(options.retry);
    while (!controller.signal.aborted) {
      try {
        await store.subscribe({
          after: end,
          batchSize,
          signal: controller.signal,
          onEvents: async (events) => {
            append(events);
            delays.reset();
          },
        });
      } catch (error) {
        if (controller.signal.aborted) break;
        options.onError?.(error);
      }
      await sleep(delays.take(), controller.signal);
    }
  })();

  const changed = (signal: AbortSignal, timeoutMs: number) => nextWake(waiters, timeoutMs, signal);

  /** Index of the first event after `after` (the window is sorted by position). */
  const firstAfter = (after: bigint) => {
    let lo = 0;
    let hi = window.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (window[mid]!.globalPosition <= after) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  return {
    async read(after, limit, signal, idleMs = 1_000) {
      if (after >= start && after < end) {
        const i = firstAfter(after);
        return window.slice(i, i + limit);
      }
      if (after >= end) {
        await changed(signal, idleMs);
        if (after >= start && after < end) return window.slice(firstAfter(after), firstAfter(after) + limit);
        return [];
      }
      const events = await store.readAll({ after, limit });
      if (events.length === 0) await changed(signal, idleMs);
      return events;
    },
    async stop() {
      controller.abort();
      for (const wake of [...waiters]) wake();
      await loop;
    },
  };
}
