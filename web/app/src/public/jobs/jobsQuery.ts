import { boardFilters, boardSorts, type BoardFilter } from '../../jobs/jobOptions.ts';

export const pageSize = 10;
export const filterNames = Object.keys(boardFilters) as BoardFilter[];

export interface JobsQuery {
  search: string;
  filters: Record<BoardFilter, string>;
  sort: (typeof boardSorts)[number];
  page: number;
}

/** The jobs page's state lives in the address: search, each filter, sort and page. Unknown values are dropped. */
export function readJobsQuery(params: URLSearchParams): JobsQuery {
  const filters = {} as Record<BoardFilter, string>;
  for (const name of filterNames) {
    const value = params.get(name) ?? '';
    filters[name] = (boardFilters[name] as readonly string[]).includes(value) ? value : '';
  }
  const sort = (boardSorts as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as JobsQuery['sort'])
    : 'latest';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  return { search: (params.get('search') ?? '').trim(), filters, sort, page };
}

/** The address for a query: defaults are left out so shared links stay short. */
export function jobsSearchParams(query: JobsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  for (const name of filterNames) if (query.filters[name]) params.set(name, query.filters[name]);
  if (query.sort !== 'latest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function apiParams(query: JobsQuery): URLSearchParams {
  const params = jobsSearchParams(query);
  params.set('page', String(query.page));
  params.set('limit', String(pageSize));
  return params;
}

/** Up to 5 numbered pages around the current one. */
export function pageWindow(page: number, totalPages: number): number[] {
  const count = Math.min(5, totalPages);
  const start = Math.min(Math.max(1, page - 2), Math.max(1, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
