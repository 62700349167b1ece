import type { Logger } from 'pino';
import type { Worker } from '@temporalio/worker';
import { connectWorker, createActivityWorker, createWorker } from '@tawzeef/workflows';

export type BackgroundWorker = { start(): void; stop(): Promise<void> };

/**
 * Runs the Temporal worker beside the HTTP server. Bundling the workflow code takes seconds and
 * Temporal may come up after the API, so it starts in the background and retries until it runs.
 */
export function backgroundWorker(options: {
  address: string;
  namespace: string;
  taskQueue?: string;
  activities: object;
  logger: Logger;
  retryMs?: number;
  /** Activities only, no workflow bundle (the interviewers' queue). */
  activitiesOnly?: boolean;
}): BackgroundWorker {
  const { logger, retryMs = 5_000 } = options;
  let worker: Worker | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const attempt = async () => {
    try {
      const connection = await connectWorker(options.address);
      worker = await (options.activitiesOnly ? createActivityWorker : createWorker)({
        connection,
        namespace: options.namespace,
        taskQueue: options.taskQueue,
        activities: options.activities,
      });
      if (stopped) return void (await connection.close());
      logger.info({ taskQueue: worker.options.taskQueue }, 'temporal worker running');
      running = worker.run().finally(() => connection.close());
      await running;
    } catch (error) {
      if (stopped) return;
      logger.warn({ err: error, retryInMs: retryMs }, 'temporal worker not running; retrying');
      timer = setTimeout(() => void attempt(), retryMs);
    }
  };

  return {
    start: () => void attempt(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (worker && worker.getState() === 'RUNNING') worker.shutdown();
      await running?.catch(() => undefined);
    },
  };
}
