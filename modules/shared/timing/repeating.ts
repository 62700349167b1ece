type Log = { warn(details: object, message: string): void };

/** A periodic sweep: started with the API process, and run at will by tests. */
export type Sweeper = { start(): void; stop(): Promise<void>; sweep(): Promise<number> };

/**
 * Runs `run` now and then every `intervalMs` once started, one run at a time: a `kick()` during a run queues one
 * more run right after it. A failed run is logged and retried at the next tick. `stop()` waits for the current run.
 */
export function repeating(run: () => Promise<unknown>, intervalMs: number, log: Log, what: string) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;
  let stopped = false;

  function kick(): void {
    if (!started || stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = run()
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, `${what} failed; retrying at the next tick`),
      )
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          kick();
        } else timer = setTimeout(kick, intervalMs);
      });
  }

  return {
    kick,
    start() {
      if (started) return;
      started = true;
      kick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
