import { renderText, type NotificationLanguage } from '@tawzeef/read-models';
import { uuidV5, type RecordedEvent } from '@tawzeef/shared';
import { mailLoop, sendClaimed, type MailLoop, type MailLoopDeps } from './mail-loop.ts';

export type MentionMails = MailLoop & {
  /** The projection runner's onCommitted hook: a batch with notes wakes the loop at once. */
  committed(projection: string, events: readonly RecordedEvent[]): void;
};

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
export function mentionMails(deps: MailLoopDeps): MentionMails {
  const { queries, notifications, publicUrl } = deps;
  const key = 'notifications.candidate.mentioned';

  async function send(now: Date): Promise<number> {
    return sendClaimed(
      deps,
      'mention mail',
      await queries.notifications.pendingMentionMails(new Date(now.getTime() - DAY)),
      (m) =>
        notifications.claimMentionMail(m.userId, m.noteId, {
          commandId: uuidV5(`mention-mail/${m.userId}/${m.noteId}`),
          actorId: null,
          correlationId: `mention-${m.noteId}`,
        }),
      (m) => {
        const language: NotificationLanguage = m.language === 'ar' ? 'ar' : 'en';
        return {
          to: m.email,
          language,
          subject: renderText(language, `${key}.title`, m.params, { isolated: true }),
          text: [
            renderText(language, `${key}.message`, m.params, { isolated: true }),
            '',
            intro[language],
            m.excerpt,
            '',
            `${publicUrl}${m.actionUrl}`,
          ].join('\n'),
        };
      },
      (m) => ({ userId: m.userId, noteId: m.noteId }),
    );
  }

  const loop = mailLoop(deps, 'mention mail', 60_000, send);
  return {
    send,
    start: loop.start,
    stop: loop.stop,
    committed(projection, events) {
      if (projection === 'notifications' && events.some((e) => e.type === 'ApplicationNoteAdded')) loop.kick();
    },
  };
}
