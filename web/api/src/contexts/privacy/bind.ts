import type { Container, ResolutionContext } from 'inversify';
import { actorIds, candidateApplicationView, historyView } from '@tawzeef/applications/http';
import { createPgRateLimiter, createPgSessionStore } from '@tawzeef/identity';
import {
  createApplicationExport,
  createConsentsService,
  createDataExport,
  createPgUsedLinks,
  type Erasure,
} from '@tawzeef/privacy';
import {
  candidateErasureRoute,
  dataExportLinkRoute,
  dataExportRoute,
  erasureLinkRoute,
  noticeGate,
  noticesRoute,
} from '@tawzeef/privacy/http';
import type { AppConfig } from '../../config.ts';
import { TOKENS } from '../../tokens.ts';
import { bindRetention } from './retention.ts';

/** Privacy (issue #22): its services and routes. */
export function bindPrivacy(c: Container, config: AppConfig): void {
  bindRetention(c, config);
  c.bind(TOKENS.Consents).toDynamicValue((ctx) =>
    createConsentsService({ store: ctx.get(TOKENS.EventStore), clock: ctx.get(TOKENS.Clock) }),
  );
  c.bind(TOKENS.NoticeGate).toDynamicValue((ctx) => noticeGate(ctx.get(TOKENS.Consents)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    noticesRoute({ consents: ctx.get(TOKENS.Consents), registry: ctx.get(TOKENS.OpenApiRegistry) }),
  );
  const exportDeps = (ctx: ResolutionContext) => {
    const queries = ctx.get(TOKENS.ReadModels);
    const applications = ctx.get(TOKENS.Applications);
    return {
      queries,
      consents: ctx.get(TOKENS.Consents),
      history: async (id: string) => {
        const entries = await applications.history(id);
        const names = await queries.companyApplications.userNames(actorIds(entries));
        return historyView(id, entries, names).events.map(({ type, at, actor, data, provenance }) => ({
          type,
          at,
          actor,
          data,
          provenance,
        }));
      },
      candidateView: candidateApplicationView,
      cvFiles: ctx.get(TOKENS.CvStorage),
      recordings: ctx.get(TOKENS.RecordingStorage),
      clock: ctx.get(TOKENS.Clock),
    };
  };
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => {
    const dataExport = createDataExport(exportDeps(ctx));
    return dataExportRoute({ dataExport, registry: ctx.get(TOKENS.OpenApiRegistry), clock: ctx.get(TOKENS.Clock) });
  });
  const linkSecret = config.INTERVIEW_LINK_SECRET ?? config.LIVEKIT_API_SECRET;
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    dataExportLinkRoute({
      applicationExport: createApplicationExport(exportDeps(ctx)),
      mailer: ctx.get(TOKENS.Mailer),
      secret: linkSecret,
      publicUrl: config.publicUrl,
      registry: ctx.get(TOKENS.OpenApiRegistry),
      clock: ctx.get(TOKENS.Clock),
      usedLinks: createPgUsedLinks(ctx.get(TOKENS.PgPool)),
      rateLimiter: createPgRateLimiter(ctx.get(TOKENS.PgPool)),
    }),
  );
  // The erasure service is looked up when a request needs it, so the routes mount before it is bound.
  const erasure: Erasure = {
    eraseCandidate: (userId, by) => c.get(TOKENS.Erasure).eraseCandidate(userId, by),
    eraseApplications: (ids, by) => c.get(TOKENS.Erasure).eraseApplications(ids, by),
  };
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    erasureLinkRoute({
      applicationExport: createApplicationExport(exportDeps(ctx)),
      erasure,
      usedLinks: createPgUsedLinks(ctx.get(TOKENS.PgPool)),
      secret: linkSecret,
      registry: ctx.get(TOKENS.OpenApiRegistry),
      clock: ctx.get(TOKENS.Clock),
    }),
  );
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => {
    const identity = ctx.get(TOKENS.Identity);
    const sessions = createPgSessionStore(ctx.get(TOKENS.PgPool));
    const clock = ctx.get(TOKENS.Clock);
    const logger = ctx.get(TOKENS.Logger).child({ component: 'erasure' });
    return candidateErasureRoute({
      erasure,
      checkPassword: (userId, password, ip) => identity.accounts.confirmPassword(userId, password, ip || null),
      endSessions: async (userId) => {
        await sessions.revokeAllOf(userId, clock());
      },
      registry: ctx.get(TOKENS.OpenApiRegistry),
      log: (error) => logger.warn({ err: error }, 'ending the sessions of an erased account failed'),
    });
  });
}
