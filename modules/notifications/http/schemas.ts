import { z } from 'zod';
import { listDialect } from '@tawzeef/http';
import type { NotificationSort } from '@tawzeef/read-models';
import { notificationCategories as categories } from '../categories.ts';
import { notificationSchema } from './views.ts';

/** The list's `timestamp` column is the row's createdAt; `read` sorts by whether it was read. */
const sortFields = ['timestamp', 'category', 'type', 'read'] as const satisfies readonly (
  'timestamp' | NotificationSort['field']
)[];
export const sortFieldOf = (field: (typeof sortFields)[number]): NotificationSort['field'] =>
  field === 'timestamp' ? 'createdAt' : field;

/**
 * The react-admin list dialect (sort=["timestamp","DESC"], range=[0,24], filter={category, read, q}); `read` is
 * "unread", "read" or absent for both.
 */
export const listDialectOf = listDialect({
  sortFields,
  defaultSort: ['timestamp', 'DESC'],
  filter: z.strictObject({
    category: z.enum(['all', ...categories]).optional(),
    read: z.enum(['all', 'unread', 'read']).optional(),
    q: z.string().max(200).optional(),
  }),
});

/** The plain query (page, limit, filter = category, unread, search); the dialect's filter wins over it. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  // `filter` is the dialect's JSON filter when it starts with "{".
  filter: z.preprocess(
    (v) => (typeof v === 'string' && v.trim().startsWith('{') ? undefined : v),
    z.enum(['all', ...categories]).default('all'),
  ),
  unread: z.enum(['true', 'false']).optional(),
  search: z.string().max(200).optional(),
});

export const pageSchema = z.array(notificationSchema).meta({ id: 'NotificationPage' });
/** PUT /{id}: react-admin's update; read can only become true. */
export const updateBody = z.strictObject({ read: z.literal(true) });

export const unreadSchema = z.object({ unreadCount: z.number().int() }).meta({ id: 'NotificationUnreadCount' });
export const readSchema = z.object({ notification: notificationSchema, unreadCount: z.number().int() });
export const readAllSchema = z.object({ marked: z.number().int(), unreadCount: z.number().int() });
export const idParam = z.object({ id: z.string() });
