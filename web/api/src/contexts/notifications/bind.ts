import type { Container } from 'inversify';
import { randomUUID } from 'node:crypto';
import { createPgRateLimiter } from '@tawzeef/identity';
import { createNotificationsService } from '@tawzeef/notifications';
import type { AppConfig } from '../../config.ts';
import { notificationsProjectionNames } from '@tawzeef/read-models';
import { TOKENS } from '../../tokens.ts';
import { analyticsRoute } from '@tawzeef/applications/http';
import { contactRoute, createNotificationHub, notificationsRoute } from '@tawzeef/notifications/http';
import { dailyDigest, mentionMails, weeklyReport } from '@tawzeef/notifications/mails';

/** Notifications (list, marks, live stream, daily digest, mention mails, weekly report), the contact form and analytics. */
export function bindNotifications(c: Container, config: AppConfig): void {
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
  // The mail jobs share their inputs; each logs as its own component.
  const mailJob = (ctx: { get: Container['get'] }, component: string) => ({
    queries: ctx.get(TOKENS.ReadModels),
    notifications: ctx.get(TOKENS.Notifications),
    mailer: ctx.get(TOKENS.Mailer),
    clock: ctx.get(TOKENS.Clock),
    publicUrl: config.publicUrl,
    hourUtc: config.DIGEST_HOUR_UTC,
    log: ctx.get(TOKENS.Logger).child({ component }),
  });
  c.bind(TOKENS.Digest)
    .toDynamicValue((ctx) => dailyDigest(mailJob(ctx, 'digest')))
    .onDeactivation((digest) => digest.stop());
  c.bind(TOKENS.MentionMails)
    .toDynamicValue((ctx) => mentionMails(mailJob(ctx, 'mention-mails')))
    .onDeactivation((mentions) => mentions.stop());
  c.bind(TOKENS.WeeklyReport)
    .toDynamicValue((ctx) => weeklyReport(mailJob(ctx, 'weekly-report')))
    .onDeactivation((report) => report.stop());
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) =>
    notificationsRoute({
      notifications: ctx.get(TOKENS.Notifications),
      queries: ctx.get(TOKENS.ReadModels),
      hub: ctx.get(TOKENS.NotificationHub),
      wait: ctx.get(TOKENS.WaitFor)(notificationsProjectionNames),
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
