import { notificationCategories } from '../../api/notifications.ts';
import { oneOf, useAddressFilters } from '../useAddressFilters.ts';

/** The Notifications screen's filters live in the address (read, category, search): filter={category, read, q}. */
export function useNotificationFilters() {
  const { params, search, term, setTerm, setParam } = useAddressFilters();
  const read = oneOf(['unread', 'read'], params.get('read'));
  const category = oneOf(notificationCategories, params.get('category'));

  const filter = { ...(read && { read }), ...(category && { category }), ...(search && { q: search }) };
  return { filter, term, setTerm, read, category, setParam };
}

export type NotificationFilterState = ReturnType<typeof useNotificationFilters>;
