import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDataProvider, useRefresh } from 'react-admin';
import type { DashboardDataProvider } from '../dataProvider.ts';
import { priorities, type ApplicationFilter } from './types.ts';
import { useLoad } from '../../api/useLoad.ts';
import { filterStatuses } from './format.ts';

const oneOf = (values: readonly string[], value: string | null) => (value && values.includes(value) ? value : '');

/**
 * The list's filters live in the address (search, status, priority, position) and are applied by the server
 * through the applications resource; the search box writes to the address 500 ms after the last keystroke.
 */
export function useApplicationList(jobId?: string) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = oneOf(filterStatuses, params.get('status'));
  const priority = oneOf(priorities, params.get('priority'));
  const position = jobId ? '' : (params.get('position') ?? '');
  const [term, setTerm] = useState(search);

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (term.trim() === search) return;
    const timer = setTimeout(() => setParam('search', term.trim()), 500);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  const filter: ApplicationFilter = {
    ...(search && { q: search }),
    ...(status && { status }),
    ...(priority && { priority }),
    ...(position && { jobId: position }),
  };
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const stats = useLoad(
    () => dataProvider.applicationStats({ jobId, position: position || undefined }),
    [jobId, position],
  );
  const filtered = Boolean(search || status || priority || position);
  const clear = () => {
    setTerm('');
    setParams(new URLSearchParams(), { replace: true });
  };
  return {
    stats,
    /** The list (react-admin's queries) and the counters. */
    reloadAll: () => {
      refresh();
      stats.reload();
    },
    jobId,
    filter,
    /** What the applications resource is asked for: the filters, and the job on the per-job page. */
    listFilter: { ...filter, ...(jobId && { jobId }) } as ApplicationFilter,
    term,
    setTerm,
    status,
    priority,
    position,
    setParam,
    filtered,
    clear,
  };
}
