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

/** The calls outside the data provider's list dialect (the screen reads, marks and deletes through it). */
export const notificationsApi = {
  unreadCount: (signal?: AbortSignal) => api<{ unreadCount: number }>('/api/notifications/unread-count', { signal }),
  markAllRead: () => api<{ marked: number; unreadCount: number }>('/api/notifications/read-all', { body: {} }),
  streamUrl: '/api/notifications/stream',
};
