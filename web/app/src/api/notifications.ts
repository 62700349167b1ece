import { api } from './client.ts';

export const notificationCategories = ['application', 'interview', 'candidate', 'offer', 'system'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];
export type NotificationType = 'SUCCESS' | 'WARNING' | 'INFO' | 'ERROR';

export interface AppNotification {
  id: string;
  kind?: string;
  type: NotificationType;
  category: NotificationCategory | string;
  titleKey?: string | null;
  messageKey?: string | null;
  params?: Record<string, unknown> | null;
  title: string;
  message: string;
  read: boolean;
  readAt?: string | null;
  timestamp: string;
  actionUrl?: string | null;
  metadata?: {
    candidateName?: string | null;
    jobTitle?: string | null;
    applicationId?: string | null;
    jobId?: string | null;
    score?: number | null;
    errorCode?: string | null;
    status?: string | null;
  } | null;
}

export interface NotificationPage {
  notifications: AppNotification[];
  total: number;
  page: number;
  limit: number;
  unreadCount: number;
}

export interface NotificationFilter {
  /** The category, or '' for all. */
  category?: string;
  /** '' all, 'unread' or 'read'. */
  read?: string;
  search?: string;
}

export const notificationsPageSize = 50;

export const notificationsApi = {
  list: (filter: NotificationFilter, page: number, signal?: AbortSignal) => {
    const params = new URLSearchParams({ page: String(page), limit: String(notificationsPageSize) });
    if (filter.category) params.set('filter', filter.category);
    if (filter.read === 'unread') params.set('unread', 'true');
    if (filter.read === 'read') params.set('unread', 'false');
    if (filter.search) params.set('search', filter.search);
    return api<NotificationPage>(`/api/notifications?${params.toString()}`, { signal });
  },
  unreadCount: (signal?: AbortSignal) => api<{ unreadCount: number }>('/api/notifications/unread-count', { signal }),
  markRead: (id: string) =>
    api<{ notification: AppNotification; unreadCount: number }>(`/api/notifications/${encodeURIComponent(id)}/read`, {
      method: 'POST',
      body: {},
    }),
  markAllRead: () => api<{ marked: number; unreadCount: number }>('/api/notifications/read-all', { body: {} }),
  remove: (id: string) => api<void>(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  streamUrl: '/api/notifications/stream',
};
