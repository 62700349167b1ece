import { Router, type Request } from 'express';
import {
  DomainError,
  type ApiRoute,
  callerCompany,
  found,
  commandRequest,
  sendList,
  writeCommand,
  routeDocs,
} from '@tawzeef/http';
import type { NotificationRouteDeps } from './deps.ts';
import {
  idParam,
  listDialectOf,
  listQuery,
  pageSchema,
  readAllSchema,
  readSchema,
  sortFieldOf,
  unreadSchema,
  updateBody,
} from './schemas.ts';
import { openStream } from './stream.ts';
import { notificationSchema, notificationView } from './views.ts';

const notFound = () => new DomainError('NOTIFICATION.NOT_FOUND', 'Notification not found', 404);

/** `filter` is the dialect's JSON object, or (the plain query) a category name that the dialect must not read. */
const dialectOf = (req: Request) => {
  const filter = typeof req.query.filter === 'string' && req.query.filter.trim().startsWith('{');
  return listDialectOf.parse(filter ? req : ({ query: { ...req.query, filter: undefined } } as unknown as Request));
};

function document(registry: NotificationRouteDeps['registry']) {
  const doc = routeDocs(registry, 'notifications', '/api/notifications');
  doc('get', '', {
    summary:
      "The caller's notifications, newest first, in the react-admin list dialect (sort, range, filter: category, " +
      'read, q); the plain page, limit, filter (category), unread and search are read too. The body is the page, ' +
      'the total is in Content-Range and X-Total-Count; the unread count is GET /unread-count',
    query: listDialectOf.querySchema.extend(listQuery.omit({ filter: true }).shape),
    response: pageSchema,
    list: true,
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
  doc('put', '/{id}', {
    summary: "Mark one read, as react-admin's update (body { read: true }; never back to unread)",
    params: idParam,
    body: updateBody,
    response: notificationSchema,
    errors: [400, 401, 403, 404],
  });
  doc('delete', '/{id}', {
    summary: 'Delete one; answers the deleted notification (as react-admin expects)',
    params: idParam,
    response: notificationSchema,
    errors: [401, 403, 404],
  });
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
    const { sort, range, filter } = dialectOf(req);
    const plain = listQuery.parse(req.query);
    const category = filter.category ?? plain.filter;
    const read = filter.read ?? (plain.unread === undefined ? 'all' : plain.unread === 'true' ? 'unread' : 'read');
    const page =
      plain.page || plain.limit
        ? { start: ((plain.page ?? 1) - 1) * (plain.limit ?? 20), limit: plain.limit ?? 20 }
        : { start: range.start, limit: range.end - range.start + 1 };
    const result = await queries.notifications.list(userId, {
      page: 1,
      offset: page.start,
      limit: page.limit,
      sort: { field: sortFieldOf(sort.field), order: sort.order },
      category: category === 'all' ? undefined : category,
      unread: read === 'all' ? undefined : read === 'unread',
      search: filter.q ?? plain.search,
    });
    res.setHeader('X-Total-Count', String(result.total));
    res.setHeader('Cache-Control', 'private, no-store');
    sendList(res, 'notifications', { rows: result.rows.map(notificationView), total: result.total }, page);
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
  router.put('/:id', async (req, res) => {
    const { userId } = callerCompany(res);
    updateBody.parse(req.body ?? {});
    const row = await own(userId, req.params.id);
    if (row.deletedAt) throw notFound();
    await write(res, notifications.markRead(userId, row.id, row.readAt === null, commandRequest(req, res)));
    res.json(notificationView(await own(userId, row.id)));
  });
  router.delete('/:id', async (req, res) => {
    const { userId } = callerCompany(res);
    const row = await own(userId, req.params.id);
    await write(res, notifications.remove(userId, row.id, commandRequest(req, res)));
    res.json(notificationView(await own(userId, row.id)));
  });
  return { path: '/notifications', router };
}
