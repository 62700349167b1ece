import { Router } from 'express';
import {
  DomainError,
  type ApiRoute,
  documentRoute,
  callerCompany,
  found,
  commandRequest,
  writeCommand,
} from '@tawzeef/http';
import type { NotificationRouteDeps } from './deps.ts';
import { idParam, listQuery, pageSchema, readAllSchema, readSchema, unreadSchema } from './schemas.ts';
import { openStream } from './stream.ts';
import { notificationView } from './views.ts';

const notFound = () => new DomainError('NOTIFICATION.NOT_FOUND', 'Notification not found', 404);

function document(registry: NotificationRouteDeps['registry']) {
  const doc = (method: 'get' | 'post' | 'delete', path: string, rest: Parameters<typeof documentRoute>[3]) =>
    documentRoute(registry, method, `/api/notifications${path}`, { tag: 'notifications', ...rest });
  doc('get', '', {
    summary: "The caller's notifications, newest first, with the unread count",
    query: listQuery,
    response: pageSchema,
    errors: [400, 401, 403, 404],
  });
  doc('get', '/unread-count', { summary: 'The header badge', response: unreadSchema, errors: [401, 403, 404] });
  doc('get', '/stream', {
    summary: 'Server-sent events: ready, notification, unread-count (text/event-stream; a ": ping" every 25 s)',
    errors: [401, 403, 404],
  });
  doc('post', '/read-all', { summary: 'Mark all read', response: readAllSchema, errors: [401, 403, 404] });
  doc('post', '/{id}/read', {
    summary: 'Mark one read (never back to unread)',
    params: idParam,
    response: readSchema,
    errors: [401, 403, 404],
  });
  doc('delete', '/{id}', { summary: 'Delete one', params: idParam, status: 204, errors: [401, 403, 404] });
}

/** The Notifications screen, the header badge and the live stream under /api/notifications. */
export function notificationsRoute(deps: NotificationRouteDeps): ApiRoute {
  const { notifications, queries, hub, wait, registry } = deps;
  document(registry);
  const own = (userId: string, id: string) =>
    found(id, (notificationId) => queries.notifications.one(userId, notificationId), notFound);
  const write = writeCommand(wait);

  const router = Router();
  router.get('/', async (req, res) => {
    const { userId } = callerCompany(res);
    const q = listQuery.parse(req.query);
    const [page, unreadCount] = await Promise.all([
      queries.notifications.list(userId, {
        page: q.page,
        limit: q.limit,
        category: q.filter === 'all' ? undefined : q.filter,
        unread: q.unread === undefined ? undefined : q.unread === 'true',
        search: q.search,
      }),
      queries.notifications.unreadCount(userId),
    ]);
    res.setHeader('X-Total-Count', String(page.total));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({
      notifications: page.rows.map(notificationView),
      total: page.total,
      page: q.page,
      limit: q.limit,
      unreadCount,
    });
  });
  router.get('/unread-count', async (_req, res) => {
    const { userId } = callerCompany(res);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ unreadCount: await queries.notifications.unreadCount(userId) });
  });
  router.get('/stream', async (req, res) => {
    const { userId } = callerCompany(res);
    await openStream(
      req,
      res,
      userId,
      hub,
      () => queries.notifications.unreadCount(userId),
      deps.heartbeatMs ?? 25_000,
    );
  });
  router.post('/read-all', async (req, res) => {
    const { userId } = callerCompany(res);
    const before = await queries.notifications.unreadCount(userId);
    await write(res, notifications.markAllRead(userId, before, commandRequest(req, res)));
    res.json({ marked: before, unreadCount: await queries.notifications.unreadCount(userId) });
  });
  router.post('/:id/read', async (req, res) => {
    const { userId } = callerCompany(res);
    const row = await own(userId, req.params.id);
    if (row.deletedAt) throw notFound();
    await write(res, notifications.markRead(userId, row.id, row.readAt === null, commandRequest(req, res)));
    const [fresh, unreadCount] = await Promise.all([own(userId, row.id), queries.notifications.unreadCount(userId)]);
    res.json({ notification: notificationView(fresh), unreadCount });
  });
  router.delete('/:id', async (req, res) => {
    const { userId } = callerCompany(res);
    const row = await own(userId, req.params.id);
    await write(res, notifications.remove(userId, row.id, commandRequest(req, res)));
    res.status(204).end();
  });
  return { path: '/notifications', router };
}
