/**
 * Resolves at the first of: one of `waiters` being called (the caller wakes them all on news), `timeoutMs` passing,
 * or `signal` aborting; the waiter, timer and listener are removed whichever comes first.
 */
export function nextWake(waiters: Set<() => void>, timeoutMs: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters.delete(done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    waiters.add(done);
    signal.addEventListener('abort', done, { once: true });
  });
}
