import type { Request, Response } from 'express';
import type { NotificationHub } from './hub.ts';

/** Server-sent events for one user: ready, notification, unread-count, and a comment every heartbeat. */
export async function openStream(
  req: Request,
  res: Response,
  userId: string,
  hub: NotificationHub,
  unreadCount: () => Promise<number>,
  heartbeatMs: number,
) {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  req.socket.setTimeout(0);
  req.socket.setNoDelay(true);

  const send = (event: string, data: unknown, id?: string) => {
    if (res.writableEnded) return;
    res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // Subscribe before reading the count, so nothing committed in between is missed.
  const unsubscribe = hub.subscribe(userId, {
    notification: (view) => send('notification', view, view.id),
    unreadCount: (count) => send('unread-count', { unreadCount: count }),
  });
  const heartbeat = setInterval(() => {
    if (!res.writableEnded) res.write(': ping\n\n');
  }, heartbeatMs);
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  res.on('close', close);
  try {
    send('ready', { unreadCount: await unreadCount() });
  } catch (error) {
    close();
    res.end();
    throw error;
  }
}
