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

export type InboxEvent = NotificationRead | NotificationsAllRead | NotificationDeleted | NotificationDigestSent;
export const inboxEventTypes: readonly InboxEvent['type'][] = [
  'NotificationRead',
  'NotificationsAllRead',
  'NotificationDeleted',
  'NotificationDigestSent',
];

export type InboxState = { read: ReadonlySet<string>; deleted: ReadonlySet<string>; digests: ReadonlySet<string> };

export const initialInboxState = (): InboxState => ({ read: new Set(), deleted: new Set(), digests: new Set() });

export function evolveInbox(state: InboxState, event: InboxEvent): InboxState {
  switch (event.type) {
    case 'NotificationRead':
      return { ...state, read: new Set(state.read).add(event.data.notificationId) };
    case 'NotificationDeleted':
      return { ...state, deleted: new Set(state.deleted).add(event.data.notificationId) };
    case 'NotificationDigestSent':
      return { ...state, digests: new Set(state.digests).add(event.data.day) };
    default:
      return state;
  }
}
