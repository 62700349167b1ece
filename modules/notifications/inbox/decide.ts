import type { InboxEvent, InboxState } from './inbox.ts';

/**
 * `unread` comes from the read model: whether the notification is unread for this user right now. The route has
 * already checked that the notification is the caller's.
 */
export type InboxCommand =
  | { type: 'MarkNotificationRead'; userId: string; notificationId: string; unread: boolean; now: Date }
  | { type: 'MarkAllNotificationsRead'; userId: string; unreadCount: number; now: Date }
  | { type: 'DeleteNotification'; userId: string; notificationId: string; now: Date }
  | { type: 'ClaimDigest'; userId: string; day: string; count: number; now: Date }
  | { type: 'ClaimMentionMail'; userId: string; noteId: string; now: Date }
  | { type: 'ClaimWeeklyReport'; userId: string; week: string; from: string; to: string; now: Date };

/** Repeating a mark is a no-op: a notification never returns to unread, and a deleted one stays deleted. */
export function decideInbox(command: InboxCommand, state: InboxState): InboxEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'MarkNotificationRead':
      if (!command.unread || state.read.has(command.notificationId) || state.deleted.has(command.notificationId)) {
        return [];
      }
      return [
        {
          type: 'NotificationRead',
          data: { userId: command.userId, notificationId: command.notificationId, readAt: at },
        },
      ];
    case 'MarkAllNotificationsRead':
      if (command.unreadCount === 0) return [];
      return [{ type: 'NotificationsAllRead', data: { userId: command.userId, readAt: at } }];
    case 'ClaimDigest':
      if (state.digests.has(command.day)) return [];
      return [
        {
          type: 'NotificationDigestSent',
          data: { userId: command.userId, day: command.day, count: command.count, sentAt: at },
        },
      ];
    case 'ClaimMentionMail':
      if (state.mentionMails.has(command.noteId)) return [];
      return [
        { type: 'NotificationMentionMailed', data: { userId: command.userId, noteId: command.noteId, sentAt: at } },
      ];
    case 'ClaimWeeklyReport':
      if (state.weeklyReports.has(command.week)) return [];
      return [
        {
          type: 'NotificationWeeklyReportSent',
          data: { userId: command.userId, week: command.week, from: command.from, to: command.to, sentAt: at },
        },
      ];
    case 'DeleteNotification':
      if (state.deleted.has(command.notificationId)) return [];
      return [
        {
          type: 'NotificationDeleted',
          data: { userId: command.userId, notificationId: command.notificationId, deletedAt: at },
        },
      ];
  }
}
