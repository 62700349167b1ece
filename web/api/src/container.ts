import { Container } from 'inversify';
import type { DestinationStream } from 'pino';
import { Client, Connection } from '@temporalio/client';
import { RoomServiceClient } from 'livekit-server-sdk';
import { createEventStore } from '@tawzeef/shared';
import {
  allProjections,
  closeReadModelDb,
  createProjectionRunner,
  createReadModelDb,
  readModelQueries,
  rebuildProjections,
} from '@tawzeef/read-models';
import { readModelActivities } from '@tawzeef/workflows';
import type { AppConfig } from './config.ts';
import { docsRouter } from './docs.ts';
import { healthRouter } from './health.ts';
import { databaseCheck, eventStoreCheck, liveKitCheck, temporalCheck } from './health-checks.ts';
import { createLogger } from './logging.ts';
import { createMetrics, metricsRouter } from './metrics.ts';
import { createOpenApiRegistry } from './openapi.ts';
import { readAfterPosition } from './read-your-writes.ts';
import { auditLogRoute } from './routes/audit-log.ts';
import { projectionsRoute } from './routes/projections.ts';
import { streamsRoute } from './routes/streams.ts';
import { backgroundWorker } from './temporal-worker.ts';
import { TOKENS } from './tokens.ts';

export type ContainerOptions = { logDestination?: DestinationStream };

/** The one composition root: every concrete class of the API is built here and nowhere else. */
export function createContainer(config: AppConfig, options: ContainerOptions = {}): Container {
  const c = new Container({ defaultScope: 'Singleton' });

  c.bind(TOKENS.Config).toConstantValue(config);
  c.bind(TOKENS.Logger).toDynamicValue(() => createLogger(config, options.logDestination));

  // One pool serves the read models, their queries and the health check.
  c.bind(TOKENS.ReadModelDb)
    .toDynamicValue(() => createReadModelDb(config.DATABASE_URL))
    .onDeactivation((db) => closeReadModelDb(db));
  c.bind(TOKENS.PgPool).toDynamicValue((ctx) => ctx.get(TOKENS.ReadModelDb).$client);
  c.bind(TOKENS.EventStore)
    .toDynamicValue(() =>
      createEventStore({
        databaseUrl: config.DATABASE_URL,
        eventStoreConnectionString: config.EVENTSTORE_CONNECTION_STRING,
      }),
    )
    .onDeactivation((store) => store.close());

  c.bind(TOKENS.ProjectionRunner)
    .toDynamicValue((ctx) => {
      const logger = ctx.get(TOKENS.Logger).child({ component: 'projections' });
      return createProjectionRunner({
        db: ctx.get(TOKENS.ReadModelDb),
        store: ctx.get(TOKENS.EventStore),
        projections: allProjections,
        logger,
      });
    })
    .onDeactivation((runner) => runner.stop());
  c.bind(TOKENS.ReadModels).toDynamicValue((ctx) => readModelQueries(ctx.get(TOKENS.ReadModelDb)));
  c.bind(TOKENS.ReadAfter).toDynamicValue((ctx) =>
    readAfterPosition(ctx.get(TOKENS.ProjectionRunner), config.READ_WAIT_TIMEOUT_MS),
  );

  c.bind(TOKENS.TemporalConnection)
    .toDynamicValue(() => Connection.lazy({ address: config.TEMPORAL_ADDRESS }))
    .onDeactivation((connection) => connection.close());
  c.bind(TOKENS.TemporalClient).toDynamicValue(
    (ctx) => new Client({ connection: ctx.get(TOKENS.TemporalConnection), namespace: config.TEMPORAL_NAMESPACE }),
  );
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
        activities: readModelActivities(rebuild),
        logger: ctx.get(TOKENS.Logger).child({ component: 'temporal-worker' }),
      });
    })
    .onDeactivation((worker) => worker.stop());
  c.bind(TOKENS.LiveKitRooms).toDynamicValue(
    () => new RoomServiceClient(config.livekitHttpUrl, config.LIVEKIT_API_KEY, config.LIVEKIT_API_SECRET),
  );

  c.bind(TOKENS.HealthCheck).toDynamicValue((ctx) => databaseCheck(ctx.get(TOKENS.PgPool)));
  c.bind(TOKENS.HealthCheck).toDynamicValue((ctx) => eventStoreCheck(ctx.get(TOKENS.EventStore)));
  c.bind(TOKENS.HealthCheck)
    .toDynamicValue(() =>
      temporalCheck({
        address: config.TEMPORAL_ADDRESS,
        namespace: config.TEMPORAL_NAMESPACE,
        timeoutMs: config.HEALTH_TIMEOUT_MS,
      }),
    )
    .onDeactivation((check) => check.close?.());
  c.bind(TOKENS.HealthCheck).toDynamicValue((ctx) => liveKitCheck(ctx.get(TOKENS.LiveKitRooms)));

  c.bind(TOKENS.Metrics).toDynamicValue((ctx) => createMetrics(ctx.get(TOKENS.ProjectionRunner)));
  c.bind(TOKENS.OpenApiRegistry).toDynamicValue(() => createOpenApiRegistry());

  // Mounted under /api in binding order; modules add their routes here.
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => ({
    path: '/health',
    router: healthRouter(ctx.getAll(TOKENS.HealthCheck), config.HEALTH_TIMEOUT_MS, ctx.get(TOKENS.OpenApiRegistry)),
  }));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => ({
    path: '/metrics',
    router: metricsRouter(ctx.get(TOKENS.Metrics), ctx.get(TOKENS.OpenApiRegistry)),
  }));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    projectionsRoute(ctx.get(TOKENS.ProjectionRunner), ctx.get(TOKENS.OpenApiRegistry)),
  );
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    auditLogRoute(ctx.get(TOKENS.ReadModels), ctx.get(TOKENS.OpenApiRegistry), ctx.get(TOKENS.ReadAfter)),
  );
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    streamsRoute(ctx.get(TOKENS.ReadModels), ctx.get(TOKENS.OpenApiRegistry), ctx.get(TOKENS.ReadAfter)),
  );
  // Last, so the generated document already holds every other route.
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => ({
    path: '/',
    router: docsRouter(ctx.get(TOKENS.OpenApiRegistry)),
  }));
  return c;
}

/** Stops the projection runner first, then closes connections through each binding's deactivation. */
export async function closeContainer(c: Container): Promise<void> {
  if (c.isBound(TOKENS.TemporalWorker)) await c.unbindAsync(TOKENS.TemporalWorker);
  await c.unbindAsync(TOKENS.ProjectionRunner);
  await c.unbindAllAsync();
}
