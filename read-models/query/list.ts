import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export type SortOrder = 'ASC' | 'DESC';

/** The ra-data-simple-rest dialect: sort=[field, order], range=[first, last] (inclusive), filter. */
export type ListParams<F> = {
  sort?: readonly [string, string];
  range?: readonly [number, number];
  filter?: F;
};

export type ListResult<T> = { rows: T[]; total: number };

export class InvalidQueryError extends Error {
  readonly code = 'READ_MODEL.INVALID_QUERY';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidQueryError';
  }
}

export const MAX_PAGE_SIZE = 1_000;

export function orderOf(
  sort: readonly [string, string] | undefined,
  sortable: Record<string, PgColumn>,
  fallback: readonly [string, SortOrder],
  tieBreaker: PgColumn,
): SQL[] {
  const [field, rawOrder] = sort ?? fallback;
  const column = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
  if (!column) throw new InvalidQueryError(`cannot sort by "${field}"; use one of ${Object.keys(sortable).join(', ')}`);
  const order = rawOrder.toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw new InvalidQueryError(`sort order must be ASC or DESC`);
  const by = order === 'ASC' ? asc : desc;
  return column === tieBreaker ? [by(column)] : [by(column), by(tieBreaker)];
}

export function pageOf(range: readonly [number, number] | undefined, defaultSize = 25) {
  if (!range) return { offset: 0, limit: defaultSize };
  const [first, last] = range;
  if (!Number.isInteger(first) || !Number.isInteger(last) || first < 0 || last < first) {
    throw new InvalidQueryError(`range must be [first, last] with 0 <= first <= last`);
  }
  const limit = last - first + 1;
  if (limit > MAX_PAGE_SIZE) throw new InvalidQueryError(`a page holds at most ${MAX_PAGE_SIZE} rows`);
  return { offset: first, limit };
}

/** Per filter key, how to turn its value into a condition (or reject it). */
export type FilterSpec = Record<string, (value: unknown, key: string) => SQL | undefined>;

export function whereOf(filter: object | undefined, spec: FilterSpec): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined) continue;
    const toCondition = Object.hasOwn(spec, key) ? spec[key] : undefined;
    if (!toCondition)
      throw new InvalidQueryError(`unknown filter "${key}"; use one of ${Object.keys(spec).join(', ')}`);
    const condition = toCondition(value, key);
    if (condition) conditions.push(condition);
  }
  return conditions.length ? and(...conditions) : undefined;
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** A string, or a list of strings (react-admin's getMany and multi-selects). */
export const textIn =
  (column: PgColumn) =>
  (value: unknown, key: string): SQL => {
    if (isText(value)) return eq(column, value);
    if (Array.isArray(value) && value.every(isText)) return inArray(column, value);
    throw new InvalidQueryError(`filter "${key}" takes a string or a list of strings`);
  };

export const numberIn =
  (column: PgColumn) =>
  (value: unknown, key: string): SQL => {
    const list = Array.isArray(value) ? value : [value];
    const numbers = list.map(Number);
    if (list.length === 0 || numbers.some((n) => !Number.isSafeInteger(n))) {
      throw new InvalidQueryError(`filter "${key}" takes an integer or a list of integers`);
    }
    return numbers.length === 1 ? eq(column, numbers[0]!) : inArray(column, numbers);
  };

export const numberBound =
  (column: PgColumn, bound: 'gte' | 'lte') =>
  (value: unknown, key: string): SQL => {
    const n = Number(value);
    if (value === '' || value === null || !Number.isSafeInteger(n)) {
      throw new InvalidQueryError(`filter "${key}" takes an integer`);
    }
    return bound === 'gte' ? gte(column, n) : lte(column, n);
  };

export const timeBound =
  (column: PgColumn, bound: 'gte' | 'lte') =>
  (value: unknown, key: string): SQL => {
    const at = isText(value) ? new Date(value) : null;
    if (!at || Number.isNaN(at.getTime())) throw new InvalidQueryError(`filter "${key}" takes an ISO date-time`);
    return bound === 'gte' ? gte(column, at) : lte(column, at);
  };

/** Case-insensitive substring match on any of the columns; a blank value filters nothing. */
export const containsText =
  (...columns: PgColumn[]) =>
  (value: unknown, key: string): SQL | undefined => {
    if (!isText(value)) throw new InvalidQueryError(`filter "${key}" takes a string`);
    if (value.trim() === '') return undefined;
    const pattern = `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(...columns.map((column) => ilike(column, pattern)));
  };

export type ListQuery<Row, Out> = {
  table: PgTable;
  filters: FilterSpec;
  sortable: Record<string, PgColumn>;
  defaultSort: readonly [string, SortOrder];
  tieBreaker: PgColumn;
  toRecord: (row: Row) => Out;
};

/** One page of a read-model table in the react-admin dialect, with the total for Content-Range. */
export async function listPage<Row, Out>(
  db: NodePgDatabase,
  query: ListQuery<Row, Out>,
  params: ListParams<object>,
): Promise<ListResult<Out>> {
  const where = whereOf(params.filter, query.filters);
  const orderBy = orderOf(params.sort, query.sortable, query.defaultSort, query.tieBreaker);
  const { offset, limit } = pageOf(params.range);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(query.table)
      .where(where)
      .orderBy(...orderBy)
      .offset(offset)
      .limit(limit),
    db.$count(query.table, where),
  ]);
  return { rows: (rows as Row[]).map(query.toRecord), total };
}
