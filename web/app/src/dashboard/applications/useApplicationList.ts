import { useDataProvider, useRefresh } from 'react-admin';
import type { DashboardDataProvider } from '../dataProvider.ts';
import { priorities, type ApplicationFilter } from './types.ts';
import { useLoad } from '../../api/useLoad.ts';
import { filterStatuses } from './format.ts';
import { oneOf, useAddressFilters } from '../useAddressFilters.ts';

/**
 * The list's filters live in the address (search, status, priority, position) and are applied by the server
 * through the applications resource.
 */
export function useApplicationList(jobId?: string) {
  const { params, search, term, setTerm, setParam, clear } = useAddressFilters();
  const status = oneOf(filterStatuses, params.get('status'));
  const priority = oneOf(priorities, params.get('priority'));
  const position = jobId ? '' : (params.get('position') ?? '');

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
