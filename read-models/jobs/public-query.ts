import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { salaryBuckets, type SalaryBucket } from '@tawzeef/jobs';
import { boardSearchQuery } from './board-search.ts';
import { selectJobsWithExtras, type JobWithExtras } from './company-query.ts';
import { salaryBucketBit } from './board.ts';
import { boardFacets, boardJobs as board, jobs, jobViews } from './schema.ts';

export type BoardSort = 'latest' | 'salary' | 'popular';
export type BoardQuery = {
  search?: string;
  types?: string[];
  /** Country codes; "REMOTE" means remote jobs. */
  locations?: string[];
  salary?: SalaryBucket[];
  /** entry, mid, senior, executive, director */
  experience?: string[];
  industries?: string[];
  sort?: BoardSort;
  offset?: number;
  limit?: number;
};
export type BoardPage = { rows: JobWithExtras[]; total: number; totalAll: number };

/** On the board: ACTIVE and not past its deadline (the expiry sweep may not have run yet). */
export const isPublic = (now: Date): SQL =>
  and(eq(jobs.status, 'ACTIVE'), or(isNull(jobs.deadlineAt), gt(jobs.deadlineAt, now)))!;

/** The same on board_jobs, which holds only the ACTIVE jobs. */
const onBoard = (now: Date): SQL => or(isNull(board.deadlineAt), gt(board.deadlineAt, now))!;

const levels: Record<string, string> = { entry: 'ENTRY', mid: 'MID', senior: 'SENIOR' };

type FacetTable = typeof board | typeof boardFacets;

/** The filters on the facet columns board_jobs and board_facets share; `salary` says how a table meets buckets. */
function facetConditions(query: BoardQuery, t: FacetTable, salary: (buckets: SalaryBucket[]) => SQL) {
  const conditions: (SQL | undefined)[] = [];
  // "Remote" on the board is the REMOTE type or any job whose work type is remote (the cards say Remote for both).
  if (query.types?.length)
    conditions.push(
      or(inArray(t.type, query.types), query.types.includes('REMOTE') ? eq(t.isRemote, true) : undefined),
    );
  if (query.locations?.length) {
    const countries = query.locations.filter((l) => l !== 'REMOTE');
    conditions.push(
      or(
        countries.length ? inArray(t.country, countries) : undefined,
        query.locations.includes('REMOTE') ? eq(t.isRemote, true) : undefined,
      ),
    );
  }
  if (query.salary?.length) conditions.push(salary(query.salary));
  if (query.experience?.length) {
    const wanted = query.experience.map((e) => levels[e]).filter((l): l is string => !!l);
    conditions.push(
      or(
        wanted.length ? inArray(t.jobLevel, wanted) : undefined,
        // Executive and Director are disjoint: a director's job is not also listed under Executive.
        query.experience.includes('executive') ? and(eq(t.jobLevel, 'EXECUTIVE'), eq(t.isDirector, false)) : undefined,
        query.experience.includes('director') ? eq(t.isDirector, true) : undefined,
      ),
    );
  }
  if (query.industries?.length) conditions.push(sql`${t.sectors} && ${sql.param(query.industries)}::text[]`);
  return conditions;
}

const salaryOnBoard = (buckets: SalaryBucket[]) =>
  or(
    ...buckets.map((bucket) => {
      const [from, to] = salaryBuckets[bucket];
      return sql`(${board.salaryMonthlyLow} < ${to} AND ${board.salaryMonthlyHigh} >= ${from})`;
    }),
  )!;

function boardConditions(query: BoardQuery, now: Date): SQL {
  return and(onBoard(now), ...facetConditions(query, board, salaryOnBoard))!;
}

/** The board_facets combinations the filters match (salary through the bucket bits); undefined without filters. */
function matchingFacets(query: BoardQuery): SQL | undefined {
  const mask = (query.salary ?? []).reduce((bits, bucket) => bits | salaryBucketBit(bucket), 0);
  return and(...facetConditions(query, boardFacets, () => sql`(${boardFacets.salaryBuckets} & ${mask}) <> 0`));
}

/**
 * The number of public jobs the filters (no words) match: board_facets' counts of the matching combinations,
 * less the matching rows past their deadline that the expiry sweep has not removed yet.
 */
async function countFiltered(db: NodePgDatabase, query: BoardQuery, now: Date): Promise<number> {
  const lapsed = and(sql`${board.deadlineAt} <= ${now}`, ...facetConditions(query, board, salaryOnBoard));
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT (SELECT coalesce(sum(jobs), 0) FROM board_facets WHERE ${matchingFacets(query) ?? sql`true`})
      - (SELECT count(*) FROM board_jobs WHERE ${lapsed}) AS n`);
  return Number(rows[0]!.n);
}

/** Matches the indexes' order exactly, and always ends in a unique key so pages never overlap. */
function boardOrder(sort: BoardSort = 'latest', t: typeof jobs | typeof board = jobs): SQL[] {
  const tail = [sql`${t.postedAt} DESC NULLS LAST`, sql`${t.jobId} DESC NULLS LAST`];
  if (sort === 'salary') return [sql`${t.salaryMonthlyHigh} DESC NULLS LAST`, ...tail];
  if (sort === 'popular') return [sql`${t.applicants} DESC NULLS LAST`, ...tail];
  return tail;
}

/** The sort keys of board_words, whose rows are numbered in the order they joined the board. */
const searchKeys = (sort: BoardSort) => [
  ...{ latest: [], salary: ['salary_monthly_high'], popular: ['applicants'] }[sort],
  'posted_at',
  'job_no',
];
const searchOrder = (sort: BoardSort, prefix = '') =>
  sql.raw(
    searchKeys(sort)
      .map((c) => `${prefix}${c} DESC NULLS LAST`)
      .join(', '),
  );

async function rowsByIds(db: NodePgDatabase, ids: string[]): Promise<JobWithExtras[]> {
  if (ids.length === 0) return [];
  const rows = await selectJobsWithExtras(db).where(inArray(jobs.jobId, ids));
  const byId = new Map(rows.map((row) => [row.job.jobId, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is JobWithExtras => !!row);
}

/**
 * A text search reads board_words' GIN matches twice, side by side on two pooled connections: once to count them,
 * once to sort them for the page. A common word matches a quarter of the board, and both reads visit every match;
 * run one after the other (or through one materialised set) they took about 1.4 times as long. There is no sort index
 * on board_words, so the page cannot walk one "until ten rows match" either, a walk of the whole board when the
 * words and a filter rarely meet. Ties are broken by job_no: equal jobs in the order they joined the board.
 */
async function searchPage(db: NodePgDatabase, words: string, query: BoardQuery, now: Date) {
  const sort = query.sort ?? 'latest';
  const keys = sql.raw(searchKeys(sort).join(', '));
  const facets = matchingFacets(query);
  const where = sql`word_ids @@ ${words}::query_int AND (deadline_at IS NULL OR deadline_at > ${now})
    ${facets ? sql`AND facet_id IN (SELECT id FROM board_facets WHERE ${facets})` : sql``}`;
  const [page, count] = await Promise.all([
    db.execute<{ job_id: string }>(sql`
      SELECT b.job_id FROM (
        SELECT ${keys} FROM board_words WHERE ${where}
        ORDER BY ${searchOrder(sort)} OFFSET ${query.offset ?? 0} LIMIT ${query.limit ?? 10}) p
      JOIN board_jobs b USING (job_no) ORDER BY ${searchOrder(sort, 'p.')}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM board_words WHERE ${where}`),
  ]);
  return { ids: page.rows.map((row) => row.job_id), total: count.rows[0]!.total };
}

/** Without words, the sort indexes carry every facet: a page is an index-only walk in board order. */
async function filterPage(db: NodePgDatabase, where: SQL, query: BoardQuery, now: Date, count: boolean) {
  const [ids, total] = await Promise.all([
    db
      .select({ id: board.jobId })
      .from(board)
      .where(where)
      .orderBy(...boardOrder(query.sort, board))
      .offset(query.offset ?? 0)
      .limit(query.limit ?? 10),
    count ? countFiltered(db, query, now) : null,
  ]);
  return { ids: ids.map((r) => r.id), total };
}

/**
 * Every public job: the board's rows (board_titles counts them by title, a few hundred rows to add)
 * less those past their deadline that the expiry sweep has not removed yet (a short range of an index).
 */
async function countPublic(db: NodePgDatabase, now: Date): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT (SELECT coalesce(sum(jobs), 0) FROM board_titles)
      - (SELECT count(*) FROM board_jobs WHERE deadline_at <= ${now}) AS n`);
  return Number(rows[0]!.n);
}

/**
 * The board's search port: one page of the public jobs a query matches, as ids in board order, and the count of
 * matches (null: every public job, which listBoard counts anyway). PostgreSQL's is the default; OpenSearch's
 * (./opensearch) serves deployments that outgrow one machine. Either way the page's rows come from PostgreSQL.
 */
export interface BoardSearchEngine {
  search(query: BoardQuery, now: Date): Promise<{ ids: string[]; total: number | null }>;
}

export function postgresBoardSearch(db: NodePgDatabase): BoardSearchEngine {
  return {
    async search(query, now) {
      const words = await boardSearchQuery(db, query.search);
      const unfiltered =
        !words &&
        !query.types?.length &&
        !query.locations?.length &&
        !query.salary?.length &&
        !query.experience?.length &&
        !query.industries?.length;
      // The page and the count come from the narrow board_jobs and board_words.
      return words
        ? searchPage(db, words, query, now)
        : filterPage(db, boardConditions(query, now), query, now, !unfiltered);
    },
  };
}

/** One page of the board with the true count of matches and of all public jobs. */
export async function listBoard(
  db: NodePgDatabase,
  query: BoardQuery,
  now: Date,
  engine: BoardSearchEngine = postgresBoardSearch(db),
): Promise<BoardPage> {
  const [page, totalAll] = await Promise.all([engine.search(query, now), countPublic(db, now)]);
  const rows = await rowsByIds(db, page.ids);
  return { rows, total: page.total ?? totalAll, totalAll };
}

export async function featuredJobs(db: NodePgDatabase, limit: number, now: Date): Promise<JobWithExtras[]> {
  const ids = await db
    .select({ id: jobs.jobId })
    .from(jobs)
    .where(isPublic(now))
    .orderBy(...boardOrder('popular'))
    .limit(limit);
  return rowsByIds(
    db,
    ids.map((r) => r.id),
  );
}

export async function getPublicJob(db: NodePgDatabase, jobId: string, now: Date): Promise<JobWithExtras | null> {
  const [row] = await selectJobsWithExtras(db).where(and(eq(jobs.jobId, jobId), isPublic(now)));
  return row ?? null;
}

export async function isPublicJob(db: NodePgDatabase, jobId: string, now: Date): Promise<boolean> {
  return (await db.$count(jobs, and(eq(jobs.jobId, jobId), isPublic(now)))) > 0;
}

export async function countJobView(db: NodePgDatabase, jobId: string): Promise<void> {
  await db
    .insert(jobViews)
    .values({ jobId, views: 1 })
    .onConflictDoUpdate({ target: jobViews.jobId, set: { views: sql`${jobViews.views} + 1` } });
}

export async function sitemapJobs(db: NodePgDatabase, now: Date, limit = 50_000) {
  return db
    .select({ id: jobs.jobId, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(isPublic(now))
    .orderBy(...boardOrder('latest'))
    .limit(limit);
}

/** Jobs whose deadline has passed but are still ACTIVE or PAUSED: what the expiry sweep must expire. */
export async function jobsPastDeadline(
  db: NodePgDatabase,
  now: Date,
  limit = 500,
): Promise<{ id: string; deadline: string | null }[]> {
  return db
    .select({ id: jobs.jobId, deadline: jobs.deadline })
    .from(jobs)
    .where(and(inArray(jobs.status, ['ACTIVE', 'PAUSED']), sql`${jobs.deadlineAt} <= ${now}`))
    .limit(limit);
}
