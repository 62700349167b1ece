import { z } from 'zod';
import type { NotificationRow } from '@tawzeef/read-models';

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    type: z.enum(['SUCCESS', 'WARNING', 'INFO', 'ERROR']),
    category: z.enum(['application', 'interview', 'candidate', 'offer', 'system']),
    titleKey: z.string(),
    messageKey: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    title: z.string(),
    message: z.string(),
    read: z.boolean(),
    readAt: z.string().nullable(),
    timestamp: z.string(),
    actionUrl: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Notification' });
export type NotificationView = z.infer<typeof notificationSchema>;

export function notificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type as NotificationView['type'],
    category: row.category as NotificationView['category'],
    titleKey: row.titleKey,
    messageKey: row.messageKey,
    params: row.params,
    title: row.title,
    message: row.message,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    timestamp: row.createdAt.toISOString(),
    actionUrl: row.actionUrl,
    metadata: row.metadata,
  };
}
