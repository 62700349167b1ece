/** Resolves after `ms`, or early (without throwing) when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

export type Backoff = { initialDelayMs?: number; maxDelayMs?: number };

export function backoff(options: Backoff = {}) {
  const initial = options.initialDelayMs ?? 100;
  const max = options.maxDelayMs ?? 30_000;
  let next = initial;
  return {
    take(): number {
      const delay = next;
      next = Math.min(next * 2, max);
      return delay;
    },
    reset(): void {
      next = initial;
    },
  };
}
