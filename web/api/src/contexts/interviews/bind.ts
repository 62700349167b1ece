import type { Container } from 'inversify';
import { createFileSystemRecordingStorage } from '@tawzeef/interviews';
import { humanInterviewsProjectionNames, interviewsProjectionNames } from '@tawzeef/read-models';
import { aiInterviewReplaced, loadReviewRequests } from '@tawzeef/oversight';
import { humanInterviewActivitiesOf, interviewActivities } from '@tawzeef/workflows';
import type { AppConfig } from '../../config.ts';
import { TOKENS } from '../../tokens.ts';
import {
  type InterviewRouteDeps,
  candidateRoomRoute,
  humanInterviewsRoute,
  interviewReadRoutes,
  rootInterviewsRouter,
  liveKitWebhookRoute,
  interviewRoomsRoute,
  interviewSettingsRoute,
} from '@tawzeef/interviews/http';
import { humanInterviewsService } from './human-wiring.ts';
import { interviewsService } from './wiring.ts';

/** AI interviews: the service, the workflow's activities, the room/token routes and the read routes. */
export function bindInterviews(c: Container, config: AppConfig): void {
  c.bind(TOKENS.RecordingStorage).toDynamicValue(() => createFileSystemRecordingStorage(config.recordingsDir));
  c.bind(TOKENS.Interviews).toDynamicValue((ctx) =>
    interviewsService({
      store: ctx.get(TOKENS.EventStore),
      recordings: ctx.get(TOKENS.RecordingStorage),
      ai: ctx.get(TOKENS.AiEngine),
      queries: ctx.get(TOKENS.ReadModels),
      config,
      clock: ctx.get(TOKENS.Clock),
      temporal: ctx.get(TOKENS.TemporalClient),
      logger: ctx.get(TOKENS.Logger).child({ component: 'interviews' }),
    }),
  );
  c.bind(TOKENS.HumanInterviews).toDynamicValue((ctx) =>
    humanInterviewsService({
      store: ctx.get(TOKENS.EventStore),
      queries: ctx.get(TOKENS.ReadModels),
      applications: ctx.get(TOKENS.Applications),
      clock: ctx.get(TOKENS.Clock),
    }),
  );
  c.bind(TOKENS.HumanInterviewActivities).toDynamicValue((ctx) =>
    humanInterviewActivitiesOf({
      humanInterviews: ctx.get(TOKENS.HumanInterviews),
      communications: ctx.get(TOKENS.Communications),
      mailer: ctx.get(TOKENS.Mailer),
      queries: ctx.get(TOKENS.ReadModels),
      publicUrl: config.publicUrl,
      clock: ctx.get(TOKENS.Clock),
    }),
  );
  c.bind(TOKENS.InterviewActivities).toDynamicValue((ctx) =>
    interviewActivities({
      interviews: ctx.get(TOKENS.Interviews),
      applications: ctx.get(TOKENS.Applications),
      communications: ctx.get(TOKENS.Communications),
      rooms: ctx.get(TOKENS.LiveKitRooms),
      queries: ctx.get(TOKENS.ReadModels),
      publicUrl: config.publicUrl,
      aiInterviewReplaced: async (applicationId) =>
        aiInterviewReplaced(await loadReviewRequests(ctx.get(TOKENS.EventStore), applicationId)),
    }),
  );
  const deps = (ctx: { get: Container['get'] }): InterviewRouteDeps => ({
    interviews: ctx.get(TOKENS.Interviews),
    recordings: ctx.get(TOKENS.RecordingStorage),
    queries: ctx.get(TOKENS.ReadModels),
    registry: ctx.get(TOKENS.OpenApiRegistry),
    clock: ctx.get(TOKENS.Clock),
    publicUrl: config.publicUrl,
    livekit: {
      url: config.livekitPublicUrl,
      apiKey: config.LIVEKIT_API_KEY,
      apiSecret: config.LIVEKIT_API_SECRET,
      tokenTtlSeconds: config.INTERVIEW_TOKEN_TTL_SECONDS,
    },
    candidateJoining: (roomName) => ctx.get(TOKENS.DispatchInterviewer)(roomName),
    requireAiUseNotice: (req, { personId, applicationId, visitorId }) =>
      ctx
        .get(TOKENS.NoticeGate)
        .requireAiUse(req, [
          ...(personId ? [{ kind: 'person' as const, id: personId }] : []),
          { kind: 'application', id: applicationId },
          ...(visitorId ? [{ kind: 'visitor' as const, id: visitorId }] : []),
        ]),
    waitForInterviews: ctx.get(TOKENS.WaitFor)(interviewsProjectionNames),
  });
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => interviewRoomsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => interviewReadRoutes(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => candidateRoomRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => interviewSettingsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    humanInterviewsRoute({
      humanInterviews: ctx.get(TOKENS.HumanInterviews),
      queries: ctx.get(TOKENS.ReadModels),
      registry: ctx.get(TOKENS.OpenApiRegistry),
      wait: ctx.get(TOKENS.WaitFor)(humanInterviewsProjectionNames),
    }),
  );
  c.bind(TOKENS.WebhookRoute).toDynamicValue((ctx) =>
    liveKitWebhookRoute(
      { apiKey: config.LIVEKIT_API_KEY, apiSecret: config.LIVEKIT_API_SECRET },
      ctx.get(TOKENS.DispatchInterviewer),
    ),
  );
  c.bind(TOKENS.RootRoute).toDynamicValue((ctx) => ({ path: '/', router: rootInterviewsRouter(deps(ctx)) }));
}
