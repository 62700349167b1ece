import type { AppEventStore, RecordedEvent } from '@tawzeef/shared';
import type { NotificationRow, ReadModelQueries } from '@tawzeef/read-models';
import { notificationView, type NotificationView } from './views.ts';

export type LiveSink = {
  notification(view: NotificationView): void;
  unreadCount(count: number): void;
};

type Log = { warn(details: object, message: string): void };

/**
 * Pushes what the notifications projection just committed to the signed-in users' open streams. Fed by the
 * projection runner's onCommitted hook when the projections run in this process, else by `follow`.
 */
export function createNotificationHub(queries: ReadModelQueries, log: Log) {
  const sinks = new Map<string, Set<LiveSink>>();

  async function push(events: readonly RecordedEvent[]) {
    const first = Number(events[0]!.globalPosition);
    const last = Number(events.at(-1)!.globalPosition);
    const touched = new Set<string>();
    for (const event of events) {
      const userId = event.streamName.startsWith('notifications-') ? event.data.userId : undefined;
      if (typeof userId === 'string' && sinks.has(userId)) touched.add(userId);
    }
    const created: NotificationRow[] = (await queries.notifications.between(first - 1, last)).filter((row) =>
      sinks.has(row.userId),
    );
    for (const row of created) {
      touched.add(row.userId);
      for (const sink of sinks.get(row.userId) ?? []) sink.notification(notificationView(row));
    }
    for (const userId of touched) {
      const count = await queries.notifications.unreadCount(userId);
      for (const sink of sinks.get(userId) ?? []) sink.unreadCount(count);
    }
  }

  return {
    subscribe(userId: string, sink: LiveSink): () => void {
      const set = sinks.get(userId) ?? new Set();
      set.add(sink);
      sinks.set(userId, set);
      return () => {
        set.delete(sink);
        if (set.size === 0) sinks.delete(userId);
      };
    },
    /** The runner's onCommitted hook. */
    committed(projection: string, events: readonly RecordedEvent[]) {
      if (projection !== 'notifications' || sinks.size === 0 || events.length === 0) return;
      push(events).catch((error: unknown) => log.warn({ err: error }, 'could not push notifications'));
    },
    /**
     * For a process that serves the API while the projections run elsewhere: follows the log from its head and,
     * once the notifications projection has reached a batch (`projected`), pushes it.
     */
    async follow(store: AppEventStore, projected: (position: bigint) => Promise<boolean>, signal: AbortSignal) {
      while (!signal.aborted) {
        try {
          await store.subscribe({
            after: await store.headPosition(),
            batchSize: 500,
            signal,
            onEvents: async (events) => {
              if (sinks.size === 0 || events.length === 0) return;
              await projected(events.at(-1)!.globalPosition);
              await push(events);
            },
          });
        } catch (error) {
          if (signal.aborted) return;
          log.warn({ err: error }, 'could not follow the log for notifications; retrying');
          await new Promise((resolve) => setTimeout(resolve, 2_000));
        }
      }
    },
    connections: () => [...sinks.values()].reduce((n, set) => n + set.size, 0),
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
