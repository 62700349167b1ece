import type { NotificationsService, SendMail } from '@tawzeef/notifications';
import { renderText, type NotificationLanguage, type ReadModelQueries } from '@tawzeef/read-models';
import { uuidV5, type RecordedEvent } from '@tawzeef/shared';
import { repeating } from '@tawzeef/http';

export type MentionMails = {
  start(): void;
  stop(): Promise<void>;
  /** Mails every pending mention (see below) as of `now`; answers how many mails went out. */
  send(now: Date): Promise<number>;
  /** The projection runner's onCommitted hook: a batch with notes wakes the loop at once. */
  committed(projection: string, events: readonly RecordedEvent[]): void;
};
type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };

const DAY = 86_400_000;
const intro: Record<NotificationLanguage, string> = {
  en: 'The note:',
  ar: 'الملاحظة:',
};

/**
 * The "mentions" e-mail: the notifications projection writes one `notification_mentions` row per note and mentioned
 * member; this loop mails the rows of the last 24 hours that are not mailed yet to members whose `emailOnMention`
 * setting is on. Each mail is claimed first by `NotificationMentionMailed {noteId}` in the member's inbox stream
 * (command id from user and note), so it is at most one mail per note and member across restarts and processes; the
 * projection then marks the row mailed. Woken by the runner's onCommitted hook when notes were projected, and every
 * `intervalMs` (a minute) for what another process committed or a crash left behind.
 */
export function mentionMails(options: {
  queries: ReadModelQueries;
  notifications: NotificationsService;
  mailer: SendMail;
  clock: () => Date;
  publicUrl: string;
  log: Log;
  intervalMs?: number;
}): MentionMails {
  const { queries, notifications, mailer, log } = options;

  async function send(now: Date): Promise<number> {
    if (mailer.configured === false) return 0;
    let sent = 0;
    for (const m of await queries.notifications.pendingMentionMails(new Date(now.getTime() - DAY))) {
      const claimed = await notifications.claimMentionMail(m.userId, m.noteId, {
        commandId: uuidV5(`mention-mail/${m.userId}/${m.noteId}`),
        actorId: null,
        correlationId: `mention-${m.noteId}`,
      });
      if (!claimed) continue;
      const language: NotificationLanguage = m.language === 'ar' ? 'ar' : 'en';
      const key = 'notifications.candidate.mentioned';
      try {
        await mailer.send({
          to: m.email,
          language,
          subject: renderText(language, `${key}.title`, m.params, { isolated: true }),
          text: [
            renderText(language, `${key}.message`, m.params, { isolated: true }),
            '',
            intro[language],
            m.excerpt,
            '',
            `${options.publicUrl}${m.actionUrl}`,
          ].join('\n'),
        });
        sent++;
      } catch (error) {
        log.warn({ err: error, userId: m.userId, noteId: m.noteId }, 'mention mail failed');
      }
    }
    if (sent) log.info({ sent }, 'mention mails sent');
    return sent;
  }

  const loop = repeating(() => send(options.clock()), options.intervalMs ?? 60_000, log, 'mention mails');
  return {
    send,
    start: loop.start,
    stop: loop.stop,
    committed(projection, events) {
      if (projection === 'notifications' && events.some((e) => e.type === 'ApplicationNoteAdded')) loop.kick();
    },
  };
}
