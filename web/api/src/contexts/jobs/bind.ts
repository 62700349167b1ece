import type { Container } from 'inversify';
import { randomUUID } from 'node:crypto';
import { createJobsService } from '@tawzeef/jobs';
import type { AppConfig } from '../../config.ts';
import { jobsProjectionNames } from '@tawzeef/read-models';
import { TOKENS } from '../../tokens.ts';
import { jobExpirySweeper } from './expiry.ts';
import {
  jobAiRoute,
  companyJobsRoute,
  companyDashboardRoute,
  type JobRouteDeps,
  publicJobsRoute,
  savedJobsRoute,
  createSeo,
  sitemapApiRoute,
} from '@tawzeef/jobs/http';

/** Job management, the board, saved jobs, expiry and the search-engine pages. */
export function bindJobs(c: Container, config: AppConfig): void {
  c.bind(TOKENS.Jobs).toDynamicValue((ctx) => {
    const queries = ctx.get(TOKENS.ReadModels);
    const clock = ctx.get(TOKENS.Clock);
    return createJobsService({
      store: ctx.get(TOKENS.EventStore),
      clock,
      newId: randomUUID,
      isPublicJob: (jobId) => queries.board.isPublic(jobId, clock()),
    });
  });
  c.bind(TOKENS.JobExpiry)
    .toDynamicValue((ctx) => {
      const queries = ctx.get(TOKENS.ReadModels);
      return jobExpirySweeper({
        jobs: ctx.get(TOKENS.Jobs),
        pastDeadline: (now) => queries.board.pastDeadline(now),
        clock: ctx.get(TOKENS.Clock),
        logger: ctx.get(TOKENS.Logger).child({ component: 'job-expiry' }),
      });
    })
    .onDeactivation((expiry) => expiry.stop());
  const deps = (ctx: { get: Container['get'] }): JobRouteDeps => ({
    jobs: ctx.get(TOKENS.Jobs),
    queries: ctx.get(TOKENS.ReadModels),
    wait: ctx.get(TOKENS.WaitFor)(jobsProjectionNames),
    registry: ctx.get(TOKENS.OpenApiRegistry),
    ai: ctx.get(TOKENS.AiEngine),
    clock: ctx.get(TOKENS.Clock),
  });
  c.bind(TOKENS.Seo).toDynamicValue((ctx) => createSeo(deps(ctx), config.publicUrl));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => jobAiRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyJobsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyDashboardRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => publicJobsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => savedJobsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => sitemapApiRoute(ctx.get(TOKENS.Seo)));
}
