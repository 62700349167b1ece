import type { Container } from 'inversify';
import { RETENTION_MONTHS } from '@tawzeef/identity';
import { createRetentionRun, createRetentionService } from '@tawzeef/privacy';
import { legalHoldRoute } from '@tawzeef/privacy/http';
import { retentionProjectionNames } from '@tawzeef/read-models';
import { ensureRetentionSchedule } from '@tawzeef/workflows';
import type { AppConfig } from '../../config.ts';
import { TOKENS } from '../../tokens.ts';

const SCHEDULE_RETRY_MS = 30_000;

/**
 * Retention (issue #22): legal holds (service and routes), the daily run's steps for the worker's activities, and
 * the Temporal Schedule `privacy-retention`, created when a worker process starts (idempotently; retried until
 * Temporal answers).
 */
export function bindRetention(c: Container, config: AppConfig): void {
  const service = (ctx: { get: Container['get'] }) => {
    const queries = ctx.get(TOKENS.ReadModels);
    return createRetentionService({
      store: ctx.get(TOKENS.EventStore),
      clock: ctx.get(TOKENS.Clock),
      ownerOf: (applicationId) => queries.companyApplications.owners(applicationId),
    });
  };
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    legalHoldRoute({
      retention: service(ctx),
      queries: ctx.get(TOKENS.ReadModels),
      registry: ctx.get(TOKENS.OpenApiRegistry),
      wait: ctx.get(TOKENS.WaitFor)(retentionProjectionNames),
    }),
  );
  c.bind(TOKENS.RetentionRun).toDynamicValue((ctx) => {
    const queries = ctx.get(TOKENS.ReadModels);
    return createRetentionRun({
      retention: service(ctx),
      queries: {
        candidates: queries.retention.candidates,
        recipients: queries.retention.recipients,
        companyName: queries.communications.companyName,
      },
      // Resolved at the first erasure: the erasure service is bound by its own context.
      erasure: () => c.get(TOKENS.Erasure),
      mailer: ctx.get(TOKENS.Mailer),
      defaultMonths: RETENTION_MONTHS.default,
      publicUrl: config.publicUrl,
      clock: ctx.get(TOKENS.Clock),
    });
  });
  c.bind(TOKENS.RetentionSchedule).toDynamicValue((ctx) => {
    const client = ctx.get(TOKENS.TemporalClient);
    const log = ctx.get(TOKENS.Logger).child({ component: 'retention-schedule' });
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const attempt = async () => {
      try {
        const outcome = await ensureRetentionSchedule(client, config.TEMPORAL_TASK_QUEUE);
        log.info({ outcome }, 'retention schedule ready');
      } catch (error) {
        if (stopped) return;
        log.warn({ err: error, retryInMs: SCHEDULE_RETRY_MS }, 'retention schedule not created yet; retrying');
        timer = setTimeout(() => void attempt(), SCHEDULE_RETRY_MS);
      }
    };
    return {
      start: () => void attempt(),
      stop: () => {
        stopped = true;
        clearTimeout(timer);
      },
    };
  });
}
