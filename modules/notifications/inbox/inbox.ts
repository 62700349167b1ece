/** One user's read and delete marks on their notifications: the stream `notifications-<userId>`. */
export const inboxStreamName = (userId: string) => `notifications-${userId}`;

export type NotificationRead = {
  type: 'NotificationRead';
  data: { userId: string; notificationId: string; readAt: string };
};
export type NotificationsAllRead = {
  type: 'NotificationsAllRead';
  /** Marks every notification the user had unread when this event is applied (its place in the log). */
  data: { userId: string; readAt: string };
};
export type NotificationDeleted = {
  type: 'NotificationDeleted';
  data: { userId: string; notificationId: string; deletedAt: string };
};

/** The daily digest mail of `day` (YYYY-MM-DD, UTC) was claimed for sending: at most one per user and day. */
export type NotificationDigestSent = {
  type: 'NotificationDigestSent';
  data: { userId: string; day: string; count: number; sentAt: string };
};

/** The e-mail about the mention in note `noteId` was claimed for sending: at most one per user and note. */
export type NotificationMentionMailed = {
  type: 'NotificationMentionMailed';
  data: { userId: string; noteId: string; sentAt: string };
};

/** The weekly report of ISO week `week` (e.g. 2026-W48, UTC) was claimed for sending: at most one per user and week. */
export type NotificationWeeklyReportSent = {
  type: 'NotificationWeeklyReportSent';
  data: { userId: string; week: string; from: string; to: string; sentAt: string };
};

export type InboxEvent =
  | NotificationRead
  | NotificationsAllRead
  | NotificationDeleted
  | NotificationDigestSent
  | NotificationMentionMailed
  | NotificationWeeklyReportSent;
export const inboxEventTypes: readonly InboxEvent['type'][] = [
  'NotificationRead',
  'NotificationsAllRead',
  'NotificationDeleted',
  'NotificationDigestSent',
  'NotificationMentionMailed',
  'NotificationWeeklyReportSent',
];

export type InboxState = {
  read: ReadonlySet<string>;
  deleted: ReadonlySet<string>;
  digests: ReadonlySet<string>;
  /** Note ids whose mention e-mail was claimed. */
  mentionMails: ReadonlySet<string>;
  /** ISO weeks whose weekly report was claimed. */
  weeklyReports: ReadonlySet<string>;
};

export const initialInboxState = (): InboxState => ({
  read: new Set(),
  deleted: new Set(),
  digests: new Set(),
  mentionMails: new Set(),
  weeklyReports: new Set(),
});

export function evolveInbox(state: InboxState, event: InboxEvent): InboxState {
  switch (event.type) {
    case 'NotificationRead':
      return { ...state, read: new Set(state.read).add(event.data.notificationId) };
    case 'NotificationDeleted':
      return { ...state, deleted: new Set(state.deleted).add(event.data.notificationId) };
    case 'NotificationDigestSent':
      return { ...state, digests: new Set(state.digests).add(event.data.day) };
    case 'NotificationMentionMailed':
      return { ...state, mentionMails: new Set(state.mentionMails).add(event.data.noteId) };
    case 'NotificationWeeklyReportSent':
      return { ...state, weeklyReports: new Set(state.weeklyReports).add(event.data.week) };
    default:
      return state;
  }
}
