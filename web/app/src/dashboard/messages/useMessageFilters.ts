import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { communicationStatuses, communicationTypes, type CommunicationFilter } from '../../api/communications.ts';

const oneOf = (values: readonly string[], value: string | null) => (value && values.includes(value) ? value : '');

/**
 * The Communication Center's filters live in the address (search, type, status, archived) and the server applies
 * them; the search box writes 500 ms after the last key. The list's page is react-admin's (back to 1 on a change).
 */
export function useMessageFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const type = oneOf(communicationTypes, params.get('type'));
  const status = oneOf(communicationStatuses, params.get('status'));
  const archived = params.get('archived') === 'true';
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

  const filter: CommunicationFilter = {
    ...(search && { q: search }),
    ...(type && { type }),
    ...(status && { status }),
    ...(archived && { archived: 'true' as const }),
  };
  return {
    filter,
    term,
    setTerm,
    type,
    status,
    archived,
    setParam,
    filtered: Boolean(search || type || status),
    clear: () => {
      setTerm('');
      setParams(new URLSearchParams(), { replace: true });
    },
  };
}

export type MessageFilterState = ReturnType<typeof useMessageFilters>;
