import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { salaryBuckets, type SalaryBucket } from '@tawzeef/jobs';
import { boardSearchQuery, type BoardWords } from './board-search.ts';
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
/** totalCapped: the query matches more than `total` jobs (the engine's count cap). */
export type BoardPage = { rows: JobWithExtras[]; total: number; totalCapped: boolean; totalAll: number };

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
 * less the matching rows past their deadline that the expiry sweep has not removed yet; and the board's size.
 */
async function countFiltered(db: NodePgDatabase, query: BoardQuery, now: Date): Promise<Counted> {
  const lapsed = and(sql`${board.deadlineAt} <= ${now}`, ...facetConditions(query, board, salaryOnBoard));
  const { rows } = await db.execute<Counted>(sql`
    SELECT (SELECT coalesce(sum(jobs), 0) FROM board_facets WHERE ${matchingFacets(query) ?? sql`true`})::int
      - (SELECT count(*) FROM board_jobs WHERE ${lapsed})::int AS matches,
      (SELECT coalesce(sum(jobs), 0) FROM board_titles)::int AS board`);
  return rows[0]!;
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
 * Above this many matches a count stops and the board says "10,000+ Job(s) Found", the way large boards and search
 * engines do: an exact count of a common word visits every match (a quarter of a million jobs at a million), the rest
 * of the page costs a few milliseconds. Below it, counts are exact.
 */
export const BOARD_COUNT_CAP = 10_000;
/** A page walks a sort index while it expects to read at most this many entries to fill it (or it would cost less than sorting). */
const WALK_LIMIT = 50_000;

/** How a page is read: along a sort index in board order, or every match read and sorted. */
export type BoardPlan = 'walk' | 'sort';

type Counted = { matches: number; board: number };
export type SearchResult = { ids: string[]; total: number | null; capped?: boolean };

/** How many index entries a walk in board order reads to reach the page's end, when `matches` of `board` jobs qualify. */
const walkLength = (query: BoardQuery, { matches, board }: Counted) =>
  matches === 0 ? Infinity : (((query.offset ?? 0) + (query.limit ?? 10)) * board) / matches;

/**
 * What reading and sorting one match costs in walked index entries: at a million jobs, 388,000 entries of
 * board_jobs_salary_idx took 180 ms and reading and sorting 125,000 matches 460 ms.
 */
const SORT_COST = 8;

/** Walk while the walk is short, or cheaper than reading and sorting every match. */
const cheaperPlan = (query: BoardQuery, counted: Counted): BoardPlan =>
  walkLength(query, counted) <= Math.max(WALK_LIMIT, SORT_COST * counted.matches) ? 'walk' : 'sort';

/** A search's page first walks this many board_words entries in board order, and sorts every match only if they fall short. */
const SEARCH_WALK = 3_000;

const jobIdsOf = (rows: { job_id: string }[]) => rows.map((row) => row.job_id);

/**
 * A walk of `walk` entries along board_jobs' popularity index (which board_words has not: it would hold the
 * applicant count), each row's words read from board_words by job_no. board_jobs breaks ties by job_id and a search
 * by job_no, so the walk's last group of equal applicants and posting time may be cut short: it is left out, and the
 * rows before it are a prefix of the search's order.
 */
function popularWalk(where: SQL, walk: number, window: SQL) {
  return sql`WITH walked AS (
      SELECT job_no, applicants, posted_at FROM board_jobs ORDER BY ${sql.join(boardOrder('popular', board), sql`, `)}
      LIMIT ${walk}),
    edge AS (SELECT applicants, posted_at FROM walked ORDER BY applicants, posted_at LIMIT 1),
    whole AS (
      SELECT job_no FROM walked
      WHERE (SELECT count(*) FROM walked) < ${walk} OR (applicants, posted_at) > (SELECT * FROM edge)),
    page AS (
      SELECT ${sql.raw(searchKeys('popular').join(', '))} FROM whole JOIN board_words USING (job_no)
      WHERE ${where} ${window})`;
}

/**
 * A page of board_words rows `where` selects, in board order, as job ids. `walk`: the first `walk` entries (null:
 * all) in board order are checked (the words through boolop, which no index serves, so the planner cannot swap the
 * walk for the GIN index); only the latest order has an index to walk, the others are forced by tests alone.
 * 'sort': every match is read (the MATERIALIZED set keeps the planner from walking) and sorted.
 */
async function wordsPage(db: NodePgDatabase, where: SQL, query: BoardQuery, walk: number | null | 'sort') {
  const sort = query.sort ?? 'latest';
  const keys = sql.raw(searchKeys(sort).join(', '));
  const window = sql`ORDER BY ${searchOrder(sort)} OFFSET ${query.offset ?? 0} LIMIT ${query.limit ?? 10}`;
  const read =
    walk === 'sort'
      ? sql`WITH matches AS MATERIALIZED (SELECT ${keys} FROM board_words WHERE ${where}),
          page AS (SELECT * FROM matches ${window})`
      : sort === 'popular' && walk !== null
        ? popularWalk(where, walk, window)
        : sql`WITH walked AS (
            SELECT ${keys}, word_ids, deadline_at, facet_id FROM board_words ORDER BY ${searchOrder(sort)} LIMIT ${walk}),
          page AS (SELECT ${keys} FROM walked WHERE ${where} ${window})`;
  const { rows } = await db.execute<{ job_id: string }>(sql`
    ${read} SELECT b.job_id FROM page p JOIN board_jobs b USING (job_no) ORDER BY ${searchOrder(sort, 'p.')}`);
  return jobIdsOf(rows);
}

type SearchOptions = {
  /** Count up to this many matches. */
  countCap: number;
  /** Read every page one way (tests); by default each page takes the cheaper. */
  plan?: BoardPlan;
  /** How many entries in board order a page walks before it sorts the matches instead. */
  searchWalk: number;
};

/**
 * A text search: its matches in board_words counted up to the cap and, side by side, a short walk in board order,
 * which fills the page when the words are common. When it falls short (few matches, or matches bunched far along
 * the order, as pay and popularity follow the kind of job), the GIN index names every match and they are sorted:
 * few when the count stayed under the cap. Ties are broken by job_no: equal jobs in the order they joined the board.
 */
async function searchPage(
  db: NodePgDatabase,
  { query: words, terms }: BoardWords,
  query: BoardQuery,
  now: Date,
  { countCap: cap, plan, searchWalk }: SearchOptions,
): Promise<SearchResult> {
  const facets = matchingFacets(query);
  const conditions = (match: SQL) => sql`${match} AND (deadline_at IS NULL OR deadline_at > ${now})
    ${facets ? sql`AND facet_id IN (SELECT id FROM board_facets WHERE ${facets})` : sql``}`;
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 10;
  // Pay follows the kind of job, so a word's matches bunch along it: the 30th "engineer" by pay is the 114,186th job
  // of a million. A walk in popularity order reads each row's words through board_words' key (70 ms for 3,000
  // entries at a million jobs): with filters too, it seldom fills a page.
  const sort = query.sort ?? 'latest';
  const walkable = offset + limit <= searchWalk && (sort === 'latest' || (sort === 'popular' && !hasFilters(query)));
  const walk = plan === 'walk' ? null : plan === 'sort' || (!plan && !walkable) ? undefined : searchWalk;
  const sorted = () => wordsPage(db, conditions(sql`word_ids @@ ${words}::query_int`), query, 'sort');
  // One word without filters: the jobs holding its most common form, less every lapsed job, are surely matches;
  // when they are more than the cap the count visits nothing (the ELSE subquery runs only when it is needed).
  const surely = terms.length === 1 && !hasFilters(query) ? terms[0]! : [];
  const [counted, ids] = await Promise.all([
    db.execute<{ matches: number }>(sql`
      SELECT CASE
        WHEN (SELECT coalesce(max(jobs), 0) FROM board_word_jobs WHERE word_id = ANY(${sql.param(surely)}::int[]))
          - (SELECT count(*) FROM board_jobs WHERE deadline_at <= ${now}) > ${cap} THEN ${cap + 1}
        ELSE (SELECT count(*) FROM (
          SELECT 1 FROM board_words WHERE ${conditions(sql`word_ids @@ ${words}::query_int`)} LIMIT ${cap + 1}) m)
      END::int AS matches`),
    walk === undefined ? sorted() : wordsPage(db, conditions(sql`boolop(word_ids, ${words}::query_int)`), query, walk),
  ]);
  const matches = counted.rows[0]!.matches;
  const result = { total: Math.min(matches, cap), capped: matches > cap };
  // A walk that fell short of the page: the matches are sorted after all.
  if (walk !== undefined && walk !== null && ids.length < limit && offset < matches)
    return { ids: await sorted(), ...result };
  return { ids, ...result };
}

/**
 * Without words: the count is board_facets' (exact), then the page. A walk along a board_jobs sort index (which
 * carries every facet column) when the filters match enough of the board to fill the page soon; otherwise the
 * matches are read through board_words' facet combinations and sorted.
 */
async function filterPage(
  db: NodePgDatabase,
  query: BoardQuery,
  now: Date,
  plan: BoardPlan | undefined,
): Promise<SearchResult> {
  const counted = await countFiltered(db, query, now);
  const total = hasFilters(query) ? counted.matches : null;
  if ((query.offset ?? 0) >= counted.matches) return { ids: [], total };
  if ((plan ?? cheaperPlan(query, counted)) === 'walk') {
    const ids = await db
      .select({ id: board.jobId })
      .from(board)
      .where(boardConditions(query, now))
      .orderBy(...boardOrder(query.sort, board))
      .offset(query.offset ?? 0)
      .limit(query.limit ?? 10);
    return { ids: ids.map((r) => r.id), total };
  }
  const where = sql`(deadline_at IS NULL OR deadline_at > ${now})
    AND facet_id IN (SELECT id FROM board_facets WHERE ${matchingFacets(query) ?? sql`true`})`;
  return { ids: await wordsPage(db, where, query, 'sort'), total };
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
 * matches (null: every public job, which listBoard counts anyway) up to `countCap` (capped: more than that).
 * PostgreSQL's is the default; OpenSearch's (./opensearch) serves deployments that outgrow one machine. Either way
 * the page's rows come from PostgreSQL.
 */
export interface BoardSearchEngine {
  search(query: BoardQuery, now: Date): Promise<SearchResult>;
}

/** Whether the query narrows the board by any facet (words aside). */
export const hasFilters = (query: BoardQuery) =>
  !!(
    query.types?.length ||
    query.locations?.length ||
    query.salary?.length ||
    query.experience?.length ||
    query.industries?.length
  );

export function postgresBoardSearch(
  db: NodePgDatabase,
  { countCap = BOARD_COUNT_CAP, plan, searchWalk = SEARCH_WALK }: Partial<SearchOptions> = {},
): BoardSearchEngine {
  return {
    async search(query, now) {
      const words = await boardSearchQuery(db, query.search);
      if (words) return searchPage(db, words, query, now, { countCap, plan, searchWalk });
      return filterPage(db, query, now, plan);
    },
  };
}

/** One page of the board with the count of matches (up to the engine's cap) and of all public jobs. */
export async function listBoard(
  db: NodePgDatabase,
  query: BoardQuery,
  now: Date,
  engine: BoardSearchEngine = postgresBoardSearch(db),
): Promise<BoardPage> {
  const [page, totalAll] = await Promise.all([engine.search(query, now), countPublic(db, now)]);
  const rows = await rowsByIds(db, page.ids);
  return { rows, total: page.total ?? totalAll, totalCapped: page.capped ?? false, totalAll };
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
