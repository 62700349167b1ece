import type { Logger } from 'pino';

export type PeriodicSweep = { start(): void; stop(): Promise<void>; sweep(): Promise<number> };

/**
 * Runs `sweep` at start and then `intervalMs` after each run ends, never two at once. A failed run is logged and
 * retried at the next tick: what a sweep catches up on is stored, so nothing is lost in between.
 */
export function periodicSweep(sweep: () => Promise<number>, logger: Logger, intervalMs = 60_000): PeriodicSweep {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const tick = () => {
    running = sweep()
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'sweep failed; retrying at the next tick');
        return 0;
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };

  return {
    sweep,
    start: () => tick(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
