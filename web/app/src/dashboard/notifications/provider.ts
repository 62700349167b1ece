import type { fetchUtils } from 'react-admin';

type Http = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

/** The notifications' calls outside the list dialect, on the dashboard's data provider. */
export const notificationMethods = (http: Http) => ({
  /** The header badge's count before the live stream opens, and after a change made here. */
  unreadNotifications: async () =>
    ((await http('/api/notifications/unread-count')).json as { unreadCount: number }).unreadCount,
  /** Every notification the caller has unread; answers the new count. */
  markAllNotificationsRead: async () =>
    (await http('/api/notifications/read-all', { method: 'POST', body: '{}' })).json as {
      marked: number;
      unreadCount: number;
    },
});
