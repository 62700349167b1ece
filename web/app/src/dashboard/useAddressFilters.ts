import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** An address value kept only when it is one of `values` (a hand-edited address falls back to "all"). */
export const oneOf = (values: readonly string[], value: string | null) =>
  value && values.includes(value) ? value : '';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** A day (`YYYY-MM-DD`) in the viewer's time zone as the instant it starts (or, for `end`, the last millisecond of it). */
export function dayBound(value: string, end: boolean): string | undefined {
  if (!day.test(value)) return undefined;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const at = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

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
  // A date range as days in the address (`from`, `to`) and as the instants the server filters by.
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const period = { from: dayBound(from, false), to: dayBound(to, true) };
  return { params, search, term, setTerm, setParam, clear, days: { from, to }, period };
}
