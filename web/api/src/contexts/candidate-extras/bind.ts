import type { Container } from 'inversify';
import { canonicalSkill } from '@tawzeef/ai';
import { createPgRateLimiter } from '@tawzeef/identity';
import { createJobMatchIndex } from '@tawzeef/read-models';
import type { AppConfig } from '../../config.ts';
import { TOKENS } from '../../tokens.ts';
import { jobfitRoute, recommendedJobsRoute } from '@tawzeef/jobs/http';
import { proxyImageRoute } from '@tawzeef/identity/http';

/** The candidate side's extras: recommended jobs, the public CV teaser and the own-uploads image proxy. */
export function bindCandidateExtras(c: Container, config: AppConfig): void {
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => {
    const db = ctx.get(TOKENS.ReadModelDb);
    // One taxonomy for both sides of a match: the CV reader's skill names are the jobs' skill names.
    const index = createJobMatchIndex(db, { canonicalSkill });
    return recommendedJobsRoute(db, index, ctx.get(TOKENS.Clock), ctx.get(TOKENS.OpenApiRegistry));
  });
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    jobfitRoute({
      ai: ctx.get(TOKENS.AiEngine),
      rateLimiter: createPgRateLimiter(ctx.get(TOKENS.PgPool)),
      limit: { windowSeconds: config.JOBFIT_RATE_WINDOW_SECONDS, perIp: config.JOBFIT_MAX_PER_IP },
      clock: ctx.get(TOKENS.Clock),
      registry: ctx.get(TOKENS.OpenApiRegistry),
    }),
  );
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    proxyImageRoute(ctx.get(TOKENS.FileStore), config.publicUrl, ctx.get(TOKENS.OpenApiRegistry)),
  );
}
