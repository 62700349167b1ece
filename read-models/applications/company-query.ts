import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

const filters = {
  q: containsText(a.searchText, jobs.title),
  status: textIn(a.status),
  priority: textIn(a.priority),
  jobId: textIn(a.jobId),
  id: textIn(a.applicationId),
};

function orderOf(sort: readonly [string, string] | undefined): SQL[] {
  const [field, order] = sort ?? ['appliedAt', 'DESC'];
  const column = Object.hasOwn(companyApplicationSortable, field) ? companyApplicationSortable[field] : undefined;
  if (!column) throw new InvalidQueryError(`cannot sort by "${field}"`);
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw new InvalidQueryError('sort order must be ASC or DESC');
  const direction = upper === 'ASC' ? sql`ASC` : sql`DESC`;
  return [sql`${column} ${direction} NULLS LAST`, upper === 'ASC' ? asc(a.applicationId) : desc(a.applicationId)];
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
  const where = and(eq(a.companyId, companyId), whereOf(params.filter, filters));
  const { offset, limit } = pageOf(params.range);
  const orderBy = orderOf(params.sort);
  const [rows, [count]] = await Promise.all([
    selectWithJob(db)
      .where(where)
      .orderBy(...orderBy)
      .offset(offset)
      .limit(limit),
    // The job title only matters to the count when the search box is used.
    params.filter?.q?.trim()
      ? db
          .select({ total: sql<number>`count(*)::int` })
          .from(a)
          .leftJoin(jobs, eq(jobs.jobId, a.jobId))
          .where(where)
      : db
          .select({ total: sql<number>`count(*)::int` })
          .from(a)
          .where(where),
  ]);
  return { rows: rows.map(flatten), total: count?.total ?? 0 };
}

/** Every filtered row, in order, batch by batch (the CSV export). */
export async function* eachCompanyApplication(
  db: NodePgDatabase,
  companyId: string,
  params: Omit<ListParams<CompanyApplicationFilter>, 'range'>,
  batchSize = 500,
): AsyncGenerator<CompanyApplication[]> {
  const where = and(eq(a.companyId, companyId), whereOf(params.filter, filters));
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
