import { z } from 'zod';
import { notificationSchema } from './views.ts';

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  filter: z.enum(['all', 'application', 'interview', 'candidate', 'offer', 'system']).default('all'),
  unread: z.enum(['true', 'false']).optional(),
  search: z.string().max(200).optional(),
});

export const pageSchema = z
  .object({
    notifications: z.array(notificationSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    unreadCount: z.number().int(),
  })
  .meta({ id: 'NotificationPage' });

export const unreadSchema = z.object({ unreadCount: z.number().int() }).meta({ id: 'NotificationUnreadCount' });
export const readSchema = z.object({ notification: notificationSchema, unreadCount: z.number().int() });
export const readAllSchema = z.object({ marked: z.number().int(), unreadCount: z.number().int() });
export const idParam = z.object({ id: z.string() });
