import { notificationCategories, type NotificationCategory } from '@tawzeef/notifications/rules';

export { notificationCategories, type NotificationCategory };
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

/** The live stream (server-sent events) of the header badge and the open Notifications screen. */
export const notificationStreamUrl = '/api/notifications/stream';
