import type { RecordedEvent, SubscribeOptions } from './port.ts';
import type { Wakeup } from './postgres-wakeup.ts';

export type PollSource = {
  readAll(options: { after: bigint; limit: number }): Promise<RecordedEvent[]>;
  wakeup: Wakeup;
  pollIntervalMs: number;
};

/**
 * Catch-up then live delivery over `readAll`. A failed read is retried with a back-off (the
 * database may be restarting); an error from `onEvents` ends the subscription with that error.
 */
export async function pollSubscription(source: PollSource, options: SubscribeOptions) {
  const { signal, onEvents } = options;
  const batchSize = options.batchSize ?? 500;
  let after = options.after;
  let failures = 0;
  while (!signal.aborted) {
    const seen = source.wakeup.generation();
    let events: RecordedEvent[];
    try {
      events = await source.readAll({ after, limit: batchSize });
      failures = 0;
    } catch (error) {
      if (signal.aborted) return;
      failures++;
      if (failures > 50) throw error;
      await sleep(Math.min(100 * failures, 2_000), signal);
      continue;
    }
    if (signal.aborted) return;
    if (events.length > 0) {
      await onEvents(events);
      after = events[events.length - 1]!.globalPosition;
      if (events.length === batchSize) continue;
    }
    await source.wakeup.waitForChange(seen, source.pollIntervalMs, signal);
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
