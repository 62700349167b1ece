import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { notificationStreamUrl, type AppNotification } from '../../api/notifications.ts';
import type { DashboardDataProvider } from '../dataProvider.ts';

export type StreamEvent =
  { type: 'notification'; notification: AppNotification } | { type: 'ready'; reconnect: boolean };
type Listener = (event: StreamEvent) => void;

interface StreamState {
  unreadCount: number | undefined;
  /** true while the live stream is open. */
  live: boolean;
  setUnreadCount: (count: number) => void;
  subscribe: (listener: Listener) => () => void;
}

const StreamContext = createContext<StreamState | null>(null);

const parse = <T,>(event: Event): T | undefined => {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return undefined;
  }
};

/**
 * One server-sent-events connection per dashboard: the header's unread count and new notifications for the open
 * screen. The browser reconnects by itself after a network drop; when it gives up (the server answered with an
 * error), we open a new stream with a growing delay. The stream closes when the dashboard unmounts.
 */
export function NotificationStreamProvider({ children }: { children: ReactNode }) {
  const [unreadCount, setUnreadCount] = useState<number>();
  const [live, setLive] = useState(false);
  const listeners = useRef(new Set<Listener>());
  const dataProvider = useDataProvider<DashboardDataProvider>();

  useEffect(() => {
    const controller = new AbortController();
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let opened = false;
    const emit = (event: StreamEvent) => listeners.current.forEach((listener) => listener(event));
    const onCount = (event: Event) => {
      const count = parse<{ unreadCount: number }>(event)?.unreadCount;
      if (typeof count === 'number') setUnreadCount(count);
    };

    dataProvider
      .unreadNotifications()
      .then((count) => {
        if (!controller.signal.aborted) setUnreadCount((current) => current ?? count);
      })
      .catch(() => undefined);

    const connect = () => {
      if (controller.signal.aborted || typeof EventSource === 'undefined') return;
      const stream = new EventSource(notificationStreamUrl, { withCredentials: true });
      source = stream;
      stream.addEventListener('ready', (event) => {
        attempt = 0;
        setLive(true);
        onCount(event);
        emit({ type: 'ready', reconnect: opened });
        opened = true;
      });
      stream.addEventListener('unread-count', onCount);
      stream.addEventListener('notification', (event) => {
        const notification = parse<AppNotification>(event);
        if (notification) emit({ type: 'notification', notification });
      });
      stream.onerror = () => {
        setLive(false);
        if (stream.readyState !== EventSource.CLOSED) return;
        stream.close();
        const delay = Math.min(60_000, 1000 * 2 ** attempt);
        attempt += 1;
        timer = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
      source?.close();
    };
  }, [dataProvider]);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const value = useMemo(() => ({ unreadCount, live, setUnreadCount, subscribe }), [unreadCount, live, subscribe]);
  return <StreamContext.Provider value={value}>{children}</StreamContext.Provider>;
}

export function useNotificationStream(): StreamState {
  const state = useContext(StreamContext);
  if (!state) throw new Error('useNotificationStream must be used inside NotificationStreamProvider');
  return state;
}
