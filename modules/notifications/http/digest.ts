import type { NotificationsService, SendMail } from '@tawzeef/notifications';
import { renderText, type NotificationLanguage, type ReadModelQueries } from '@tawzeef/read-models';
import { uuidV5 } from '@tawzeef/shared';
import { repeating } from '@tawzeef/http';

export type Digest = { start(): void; stop(): Promise<void>; send(now: Date): Promise<number> };
type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };

const DAY = 86_400_000;
const subjects: Record<NotificationLanguage, (n: number) => string> = {
  en: (n) => `Your Tawzeef daily digest: ${n} unread notification${n === 1 ? '' : 's'}`,
  ar: (n) => `ملخص توظيف اليومي: ${n} إشعارات غير مقروءة`,
};

/**
 * The daily digest: once a day (from `hourUtc`), every company user whose "daily digest" setting is on gets one
 * mail listing the notifications of the last 24 hours that are still unread; nothing unread, no mail. The claim
 * in the user's inbox stream makes it at most one mail per user and day across restarts and API processes.
 */
export function dailyDigest(options: {
  queries: ReadModelQueries;
  notifications: NotificationsService;
  mailer: SendMail;
  clock: () => Date;
  publicUrl: string;
  hourUtc: number;
  log: Log;
  intervalMs?: number;
}): Digest {
  const { queries, notifications, mailer, log } = options;

  async function send(now: Date): Promise<number> {
    if (now.getUTCHours() < options.hourUtc) return 0;
    const day = now.toISOString().slice(0, 10);
    const recipients = await queries.notifications.digestRecipients();
    const unread = await queries.notifications.unreadSince(
      recipients.map((r) => r.userId),
      new Date(now.getTime() - DAY),
      now,
    );
    let sent = 0;
    for (const r of recipients) {
      const mine = unread.filter((n) => n.userId === r.userId);
      if (mine.length === 0) continue;
      const claimed = await notifications.claimDigest(r.userId, day, mine.length, {
        commandId: uuidV5(`digest/${r.userId}/${day}`),
        actorId: null,
        correlationId: `digest-${day}`,
      });
      if (!claimed) continue;
      const language: NotificationLanguage = r.language === 'ar' ? 'ar' : 'en';
      const lines = mine.map(
        (n) =>
          `- ${renderText(language, n.titleKey, n.params, { isolated: true })}: ` +
          renderText(language, n.messageKey, n.params, { isolated: true }) +
          (n.actionUrl ? `\n  ${options.publicUrl}${n.actionUrl}` : ''),
      );
      try {
        await mailer.send({
          to: r.email,
          language,
          subject: subjects[language](mine.length),
          text: [...lines, '', `${options.publicUrl}/dashboard/notifications`].join('\n'),
        });
        sent++;
      } catch (error) {
        log.warn({ err: error, userId: r.userId }, 'daily digest mail failed');
      }
    }
    if (sent) log.info({ sent, day }, 'daily digests sent');
    return sent;
  }

  const loop = repeating(() => send(options.clock()), options.intervalMs ?? 15 * 60_000, log, 'daily digest');
  return { send, start: loop.start, stop: loop.stop };
}
