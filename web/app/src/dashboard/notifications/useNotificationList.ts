import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notificationCategories, notificationsApi, type AppNotification } from '../../api/notifications.ts';
import { useNotificationStream } from './NotificationStream.tsx';

const oneOf = (values: readonly string[], value: string | null) => (value && values.includes(value) ? value : '');

/**
 * The notifications screen's state: filters in the address (read, category, search), the loaded pages, and the
 * live stream's new notifications (the first page is fetched again when one arrives or the stream reconnects).
 */
export function useNotificationList() {
  const [params, setParams] = useSearchParams();
  const read = oneOf(['unread', 'read'], params.get('read'));
  const category = oneOf(notificationCategories, params.get('category'));
  const search = params.get('search') ?? '';
  const [term, setTerm] = useState(search);
  const [items, setItems] = useState<AppNotification[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<unknown>();
  const [round, setRound] = useState(0);
  const { subscribe, setUnreadCount } = useNotificationStream();
  const filterKey = JSON.stringify({ read, category, search });
  const filter = useRef({ read, category, search });
  filter.current = { read, category, search };

  // The latest address: a debounced write must not bring back filters changed meanwhile.
  const latest = useRef(params);
  latest.current = params;
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(latest.current);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (term.trim() === search) return;
    const timer = setTimeout(() => {
      if (term.trim() !== (latest.current.get('search') ?? '')) setParam('search', term.trim());
    }, 500);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    notificationsApi
      .list(filter.current, 1, controller.signal)
      .then((answer) => {
        setItems(answer.notifications);
        setTotal(answer.total);
        setPage(1);
        setUnreadCount(answer.unreadCount);
      })
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setError(caught);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);

  useEffect(
    () =>
      subscribe((event) => {
        if (event.type === 'notification' || event.reconnect) reload();
      }),
    [subscribe, reload],
  );

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const answer = await notificationsApi.list(filter.current, page + 1);
      setItems((current) => [...current, ...answer.notifications.filter((n) => !current.some((c) => c.id === n.id))]);
      setTotal(answer.total);
      setPage(page + 1);
    } catch (caught) {
      setError(caught);
    } finally {
      setLoadingMore(false);
    }
  };

  const update = (id: string, change: Partial<AppNotification>) =>
    setItems((current) => current.map((n) => (n.id === id ? { ...n, ...change } : n)));
  const remove = (id: string) => {
    setItems((current) => current.filter((n) => n.id !== id));
    setTotal((value) => Math.max(0, value - 1));
  };

  return {
    items,
    total,
    loading,
    loadingMore,
    error,
    reload,
    loadMore,
    update,
    remove,
    markAllLocal: (readAt: string) =>
      setItems((current) => current.map((n) => (n.read ? n : { ...n, read: true, readAt }))),
    term,
    setTerm,
    read,
    category,
    search,
    setParam,
    filtered: Boolean(read || category || search),
  };
}

export type NotificationListState = ReturnType<typeof useNotificationList>;
