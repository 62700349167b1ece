import type { Container } from 'inversify';
import { randomUUID } from 'node:crypto';
import { createAiEngine, skillsTaxonomy } from '@tawzeef/ai';
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
import type { AppConfig } from '../../config.ts';
import { identityProjectionNames } from '@tawzeef/read-models';
import { TOKENS } from '../../tokens.ts';
import { sessionMiddleware } from '@tawzeef/http';
import {
  authRoute,
  companiesRoute,
  companyRoute,
  type IdentityRouteDeps,
  profileRoute,
  usersRoute,
  candidateProfileRoute,
  companyDescriptionRoute,
  invitationsRoute,
  uploadsRoute,
} from '@tawzeef/identity/http';

/** Accounts, sessions, companies and teams: the identity module's adapters, service and routes. */
export function bindIdentity(c: Container, config: AppConfig): void {
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

  const deps = (ctx: { get: Container['get'] }): IdentityRouteDeps => ({
    identity: ctx.get(TOKENS.Identity),
    queries: ctx.get(TOKENS.ReadModels),
    wait: ctx.get(TOKENS.WaitFor)(identityProjectionNames),
    registry: ctx.get(TOKENS.OpenApiRegistry),
  });
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => authRoute(deps(ctx), ctx.get(TOKENS.NoticeGate)));
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
