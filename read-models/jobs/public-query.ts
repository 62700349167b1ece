import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { normalizeSearchText, prefixTsQuery, salaryBuckets, type SalaryBucket } from '@tawzeef/jobs';
import { selectJobsWithExtras, type JobWithExtras } from './company-query.ts';
import { boardJobs as board, jobs, jobViews } from './schema.ts';

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

/**
 * Typo tolerance: the query is this similar to a stretch of the title (pg_trgm word similarity).
 * The `<%` operator reads it from pg_trgm.word_similarity_threshold, set per database by migration 0002.
 */
export const TYPO_SIMILARITY = 0.5;

/** On the board: ACTIVE and not past its deadline (the expiry sweep may not have run yet). */
export const isPublic = (now: Date): SQL =>
  and(eq(jobs.status, 'ACTIVE'), or(isNull(jobs.deadlineAt), gt(jobs.deadlineAt, now)))!;

/** The same on board_jobs, which holds only the ACTIVE jobs. */
const onBoard = (now: Date): SQL => or(isNull(board.deadlineAt), gt(board.deadlineAt, now))!;

const levels: Record<string, string> = { entry: 'ENTRY', mid: 'MID', senior: 'SENIOR', executive: 'EXECUTIVE' };

/**
 * Prefix full-text match, or a title within a typo of the query. The typo test runs over board_titles
 * (the distinct titles, a few hundred rows, not one per job); its result is one array parameter, so
 * both halves use an index (GIN on the vector, btree on the title) and the planner can OR the bitmaps.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const tsQuery = search ? prefixTsQuery(search) : null;
  if (!tsQuery) return undefined;
  const folded = normalizeSearchText(search!);
  return sql`(${board.searchVector} @@ to_tsquery('simple', ${tsQuery})
    OR ${board.searchTitle} = ANY(ARRAY(SELECT search_title FROM board_titles WHERE ${folded} <% search_title)))`;
}

export function boardConditions(query: BoardQuery, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [onBoard(now), searchCondition(query.search)];
  if (query.types?.length) conditions.push(inArray(board.type, query.types));
  if (query.locations?.length) {
    const countries = query.locations.filter((l) => l !== 'REMOTE');
    conditions.push(
      or(
        countries.length ? inArray(board.country, countries) : undefined,
        query.locations.includes('REMOTE') ? eq(board.isRemote, true) : undefined,
      ),
    );
  }
  if (query.salary?.length) {
    conditions.push(
      or(
        ...query.salary.map((bucket) => {
          const [from, to] = salaryBuckets[bucket];
          return sql`(${board.salaryMonthlyLow} < ${to} AND ${board.salaryMonthlyHigh} >= ${from})`;
        }),
      ),
    );
  }
  if (query.experience?.length) {
    const wanted = query.experience.map((e) => levels[e]).filter((l): l is string => !!l);
    conditions.push(
      or(
        wanted.length ? inArray(board.jobLevel, wanted) : undefined,
        query.experience.includes('director') ? eq(board.isDirector, true) : undefined,
      ),
    );
  }
  if (query.industries?.length) {
    conditions.push(sql`${board.sectors} && ${sql.param(query.industries)}::text[]`);
  }
  return and(...conditions)!;
}

/** Matches the indexes' order exactly, and always ends in a unique key so pages never overlap. */
export function boardOrder(sort: BoardSort = 'latest', t: typeof jobs | typeof board = jobs): SQL[] {
  const tail = [sql`${t.postedAt} DESC NULLS LAST`, sql`${t.jobId} DESC NULLS LAST`];
  if (sort === 'salary') return [sql`${t.salaryMonthlyHigh} DESC NULLS LAST`, ...tail];
  if (sort === 'popular') return [sql`${t.applicants} DESC NULLS LAST`, ...tail];
  return tail;
}

async function rowsByIds(db: NodePgDatabase, ids: string[]): Promise<JobWithExtras[]> {
  if (ids.length === 0) return [];
  const rows = await selectJobsWithExtras(db).where(inArray(jobs.jobId, ids));
  const byId = new Map(rows.map((row) => [row.job.jobId, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is JobWithExtras => !!row);
}

/** One page of the board with the true count of matches and of all public jobs. */
export async function listBoard(db: NodePgDatabase, query: BoardQuery, now: Date): Promise<BoardPage> {
  const where = boardConditions(query, now);
  const unfiltered =
    !query.search?.trim() &&
    !query.types?.length &&
    !query.locations?.length &&
    !query.salary?.length &&
    !query.experience?.length &&
    !query.industries?.length;
  // The page and the counts come from the narrow board_jobs; only the page's full rows are read from jobs.
  const pageIds = db
    .select({ id: board.jobId })
    .from(board)
    .where(where)
    .orderBy(...boardOrder(query.sort, board))
    .offset(query.offset ?? 0)
    .limit(query.limit ?? 10);
  const [ids, total, totalAll] = await Promise.all([
    pageIds,
    db.$count(board, where),
    unfiltered ? null : db.$count(board, onBoard(now)),
  ]);
  const rows = await rowsByIds(
    db,
    ids.map((r) => r.id),
  );
  return { rows, total, totalAll: totalAll ?? total };
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
