import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  communicationsApi,
  communicationStatuses,
  communicationTypes,
  type CommunicationFilter,
} from '../../api/communications.ts';
import { useLoad } from '../../api/useLoad.ts';

const oneOf = (values: readonly string[], value: string | null) => (value && values.includes(value) ? value : '');

/**
 * The Communication Center's filters live in the address (search, type, status, archived, page) and the server
 * applies them; changing any filter goes back to page 1, and the search box writes 500 ms after the last key.
 */
export function useMessageList() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const type = oneOf(communicationTypes, params.get('type'));
  const status = oneOf(communicationStatuses, params.get('status'));
  const archived = params.get('archived') === 'true';
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  const [term, setTerm] = useState(search);

  // The latest address: a debounced write must not bring back filters changed meanwhile.
  const latest = useRef(params);
  latest.current = params;
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(latest.current);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
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

  const filter: CommunicationFilter = {
    ...(search && { search }),
    ...(type && { type }),
    ...(status && { status }),
    ...(archived && { archived: 'true' as const }),
  };
  const list = useLoad((signal) => communicationsApi.list(filter, page, signal), [JSON.stringify(filter), page]);
  const stats = useLoad((signal) => communicationsApi.stats(signal).catch(() => undefined), []);
  const filtered = Boolean(search || type || status);
  return {
    list,
    stats,
    reloadAll: () => {
      list.reload();
      stats.reload();
    },
    filter,
    term,
    setTerm,
    type,
    status,
    archived,
    page,
    setParam,
    filtered,
    clear: () => {
      setTerm('');
      setParams(new URLSearchParams(), { replace: true });
    },
  };
}

export type MessageListState = ReturnType<typeof useMessageList>;
