import type { Logger } from 'pino';
import { periodicSweep, type PeriodicSweep } from './periodic-sweep.ts';

export type HiringStarts = PeriodicSweep;
type Pending = { applicationId: string; jobId: string; companyId: string };

const MINUTE = 60_000;

/**
 * Starts the hiring process of applications whose CV analysis is still pending some minutes after they were
 * submitted. The start at submission is tried once, because Temporal being down must not fail an application;
 * without this sweep an application submitted during an outage would wait forever. Starting is idempotent (the
 * workflow id is hiring-<application id>, a running one is kept and a closed one is not started again), so an
 * application whose process is merely slow costs one call per sweep.
 */
export function hiringStartSweeper(options: {
  pending: (window: { since: Date; before: Date }) => Promise<Pending[]>;
  start: (input: Pending) => Promise<void>;
  clock: () => Date;
  logger: Logger;
  /** How long the start at submission and the CV analysis are given first. */
  graceMs?: number;
  /** Older applications are left to a person: a process that long overdue needs looking at. */
  lookBackMs?: number;
  intervalMs?: number;
}): HiringStarts {
  const { graceMs = 5 * MINUTE, lookBackMs = 7 * 24 * 60 * MINUTE, logger } = options;
  const sweep = async (): Promise<number> => {
    const now = options.clock().getTime();
    const pending = await options.pending({ since: new Date(now - lookBackMs), before: new Date(now - graceMs) });
    for (const application of pending) await options.start(application);
    if (pending.length) logger.info({ applications: pending.length }, 'hiring processes started or found running');
    return pending.length;
  };
  return periodicSweep(sweep, logger, options.intervalMs);
}
