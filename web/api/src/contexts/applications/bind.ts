import type { Container } from 'inversify';
import { randomUUID } from 'node:crypto';
import { createPgRateLimiter } from '@tawzeef/identity';
import { createFileSystemCvStorage } from '@tawzeef/applications';
import { applicationsProjectionNames, createReactor } from '@tawzeef/read-models';
import { hiringSignals, workflowStarts } from '@tawzeef/workflows';
import type { AppConfig } from '../../config.ts';
import { TOKENS } from '../../tokens.ts';
import { requireOperator } from '../operations/operator.ts';
import { applicationsService } from './wiring.ts';
import {
  applyRoute,
  candidateApplicationsRoute,
  candidateCvsRoute,
  companyApplicationCvRoute,
  companyApplicationActionsRoute,
  companyApplicationsRoute,
  companyJobApplicationsRoute,
  applicationHistoryRoute,
  type ApplicationRouteDeps,
} from '@tawzeef/applications/http';

/** CVs and applications: storage, the service, the workflows' starters and the routes. */
export function bindApplications(c: Container, config: AppConfig): void {
  c.bind(TOKENS.CvStorage).toDynamicValue(() => createFileSystemCvStorage(config.cvStorageDir));
  c.bind(TOKENS.Applications).toDynamicValue((ctx) =>
    applicationsService({
      store: ctx.get(TOKENS.EventStore),
      storage: ctx.get(TOKENS.CvStorage),
      ai: ctx.get(TOKENS.AiEngine),
      queries: ctx.get(TOKENS.ReadModels),
      clock: ctx.get(TOKENS.Clock),
      newId: randomUUID,
    }),
  );
  c.bind(TOKENS.ApplicationProcesses).toDynamicValue((ctx) =>
    hiringSignals(ctx.get(TOKENS.TemporalClient), ctx.get(TOKENS.Logger).child({ component: 'applications' })),
  );
  // Started from the log, not from the request: an acknowledged submission always gets its process.
  c.bind(TOKENS.WorkflowStarts)
    .toDynamicValue((ctx) => {
      const logger = ctx.get(TOKENS.Logger).child({ component: 'workflow-starts' });
      return createReactor({
        db: ctx.get(TOKENS.ReadModelDb),
        store: ctx.get(TOKENS.EventStore),
        reactions: workflowStarts(ctx.get(TOKENS.TemporalClient), config.TEMPORAL_TASK_QUEUE, logger),
        logger,
      });
    })
    .onDeactivation((starts) => starts.stop());
  const deps = (ctx: { get: Container['get'] }): ApplicationRouteDeps => ({
    applications: ctx.get(TOKENS.Applications),
    storage: ctx.get(TOKENS.CvStorage),
    queries: ctx.get(TOKENS.ReadModels),
    wait: ctx.get(TOKENS.WaitFor)(applicationsProjectionNames),
    registry: ctx.get(TOKENS.OpenApiRegistry),
    processes: ctx.get(TOKENS.ApplicationProcesses),
    operator: requireOperator(config.OPS_API_TOKEN),
  });
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => candidateApplicationsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => candidateCvsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    applyRoute(
      deps(ctx),
      {
        rateLimiter: createPgRateLimiter(ctx.get(TOKENS.PgPool)),
        windowSeconds: config.APPLY_RATE_WINDOW_SECONDS,
        perIp: config.APPLY_MAX_PER_IP,
        clock: ctx.get(TOKENS.Clock),
      },
      ctx.get(TOKENS.NoticeGate),
    ),
  );
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyApplicationCvRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyApplicationsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyApplicationActionsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyJobApplicationsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => applicationHistoryRoute(deps(ctx)));
}
