import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notificationCategories } from '../../api/notifications.ts';

const oneOf = (values: readonly string[], value: string | null) => (value && values.includes(value) ? value : '');

/**
 * The Notifications screen's filters live in the address (read, category, search) and the server applies them
 * (filter={category, read, q}); the search box writes 500 ms after the last key.
 */
export function useNotificationFilters() {
  const [params, setParams] = useSearchParams();
  const read = oneOf(['unread', 'read'], params.get('read'));
  const category = oneOf(notificationCategories, params.get('category'));
  const search = params.get('search') ?? '';
  const [term, setTerm] = useState(search);

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

  const filter = { ...(read && { read }), ...(category && { category }), ...(search && { q: search }) };
  return { filter, term, setTerm, read, category, setParam };
}

export type NotificationFilterState = ReturnType<typeof useNotificationFilters>;
