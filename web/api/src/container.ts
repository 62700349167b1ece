import { Container } from 'inversify';
import type { DestinationStream } from 'pino';
import { Client, Connection } from '@temporalio/client';
import { RoomServiceClient } from 'livekit-server-sdk';
import { randomUUID } from 'node:crypto';
import { canonicalSkill, createAiEngine, skillsTaxonomy } from '@tawzeef/ai';
import {
  createArgon2Hasher,
  createFileSystemStore,
  createIdentityService,
  createPgLoginThrottle,
  createPgRateLimiter,
  createPgSessionStore,
  createSmtpMailer,
  createUnconfiguredMailer,
} from '@tawzeef/identity';
import { createJobsService } from '@tawzeef/jobs';
import { createFileSystemCvStorage } from '@tawzeef/applications';
import { createNotificationsService } from '@tawzeef/notifications';
import { createEventStore } from '@tawzeef/shared';
import {
  allProjections,
  closeReadModelDb,
  createJobMatchIndex,
  createProjectionRunner,
  createReactor,
  createReadModelDb,
  readModelQueries,
  rebuildProjections,
} from '@tawzeef/read-models';
import { humanInterviewActivities, readModelActivities, workflowStarts } from '@tawzeef/workflows';
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
import { sessionMiddleware } from './auth/session.ts';
import { operatorsOnly, requireOperator } from './auth/operator.ts';
import { authRoute } from './routes/identity/auth.ts';
import { companiesRoute, companyRoute } from './routes/identity/company.ts';
import type { IdentityRouteDeps } from './routes/identity/deps.ts';
import { profileRoute, usersRoute } from './routes/identity/profile.ts';
import { candidateProfileRoute } from './routes/identity/candidate-profile.ts';
import { companyDescriptionRoute, invitationsRoute, uploadsRoute } from './routes/identity/public.ts';
import { waitForIdentity } from './routes/identity/write.ts';
import { jobExpirySweeper } from './job-expiry.ts';
import { jobAiRoute } from './routes/jobs/ai.ts';
import { companyJobsRoute } from './routes/jobs/company-jobs.ts';
import { companyDashboardRoute } from './routes/jobs/dashboard.ts';
import type { JobRouteDeps } from './routes/jobs/deps.ts';
import { publicJobsRoute } from './routes/jobs/public-jobs.ts';
import { savedJobsRoute } from './routes/jobs/saved-jobs.ts';
import { createSeo, sitemapApiRoute } from './routes/jobs/seo.ts';
import { waitForJobs } from './routes/jobs/write.ts';
import { applicationActivities, applicationsService, temporalProcesses } from './applications-wiring.ts';
import { applyRoute } from './routes/applications/apply.ts';
import { candidateApplicationsRoute } from './routes/applications/candidate-applications.ts';
import { candidateCvsRoute } from './routes/applications/cvs.ts';
import { companyApplicationCvRoute } from './routes/applications/company-cv.ts';
import { companyApplicationActionsRoute } from './routes/applications/company-actions.ts';
import { companyApplicationsRoute, companyJobApplicationsRoute } from './routes/applications/company-applications.ts';
import { applicationHistoryRoute } from './routes/applications/history.ts';
import type { ApplicationRouteDeps } from './routes/applications/deps.ts';
import { waitForApplications } from './routes/applications/write.ts';
import { jobfitRoute } from './routes/candidate-extras/jobfit.ts';
import { proxyImageRoute } from './routes/candidate-extras/proxy-image.ts';
import { recommendedJobsRoute } from './routes/candidate-extras/recommended-jobs.ts';
import { communicationsRoute } from './routes/communications/communications.ts';
import { communicationWebhooksRoute } from './routes/communications/webhooks.ts';
import {
  communicationsService,
  deliveryActivities,
  deliveryStarter,
  waitForCommunications,
} from './routes/communications/wiring.ts';
import { analyticsRoute } from './routes/analytics/route.ts';
import { contactRoute } from './routes/contact/route.ts';
import { dailyDigest } from './routes/notifications/digest.ts';
import { mentionMails } from './routes/notifications/mentions.ts';
import { weeklyReport } from './routes/notifications/weekly-report.ts';
import { createNotificationHub } from './routes/notifications/hub.ts';
import { bindInterviews } from './routes/interviews/bind.ts';
import { bindInterviewer } from './interview-agent.ts';
import { notificationsRoute } from './routes/notifications/route.ts';

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
        onCommitted: (name, events) => {
          ctx.get(TOKENS.NotificationHub).committed(name, events);
          // Unbound first on close (closeContainer), while the runner may still commit.
          if (c.isBound(TOKENS.MentionMails)) ctx.get(TOKENS.MentionMails).committed(name, events);
        },
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
        taskQueue: config.TEMPORAL_TASK_QUEUE,
        activities: {
          ...readModelActivities(rebuild),
          ...deliveryActivities(ctx.get(TOKENS.Communications)),
          ...humanInterviewActivities(ctx.get(TOKENS.HumanInterviewActivities)),
          ...applicationActivities(
            ctx.get(TOKENS.Applications),
            { identity: ctx.get(TOKENS.Identity), store: ctx.get(TOKENS.EventStore) },
            ctx.get(TOKENS.InterviewActivities),
          ),
        },
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
  bindIdentity(c, config);
  bindJobs(c, config);
  bindApplications(c, config);
  bindCandidateExtras(c, config);
  bindCommunications(c, config);
  bindNotifications(c, config);
  bindInterviews(c, config);
  bindInterviewer(c, config);

  // Last, so the generated document already holds every other route.
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => ({
    path: '/',
    router: docsRouter(ctx.get(TOKENS.OpenApiRegistry)),
  }));
  return c;
}

/** Accounts, sessions, companies and teams: the identity module's adapters, service and routes. */
function bindIdentity(c: Container, config: AppConfig): void {
  c.bind(TOKENS.Clock).toConstantValue(() => new Date());
  c.bind(TOKENS.Mailer).toDynamicValue((ctx) => {
    if (config.SMTP_URL) return createSmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
    const logger = ctx.get(TOKENS.Logger).child({ component: 'mail' });
    logger.warn('mail is not configured (SMTP_URL unset): password reset mails will not be sent');
    return createUnconfiguredMailer((fields, message) => logger.warn(fields, message));
  });
  c.bind(TOKENS.FileStore).toDynamicValue(() => createFileSystemStore(config.uploadsDir));
  c.bind(TOKENS.AiEngine)
    .toDynamicValue((ctx) => {
      ctx.get(TOKENS.Logger).child({ component: 'ai' }).info(skillsTaxonomy.description);
      return createAiEngine(config);
    })
    .onDeactivation((engine) => engine.close());
  c.bind(TOKENS.Identity).toDynamicValue((ctx) => {
    const pool = ctx.get(TOKENS.PgPool);
    const ai = ctx.get(TOKENS.AiEngine);
    const logger = ctx.get(TOKENS.Logger).child({ component: 'identity' });
    return createIdentityService({
      store: ctx.get(TOKENS.EventStore),
      hasher: createArgon2Hasher(),
      sessions: createPgSessionStore(pool),
      rateLimiter: createPgRateLimiter(pool),
      loginThrottle: createPgLoginThrottle(pool, {
        pair: { freeFailures: config.AUTH_MAX_PER_ACCOUNT, maxDelaySeconds: config.AUTH_MAX_DELAY_SECONDS },
        address: { freeFailures: config.AUTH_MAX_PER_IP, maxDelaySeconds: config.AUTH_ADDRESS_MAX_DELAY_SECONDS },
        account: {
          freeFailures: config.AUTH_MAX_UNFAMILIAR_PER_ACCOUNT,
          maxDelaySeconds: config.AUTH_MAX_DELAY_SECONDS,
        },
        forgetAfterSeconds: config.AUTH_FAILURE_MEMORY_SECONDS,
        knownForDays: config.AUTH_KNOWN_ADDRESS_DAYS,
      }),
      mailer: ctx.get(TOKENS.Mailer),
      files: ctx.get(TOKENS.FileStore),
      describeCompany: async (input) => ({
        generatedDescription: (await ai.generateCompanyDescription(input)).generatedDescription,
      }),
      clock: ctx.get(TOKENS.Clock),
      newId: randomUUID,
      publicUrl: config.publicUrl,
      limits: {
        windowSeconds: config.AUTH_RATE_WINDOW_SECONDS,
        perAccount: config.AUTH_MAX_PER_ACCOUNT,
        perIp: config.AUTH_MAX_PER_IP,
      },
      log: { warn: (fields, message) => logger.warn(fields, message) },
    });
  });
  c.bind(TOKENS.Sessions).toDynamicValue((ctx) => sessionMiddleware(ctx.get(TOKENS.Identity)));
  c.bind(TOKENS.WaitForIdentity).toDynamicValue((ctx) =>
    waitForIdentity(ctx.get(TOKENS.ProjectionRunner), config.READ_WAIT_TIMEOUT_MS),
  );

  const deps = (ctx: { get: Container['get'] }): IdentityRouteDeps => ({
    identity: ctx.get(TOKENS.Identity),
    queries: ctx.get(TOKENS.ReadModels),
    wait: ctx.get(TOKENS.WaitForIdentity),
    registry: ctx.get(TOKENS.OpenApiRegistry),
  });
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => authRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => profileRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => usersRoute(deps(ctx), ctx.get(TOKENS.ReadAfter)('users')));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companiesRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => invitationsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyDescriptionRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => candidateProfileRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    uploadsRoute(ctx.get(TOKENS.FileStore), ctx.get(TOKENS.OpenApiRegistry)),
  );
}

/** Job management, the board, saved jobs, expiry and the search-engine pages. */
function bindJobs(c: Container, config: AppConfig): void {
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
  c.bind(TOKENS.WaitForJobs).toDynamicValue((ctx) =>
    waitForJobs(ctx.get(TOKENS.ProjectionRunner), config.READ_WAIT_TIMEOUT_MS),
  );
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
    wait: ctx.get(TOKENS.WaitForJobs),
    registry: ctx.get(TOKENS.OpenApiRegistry),
    ai: ctx.get(TOKENS.AiEngine),
    clock: ctx.get(TOKENS.Clock),
  });
  c.bind(TOKENS.Seo).toDynamicValue((ctx) => createSeo(deps(ctx), config.publicUrl));
  // The AI paths first: /company/jobs/:id would otherwise see "ai" as a job id.
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => jobAiRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyJobsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyDashboardRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => publicJobsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => savedJobsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => sitemapApiRoute(ctx.get(TOKENS.Seo)));
}

/** CVs and applications: storage, the service, the workflows' starters and the routes. */
function bindApplications(c: Container, config: AppConfig): void {
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
    temporalProcesses(ctx.get(TOKENS.TemporalClient), ctx.get(TOKENS.Logger).child({ component: 'applications' })),
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
    wait: waitForApplications(ctx.get(TOKENS.ProjectionRunner), config.READ_WAIT_TIMEOUT_MS),
    registry: ctx.get(TOKENS.OpenApiRegistry),
    processes: ctx.get(TOKENS.ApplicationProcesses),
    operator: requireOperator(config.OPS_API_TOKEN),
  });
  // /candidate/applications before /candidate, so the CV routes never see "applications" as a path.
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => candidateApplicationsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => candidateCvsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    applyRoute(deps(ctx), {
      rateLimiter: createPgRateLimiter(ctx.get(TOKENS.PgPool)),
      windowSeconds: config.APPLY_RATE_WINDOW_SECONDS,
      perIp: config.APPLY_MAX_PER_IP,
      clock: ctx.get(TOKENS.Clock),
    }),
  );
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyApplicationCvRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyApplicationsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyApplicationActionsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => companyJobApplicationsRoute(deps(ctx)));
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => applicationHistoryRoute(deps(ctx)));
}

/** The candidate side's extras: recommended jobs, the public CV teaser and the own-uploads image proxy. */
function bindCandidateExtras(c: Container, config: AppConfig): void {
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

/** Notifications (list, marks, live stream, daily digest, mention mails, weekly report), the contact form and analytics. */
function bindNotifications(c: Container, config: AppConfig): void {
  c.bind(TOKENS.NotificationHub).toDynamicValue((ctx) =>
    createNotificationHub(ctx.get(TOKENS.ReadModels), ctx.get(TOKENS.Logger).child({ component: 'notifications' })),
  );
  c.bind(TOKENS.Notifications).toDynamicValue((ctx) =>
    createNotificationsService({
      store: ctx.get(TOKENS.EventStore),
      mailer: ctx.get(TOKENS.Mailer),
      contactEmail: config.CONTACT_EMAIL,
      clock: ctx.get(TOKENS.Clock),
      newId: randomUUID,
    }),
  );
  c.bind(TOKENS.Digest)
    .toDynamicValue((ctx) =>
      dailyDigest({
        queries: ctx.get(TOKENS.ReadModels),
        notifications: ctx.get(TOKENS.Notifications),
        mailer: ctx.get(TOKENS.Mailer),
        clock: ctx.get(TOKENS.Clock),
        publicUrl: config.publicUrl,
        hourUtc: config.DIGEST_HOUR_UTC,
        log: ctx.get(TOKENS.Logger).child({ component: 'digest' }),
      }),
    )
    .onDeactivation((digest) => digest.stop());
  c.bind(TOKENS.MentionMails)
    .toDynamicValue((ctx) =>
      mentionMails({
        queries: ctx.get(TOKENS.ReadModels),
        notifications: ctx.get(TOKENS.Notifications),
        mailer: ctx.get(TOKENS.Mailer),
        clock: ctx.get(TOKENS.Clock),
        publicUrl: config.publicUrl,
        log: ctx.get(TOKENS.Logger).child({ component: 'mention-mails' }),
      }),
    )
    .onDeactivation((mentions) => mentions.stop());
  c.bind(TOKENS.WeeklyReport)
    .toDynamicValue((ctx) =>
      weeklyReport({
        queries: ctx.get(TOKENS.ReadModels),
        notifications: ctx.get(TOKENS.Notifications),
        mailer: ctx.get(TOKENS.Mailer),
        clock: ctx.get(TOKENS.Clock),
        publicUrl: config.publicUrl,
        hourUtc: config.DIGEST_HOUR_UTC,
        log: ctx.get(TOKENS.Logger).child({ component: 'weekly-report' }),
      }),
    )
    .onDeactivation((report) => report.stop());
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    notificationsRoute({
      notifications: ctx.get(TOKENS.Notifications),
      queries: ctx.get(TOKENS.ReadModels),
      hub: ctx.get(TOKENS.NotificationHub),
      wait: async (position) =>
        position === null ||
        ctx.get(TOKENS.ProjectionRunner).waitForPosition('notifications', position, config.READ_WAIT_TIMEOUT_MS),
      registry: ctx.get(TOKENS.OpenApiRegistry),
    }),
  );
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    contactRoute({
      notifications: ctx.get(TOKENS.Notifications),
      rateLimiter: createPgRateLimiter(ctx.get(TOKENS.PgPool)),
      limit: { windowSeconds: config.CONTACT_RATE_WINDOW_SECONDS, perIp: config.CONTACT_MAX_PER_IP },
      clock: ctx.get(TOKENS.Clock),
      registry: ctx.get(TOKENS.OpenApiRegistry),
    }),
  );
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    analyticsRoute({
      queries: ctx.get(TOKENS.ReadModels),
      clock: ctx.get(TOKENS.Clock),
      registry: ctx.get(TOKENS.OpenApiRegistry),
    }),
  );
}

/** Communications: the channel ports, the service, delivery workflows, the routes and the providers' webhooks. */
function bindCommunications(c: Container, config: AppConfig): void {
  c.bind(TOKENS.Communications).toDynamicValue((ctx) =>
    communicationsService({
      store: ctx.get(TOKENS.EventStore),
      queries: ctx.get(TOKENS.ReadModels),
      config,
      clock: ctx.get(TOKENS.Clock),
      newId: randomUUID,
      startDelivery: deliveryStarter(
        ctx.get(TOKENS.TemporalClient),
        config.TEMPORAL_TASK_QUEUE,
        ctx.get(TOKENS.Logger).child({ component: 'communications' }),
      ),
    }),
  );
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    communicationsRoute({
      communications: ctx.get(TOKENS.Communications),
      queries: ctx.get(TOKENS.ReadModels),
      wait: waitForCommunications(ctx.get(TOKENS.ProjectionRunner), config.READ_WAIT_TIMEOUT_MS),
      registry: ctx.get(TOKENS.OpenApiRegistry),
      clock: ctx.get(TOKENS.Clock),
    }),
  );
  c.bind(TOKENS.WebhookRoute).toDynamicValue((ctx) =>
    communicationWebhooksRoute(ctx.get(TOKENS.Communications), {
      publicUrl: config.publicUrl,
      whatsappAppSecret: config.WHATSAPP_APP_SECRET,
      whatsappVerifyToken: config.WHATSAPP_VERIFY_TOKEN,
      whatsappPhoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      smsAuthToken: config.SMS_AUTH_TOKEN,
    }),
  );
}

/** Stops the projection runner first, then closes connections through each binding's deactivation. */
export async function closeContainer(c: Container): Promise<void> {
  // First: the agent's last words and the recording still go through the interviews service.
  if (c.isBound(TOKENS.InterviewAgent)) await c.unbindAsync(TOKENS.InterviewAgent);
  if (c.isBound(TOKENS.InterviewerWorker)) await c.unbindAsync(TOKENS.InterviewerWorker);
  if (c.isBound(TOKENS.TemporalWorker)) await c.unbindAsync(TOKENS.TemporalWorker);
  if (c.isBound(TOKENS.JobExpiry)) await c.unbindAsync(TOKENS.JobExpiry);
  if (c.isBound(TOKENS.WorkflowStarts)) await c.unbindAsync(TOKENS.WorkflowStarts);
  if (c.isBound(TOKENS.Digest)) await c.unbindAsync(TOKENS.Digest);
  if (c.isBound(TOKENS.MentionMails)) await c.unbindAsync(TOKENS.MentionMails);
  if (c.isBound(TOKENS.WeeklyReport)) await c.unbindAsync(TOKENS.WeeklyReport);
  await c.unbindAsync(TOKENS.ProjectionRunner);
  await c.unbindAllAsync();
}
