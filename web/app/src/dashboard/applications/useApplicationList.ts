import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { companyApplicationsApi, priorities, type ApplicationFilter } from '../../api/company-applications.ts';
import { useLoad } from '../../api/useLoad.ts';
import { filterStatuses } from './format.ts';

export const pageSize = 25;

const oneOf = (values: readonly string[], value: string | null) => (value && values.includes(value) ? value : '');

/**
 * The list's filters live in the address (search, status, priority, position, page) and are applied by the
 * server; the search box writes to the address 500 ms after the last keystroke.
 */
export function useApplicationList(jobId?: string) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = oneOf(filterStatuses, params.get('status'));
  const priority = oneOf(priorities, params.get('priority'));
  const position = jobId ? '' : (params.get('position') ?? '');
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1) || 0;
  const [term, setTerm] = useState(search);

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
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
  const key = JSON.stringify([jobId, filter, page]);
  const list = useLoad(
    (signal) => companyApplicationsApi.list(filter, [page * pageSize, page * pageSize + pageSize - 1], signal, jobId),
    [key],
  );
  const stats = useLoad(
    (signal) => companyApplicationsApi.stats(signal, jobId, position || undefined),
    [jobId, position],
  );
  const filtered = Boolean(search || status || priority || position);
  const clear = () => {
    setTerm('');
    setParams(new URLSearchParams(), { replace: true });
  };
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
    status,
    priority,
    position,
    page,
    setParam,
    filtered,
    clear,
  };
}
