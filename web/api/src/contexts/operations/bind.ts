import type { Container } from 'inversify';
import type { AppConfig } from '../../config.ts';
import { docsRouter } from '../../docs.ts';
import { healthRouter } from '../../health.ts';
import { metricsRouter } from '../../metrics.ts';
import { auditLogRoute } from './audit-log.ts';
import { projectionsRoute } from './projections.ts';
import { streamsRoute } from './streams.ts';
import { TOKENS } from '../../tokens.ts';
import { operatorsOnly, requireOperator } from './operator.ts';

/** The operators' side: health, metrics, projection status, the global log and stream audit, the API's docs. */
export function bindOperations(c: Container, config: AppConfig): void {
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
  const operator = requireOperator(config.OPS_API_TOKEN);
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    operatorsOnly(
      operator,
      auditLogRoute(ctx.get(TOKENS.ReadModels), ctx.get(TOKENS.OpenApiRegistry), ctx.get(TOKENS.ReadAfter)),
    ),
  );
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    operatorsOnly(
      operator,
      streamsRoute(ctx.get(TOKENS.ReadModels), ctx.get(TOKENS.OpenApiRegistry), ctx.get(TOKENS.ReadAfter)),
    ),
  );
  // The document is generated at its first request, from every route registered by then.
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => ({
    path: '/',
    router: docsRouter(ctx.get(TOKENS.OpenApiRegistry)),
  }));
}
