import type { Logger } from 'pino';
import { repeating, type Sweeper } from './repeating.ts';

export type MissedStarts = Sweeper;
type Window = { since: Date; before: Date };
/** One kind of workflow started at a submission: starts it for the submissions of `window` still waiting for it. */
export type StartsOf = { name: string; start: (window: Window) => Promise<number> };

export const startsOf = <T>(
  name: string,
  pending: (window: Window) => Promise<T[]>,
  start: (item: T) => Promise<void>,
): StartsOf => ({
  name,
  start: async (window) => {
    const items = await pending(window);
    for (const item of items) await start(item);
    return items.length;
  },
});

const MINUTE = 60_000;

/**
 * Starts the workflows of submissions still waiting for them some minutes on: an application whose CV analysis is
 * pending, a CV never read. The start at submission is tried once, because Temporal being down must not fail a
 * submission; without this sweep one made during an outage would wait forever. Starting is idempotent (the workflow
 * id derives from the submission, a running one is kept and a closed one is not started again), so a submission
 * whose workflow is merely slow costs one call per sweep.
 */
export function missedStartsSweeper(options: {
  workflows: StartsOf[];
  clock: () => Date;
  logger: Logger;
  /** How long the start at submission and the workflow itself are given first. */
  graceMs?: number;
  /** Older submissions are left to a person: a workflow that long overdue needs looking at. */
  lookBackMs?: number;
  intervalMs?: number;
}): MissedStarts {
  const { graceMs = 5 * MINUTE, lookBackMs = 7 * 24 * 60 * MINUTE, logger } = options;
  const sweep = async (): Promise<number> => {
    const now = options.clock().getTime();
    const window = { since: new Date(now - lookBackMs), before: new Date(now - graceMs) };
    let swept = 0;
    for (const workflow of options.workflows) {
      const started = await workflow.start(window);
      if (started) logger.info({ workflow: workflow.name, submissions: started }, 'started or found running');
      swept += started;
    }
    return swept;
  };
  const loop = repeating(sweep, options.intervalMs ?? 60_000, logger, 'missed starts sweep');
  return { sweep, start: loop.start, stop: loop.stop };
}
