import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { jobCompanies, jobs } from '../jobs/schema.ts';
import {
  containsText,
  InvalidQueryError,
  pageOf,
  textIn,
  whereOf,
  type ListParams,
  type ListResult,
} from '../query/list.ts';
import { users } from '../users/schema.ts';
import { priorityRanks } from './projection.ts';
import { applicationNotes as n, applications as a, type ApplicationNoteRow, type ApplicationRow } from './schema.ts';

export type CompanyApplication = ApplicationRow & { jobTitle: string | null };
export type CompanyApplicationFilter = {
  q?: string;
  status?: string | string[];
  priority?: string | string[];
  jobId?: string | string[];
  id?: string | string[];
};

/** Sort fields of both company lists; nulls (no score yet) always come last. */
export const companyApplicationSortable: Record<string, PgColumn> = {
  appliedAt: a.appliedAt,
  updatedAt: a.updatedAt,
  status: a.status,
  priority: a.priorityRank,
  aiScore: a.cvAnalysisScore,
  overallScore: a.overallScore,
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  jobTitle: jobs.title,
};

/**
 * The search box: the application's own text, or the title of one of the company's jobs. Both sides test
 * `applications` columns, so the trigram index and the job index can be OR-ed; OR-ing across the join
 * would read every application of the company.
 */
const searchIn =
  (companyId: string) =>
  (value: unknown, key: string): SQL | undefined => {
    const inTitle = containsText(jobs.title)(value, key);
    if (!inTitle || typeof value !== 'string') return undefined;
    // search_text is stored lower-case: LIKE rechecks the trigram index's matches far faster than ILIKE.
    const pattern = `%${value
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const jobIds = sql`ARRAY(SELECT ${jobs.jobId} FROM ${jobs} WHERE ${jobs.companyId} = ${companyId} AND ${inTitle})`;
    return or(like(a.searchText, pattern), sql`${a.jobId} = ANY(${jobIds})`);
  };

const filtersOf = (companyId: string) => ({
  q: searchIn(companyId),
  status: textIn(a.status),
  // By rank: the column the priority sort and its index use.
  priority: (value: unknown, key: string) => {
    if (typeof value !== 'string' && !(Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
      throw new InvalidQueryError(`filter "${key}" takes a string or a list of strings`);
    }
    return inArray(
      a.priorityRank,
      (Array.isArray(value) ? value : [value]).map((p: string) => priorityRanks[p] ?? 0),
    );
  },
  jobId: textIn(a.jobId),
  id: textIn(a.applicationId),
});

function orderOf(sort: readonly [string, string] | undefined): SQL[] {
  const [field, order] = sort ?? ['appliedAt', 'DESC'];
  const column = Object.hasOwn(companyApplicationSortable, field) ? companyApplicationSortable[field] : undefined;
  if (!column) throw new InvalidQueryError(`cannot sort by "${field}"`);
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw new InvalidQueryError('sort order must be ASC or DESC');
  const tieBreak = upper === 'ASC' ? asc(a.applicationId) : desc(a.applicationId);
  // Without nulls the default placement sorts the same, and one index then serves both directions.
  if (column.notNull && column !== jobs.title) return [upper === 'ASC' ? asc(column) : desc(column), tieBreak];
  return [sql`${column} ${upper === 'ASC' ? sql`ASC` : sql`DESC`} NULLS LAST`, tieBreak];
}

const selectWithJob = (db: NodePgDatabase) =>
  db.select({ application: a, jobTitle: jobs.title }).from(a).leftJoin(jobs, eq(jobs.jobId, a.jobId));

const flatten = (r: { application: ApplicationRow; jobTitle: string | null }): CompanyApplication => ({
  ...r.application,
  jobTitle: r.jobTitle,
});

/** The company's applications (pipeline), or one job's when `filter.jobId` names it: one page and the total. */
export async function listCompanyApplications(
  db: NodePgDatabase,
  companyId: string,
  params: ListParams<CompanyApplicationFilter> = {},
): Promise<ListResult<CompanyApplication>> {
  const where = and(eq(a.companyId, companyId), whereOf(params.filter, filtersOf(companyId)));
  const { offset, limit } = pageOf(params.range);
  const orderBy = orderOf(params.sort);
  const counted = () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(a)
      .where(where)
      .then(([row]) => row?.total ?? 0);
  // The page's ids first, from the sort indexes alone where they cover the query; only its rows are read whole.
  // A search carries its total in the same pass: its matches are read once (the count needs them all anyway),
  // and the planner never walks a sort index hoping a term is common (for a rare one that reads the company).
  const search = !!params.filter?.q?.trim();
  const fields = {
    id: a.applicationId,
    total: sql<number>`(${search ? sql`count(*) OVER ()` : sql`0`})::int`.as('total'),
  };
  const ids =
    params.sort?.[0] === 'jobTitle'
      ? db.select(fields).from(a).leftJoin(jobs, eq(jobs.jobId, a.jobId))
      : db.select(fields).from(a);
  // Grouping by the key changes no row, but makes the planner read every match before sorting.
  const byTitle = params.sort?.[0] === 'jobTitle' ? [jobs.title] : [];
  const matches = ids.$dynamic().where(where);
  const page = (search ? matches.groupBy(a.applicationId, ...byTitle) : matches)
    .orderBy(...orderBy)
    .offset(offset)
    .limit(limit)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select({ application: a, jobTitle: jobs.title, total: page.total })
      .from(page)
      .innerJoin(a, eq(a.applicationId, page.id))
      .leftJoin(jobs, eq(jobs.jobId, a.jobId))
      .orderBy(...orderBy),
    search ? null : counted(),
  ]);
  return { rows: rows.map(flatten), total: total ?? rows[0]?.total ?? (offset > 0 ? await counted() : 0) };
}

/** Every filtered row, in order, batch by batch (the CSV export). */
export async function* eachCompanyApplication(
  db: NodePgDatabase,
  companyId: string,
  params: Omit<ListParams<CompanyApplicationFilter>, 'range'>,
  batchSize = 500,
): AsyncGenerator<CompanyApplication[]> {
  const where = and(eq(a.companyId, companyId), whereOf(params.filter, filtersOf(companyId)));
  const orderBy = orderOf(params.sort);
  for (let offset = 0; ; offset += batchSize) {
    const rows = await selectWithJob(db)
      .where(where)
      .orderBy(...orderBy)
      .offset(offset)
      .limit(batchSize);
    if (rows.length) yield rows.map(flatten);
    if (rows.length < batchSize) return;
  }
}

export type ApplicationCounts = { total: number; byStatus: Record<string, number>; byPriority: Record<string, number> };

/** The counter tiles: every application of the company, or of the given jobs. */
export async function companyApplicationCounts(
  db: NodePgDatabase,
  companyId: string,
  jobIds?: string[],
): Promise<ApplicationCounts> {
  const where = and(eq(a.companyId, companyId), jobIds ? inArray(a.jobId, jobIds) : undefined);
  const rows = await db
    .select({ status: a.status, priority: a.priority, count: sql<number>`count(*)::int` })
    .from(a)
    .where(where)
    .groupBy(a.status, a.priority);
  const counts: ApplicationCounts = { total: 0, byStatus: {}, byPriority: {} };
  for (const row of rows) {
    counts.total += row.count;
    counts.byStatus[row.status] = (counts.byStatus[row.status] ?? 0) + row.count;
    counts.byPriority[row.priority] = (counts.byPriority[row.priority] ?? 0) + row.count;
  }
  return counts;
}

export type CompanyApplicationProfile = CompanyApplication & {
  job: { department: string | null; location: string | null; type: string | null; companyName: string | null };
};

export async function getCompanyApplicationProfile(
  db: NodePgDatabase,
  companyId: string,
  applicationId: string,
): Promise<CompanyApplicationProfile | null> {
  const [row] = await db
    .select({
      application: a,
      jobTitle: jobs.title,
      department: jobs.department,
      location: jobs.location,
      type: jobs.type,
      companyName: jobCompanies.name,
    })
    .from(a)
    .leftJoin(jobs, eq(jobs.jobId, a.jobId))
    .leftJoin(jobCompanies, eq(jobCompanies.companyId, a.companyId))
    .where(and(eq(a.applicationId, applicationId), eq(a.companyId, companyId)));
  if (!row) return null;
  const { application, jobTitle, ...job } = row;
  return { ...application, jobTitle, job };
}

export type ApplicationNote = ApplicationNoteRow & { authorName: string | null; authorEmail: string | null };

/** The notes of an application, newest first, with their authors' names. */
export async function listApplicationNotes(db: NodePgDatabase, applicationId: string): Promise<ApplicationNote[]> {
  const rows = await db
    .select({ note: n, authorName: users.name, authorEmail: users.email })
    .from(n)
    .leftJoin(users, eq(users.userId, n.authorId))
    .where(eq(n.applicationId, applicationId))
    .orderBy(desc(n.createdAt), desc(n.noteId));
  return rows.map((r) => ({ ...r.note, authorName: r.authorName, authorEmail: r.authorEmail }));
}

/** Display names of users (history actors); unknown ids are left out. */
export async function userNames(db: NodePgDatabase, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: users.userId, name: users.name })
    .from(users)
    .where(inArray(users.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.name]));
}

/** Who may read an application's history besides operators: its company, and its candidate. */
export async function applicationOwners(db: NodePgDatabase, applicationId: string) {
  const [row] = await db
    .select({ companyId: a.companyId, candidateId: a.candidateId })
    .from(a)
    .where(eq(a.applicationId, applicationId));
  return row ?? null;
}
