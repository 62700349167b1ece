import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** An address value kept only when it is one of `values` (a hand-edited address falls back to "all"). */
export const oneOf = (values: readonly string[], value: string | null) =>
  value && values.includes(value) ? value : '';

/**
 * A dashboard list's filters live in the address (replacing the entry, so Back leaves the list) and the server
 * applies them. The search box writes `search` 500 ms after the last key. `dropOnChange` names parameters that a
 * filter change removes (a one-time banner flag, say).
 */
export function useAddressFilters(dropOnChange: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [term, setTerm] = useState(search);

  // The latest address: a debounced write must not bring back filters changed meanwhile.
  const latest = useRef(params);
  latest.current = params;
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(latest.current);
    for (const dropped of dropOnChange) next.delete(dropped);
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

  const clear = () => {
    setTerm('');
    setParams(new URLSearchParams(), { replace: true });
  };
  return { params, search, term, setTerm, setParam, clear };
}
