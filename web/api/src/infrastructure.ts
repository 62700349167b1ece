import type { Container } from 'inversify';
import type { DestinationStream } from 'pino';
import { Client, Connection } from '@temporalio/client';
import { RoomServiceClient } from 'livekit-server-sdk';
import { Client as OpenSearchClient } from '@opensearch-project/opensearch';
import {
  allProjections,
  closeReadModelDb,
  createBoardIndexSync,
  createOpenSearchBoard,
  createProjectionRunner,
  createReadModelDb,
  postgresBoardSearch,
  readModelQueries,
} from '@tawzeef/read-models';
import type { AppConfig } from './config.ts';
import { createAppEventStore } from './event-store.ts';
import { databaseCheck, eventStoreCheck, liveKitCheck, temporalCheck } from './health-checks.ts';
import { createLogger } from './logging.ts';
import { createMetrics } from './metrics.ts';
import { createOpenApiRegistry, readAfterPosition, waitForProjections } from '@tawzeef/http';
import { TOKENS } from './tokens.ts';

/** What every context shares: configuration, logs, the database, the event store, projections, Temporal, LiveKit. */
export function bindInfrastructure(c: Container, config: AppConfig, logDestination?: DestinationStream): void {
  c.bind(TOKENS.Config).toConstantValue(config);
  c.bind(TOKENS.Logger).toDynamicValue(() => createLogger(config, logDestination));

  // One pool serves the read models, their queries and the health check.
  c.bind(TOKENS.ReadModelDb)
    .toDynamicValue(() => createReadModelDb(config.DATABASE_URL))
    .onDeactivation((db) => closeReadModelDb(db));
  c.bind(TOKENS.PgPool).toDynamicValue((ctx) => ctx.get(TOKENS.ReadModelDb).$client);
  // Personal data in events is sealed with per-person keys (issue #22): see event-store.ts.
  c.bind(TOKENS.EventStoreParts)
    .toDynamicValue((ctx) =>
      createAppEventStore({
        databaseUrl: config.DATABASE_URL,
        eventStoreConnectionString: config.EVENTSTORE_CONNECTION_STRING,
        pool: ctx.get(TOKENS.PgPool),
      }),
    )
    .onDeactivation(({ store }) => store.close());
  c.bind(TOKENS.EventStore).toDynamicValue((ctx) => ctx.get(TOKENS.EventStoreParts).store);
  c.bind(TOKENS.KeyVault).toDynamicValue((ctx) => ctx.get(TOKENS.EventStoreParts).vault);

  c.bind(TOKENS.ProjectionRunner)
    .toDynamicValue((ctx) => {
      const logger = ctx.get(TOKENS.Logger).child({ component: 'projections' });
      return createProjectionRunner({
        db: ctx.get(TOKENS.ReadModelDb),
        store: ctx.get(TOKENS.EventStore),
        projections: allProjections,
        logger,
        onCommitted: (name, events) => {
          ctx.get(TOKENS.NotificationHub).committed(name, events);
          // Unbound first on close (closeContainer), while the runner may still commit.
          if (c.isBound(TOKENS.MentionMails)) ctx.get(TOKENS.MentionMails).committed(name, events);
        },
      });
    })
    .onDeactivation((runner) => runner.stop());
  c.bind(TOKENS.OpenSearchBoard).toDynamicValue(() =>
    config.SEARCH_ENGINE === 'opensearch'
      ? createOpenSearchBoard(new OpenSearchClient({ node: config.OPENSEARCH_URL }), config.OPENSEARCH_INDEX, {
          countCap: config.BOARD_COUNT_CAP,
        })
      : null,
  );
  c.bind(TOKENS.BoardIndexSync)
    .toDynamicValue((ctx) => {
      const board = ctx.get(TOKENS.OpenSearchBoard);
      const logger = ctx.get(TOKENS.Logger).child({ component: 'board-index' });
      return board
        ? createBoardIndexSync({
            db: ctx.get(TOKENS.ReadModelDb),
            board,
            onError: (err) => logger.error({ err }, 'keeping the OpenSearch board in step failed; will retry'),
          })
        : null;
    })
    .onDeactivation((sync) => sync?.stop());
  c.bind(TOKENS.ReadModels).toDynamicValue((ctx) =>
    readModelQueries(ctx.get(TOKENS.ReadModelDb), {
      boardSearch:
        ctx.get(TOKENS.OpenSearchBoard) ??
        postgresBoardSearch(ctx.get(TOKENS.ReadModelDb), { countCap: config.BOARD_COUNT_CAP }),
    }),
  );
  // The runner is looked up when a write waits, not when the routes are built.
  c.bind(TOKENS.WaitFor).toDynamicValue(
    (ctx) => (projections) =>
      waitForProjections(
        { waitForPosition: (...args) => ctx.get(TOKENS.ProjectionRunner).waitForPosition(...args) },
        projections,
        config.READ_WAIT_TIMEOUT_MS,
      ),
  );
  c.bind(TOKENS.ReadAfter).toDynamicValue((ctx) =>
    readAfterPosition(ctx.get(TOKENS.ProjectionRunner), config.READ_WAIT_TIMEOUT_MS),
  );

  c.bind(TOKENS.TemporalConnection)
    .toDynamicValue(() => Connection.lazy({ address: config.TEMPORAL_ADDRESS }))
    .onDeactivation((connection) => connection.close());
  c.bind(TOKENS.TemporalClient).toDynamicValue(
    (ctx) => new Client({ connection: ctx.get(TOKENS.TemporalConnection), namespace: config.TEMPORAL_NAMESPACE }),
  );
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
}
