import { renderText, type NotificationLanguage } from '@tawzeef/read-models';
import { uuidV5 } from '@tawzeef/shared';
import { mailLoop, sendClaimed, type MailLoop, type MailLoopDeps } from './mail-loop.ts';

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
export function dailyDigest(deps: MailLoopDeps & { hourUtc: number }): MailLoop {
  const { queries, notifications, publicUrl } = deps;

  async function send(now: Date): Promise<number> {
    if (now.getUTCHours() < deps.hourUtc) return 0;
    const day = now.toISOString().slice(0, 10);
    const recipients = await queries.notifications.digestRecipients();
    const unread = await queries.notifications.unreadSince(
      recipients.map((r) => r.userId),
      new Date(now.getTime() - DAY),
      now,
    );
    const due = recipients
      .map((r) => ({ ...r, mine: unread.filter((n) => n.userId === r.userId) }))
      .filter((r) => r.mine.length > 0);
    return sendClaimed(
      deps,
      'daily digest',
      due,
      (r) =>
        notifications.claimDigest(r.userId, day, r.mine.length, {
          commandId: uuidV5(`digest/${r.userId}/${day}`),
          actorId: null,
          correlationId: `digest-${day}`,
        }),
      (r) => {
        const language: NotificationLanguage = r.language === 'ar' ? 'ar' : 'en';
        const lines = r.mine.map(
          (n) =>
            `- ${renderText(language, n.titleKey, n.params, { isolated: true })}: ` +
            renderText(language, n.messageKey, n.params, { isolated: true }) +
            (n.actionUrl ? `\n  ${publicUrl}${n.actionUrl}` : ''),
        );
        return {
          to: r.email,
          language,
          subject: subjects[language](r.mine.length),
          text: [...lines, '', `${publicUrl}/dashboard/notifications`].join('\n'),
        };
      },
      (r) => ({ userId: r.userId, day }),
    );
  }

  return mailLoop(deps, 'daily digest', 15 * 60_000, send);
}
