import type { Container, ResolutionContext } from 'inversify';
import { actorIds, candidateApplicationView, historyView } from '@tawzeef/applications/http';
import { createApplicationExport, createConsentsService, createDataExport } from '@tawzeef/privacy';
import { dataExportLinkRoute, dataExportRoute, noticeGate, noticesRoute } from '@tawzeef/privacy/http';
import type { AppConfig } from '../../config.ts';
import { TOKENS } from '../../tokens.ts';

/** Privacy (issue #22): its services and routes. */
export function bindPrivacy(c: Container, config: AppConfig): void {
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
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    dataExportLinkRoute({
      applicationExport: createApplicationExport(exportDeps(ctx)),
      mailer: ctx.get(TOKENS.Mailer),
      secret: config.INTERVIEW_LINK_SECRET ?? config.LIVEKIT_API_SECRET,
      publicUrl: config.publicUrl,
      registry: ctx.get(TOKENS.OpenApiRegistry),
      clock: ctx.get(TOKENS.Clock),
    }),
  );
}
