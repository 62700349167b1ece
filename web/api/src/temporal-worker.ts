import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { Worker } from '@temporalio/worker';
import { allProjections, rebuildProjections } from '@tawzeef/read-models';
import {
  applicationActivities,
  connectWorker,
  createActivityWorker,
  createWorker,
  deliveryActivities,
  humanInterviewActivities,
  readModelActivities,
  retentionActivities,
} from '@tawzeef/workflows';
import type { AppConfig } from './config.ts';
import { TOKENS } from './tokens.ts';

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

/** The Temporal worker of the main task queue, with every context's activities (the worker role runs it). */
export function bindTemporalWorker(c: Container, config: AppConfig): void {
  c.bind(TOKENS.TemporalWorker)
    .toDynamicValue((ctx) => {
      const db = ctx.get(TOKENS.ReadModelDb);
      const store = ctx.get(TOKENS.EventStore);
      const rebuild = async (name: string | null) => {
        const results = await rebuildProjections({
          db,
          store,
          projections: allProjections,
          names: name ? [name] : undefined,
        });
        return { rebuilt: results.map((r) => r.name), events: results.reduce((sum, r) => sum + r.events, 0) };
      };
      return backgroundWorker({
        address: config.TEMPORAL_ADDRESS,
        namespace: config.TEMPORAL_NAMESPACE,
        taskQueue: config.TEMPORAL_TASK_QUEUE,
        activities: {
          ...readModelActivities(rebuild),
          ...deliveryActivities(ctx.get(TOKENS.Communications)),
          ...humanInterviewActivities(ctx.get(TOKENS.HumanInterviewActivities)),
          ...retentionActivities(ctx.get(TOKENS.RetentionRun)),
          ...applicationActivities(
            ctx.get(TOKENS.Applications),
            { identity: ctx.get(TOKENS.Identity) },
            ctx.get(TOKENS.InterviewActivities),
          ),
        },
        logger: ctx.get(TOKENS.Logger).child({ component: 'temporal-worker' }),
      });
    })
    .onDeactivation((worker) => worker.stop());
}
