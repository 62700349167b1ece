import type { Logger } from 'pino';
import type { JobsService } from '@tawzeef/jobs';
import { repeating, uuidV5, type Sweeper } from '@tawzeef/shared';

export type JobExpiry = Sweeper;

/**
 * Expires jobs whose deadline has passed. The deadline lives in the jobs read model, so a restart
 * loses nothing: the first sweep after it catches up. The command id derives from the job and its
 * deadline, so two API processes sweeping at once append one JobExpired between them.
 */
export function jobExpirySweeper(options: {
  jobs: JobsService;
  pastDeadline: (now: Date) => Promise<{ id: string; deadline: string | null }[]>;
  clock: () => Date;
  logger: Logger;
  intervalMs?: number;
}): JobExpiry {
  const { jobs, logger } = options;
  const sweep = async (): Promise<number> => {
    let expired = 0;
    for (const { id: jobId, deadline } of await options.pastDeadline(options.clock())) {
      try {
        const result = await jobs.expire(jobId, {
          commandId: uuidV5(`job-expiry/${jobId}/${deadline}`),
          actorId: null,
          correlationId: `job-expiry-${jobId}`,
        });
        if (result.position !== null) expired++;
      } catch (error) {
        logger.warn({ err: error, jobId }, 'could not expire a job; the next sweep retries');
      }
    }
    if (expired) logger.info({ expired }, 'jobs expired');
    return expired;
  };
  const loop = repeating(sweep, options.intervalMs ?? 60_000, logger, 'job expiry sweep');
  return { sweep, start: loop.start, stop: loop.stop };
}
