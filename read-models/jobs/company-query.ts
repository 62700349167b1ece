import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { normalizeSearchText } from '@tawzeef/jobs';
import {
  InvalidQueryError,
  orderOf,
  pageOf,
  textIn,
  whereOf,
  type ListParams,
  type ListResult,
} from '../query/list.ts';
import { jobApplications, jobCompanies, jobs, jobViews, type JobCompanyRow, type JobRow } from './schema.ts';

export type JobWithExtras = { job: JobRow; views: number; company: JobCompanyRow | null };
export type CompanyJobFilter = {
  q?: string;
  status?: string | string[];
  type?: string | string[];
  id?: string | string[];
};

export const companyJobSortable = {
  postedAt: jobs.postedAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  title: jobs.title,
  status: jobs.status,
  deadline: jobs.deadlineAt,
  applicants: jobs.applicants,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Company-side search: a substring of the title, department, location, company or skills (Arabic-folded too). */
const searchFilter = (value: unknown, key: string): SQL | undefined => {
  if (typeof value !== 'string') throw new InvalidQueryError(`filter "${key}" takes a string`);
  const raw = value.trim();
  if (!raw) return undefined;
  const folded = normalizeSearchText(raw);
  return or(
    ilike(jobs.title, `%${escapeLike(raw)}%`),
    ilike(jobs.department, `%${escapeLike(raw)}%`),
    folded ? sql`(${jobs.searchTitle} || ' ' || ${jobs.searchMeta}) LIKE ${`%${escapeLike(folded)}%`}` : undefined,
  );
};

const filters = { q: searchFilter, status: textIn(jobs.status), type: textIn(jobs.type), id: textIn(jobs.jobId) };

export const selectJobsWithExtras = (db: NodePgDatabase) =>
  db
    .select({ job: jobs, views: sql<number>`coalesce(${jobViews.views}, 0)::int`, company: jobCompanies })
    .from(jobs)
    .leftJoin(jobViews, eq(jobViews.jobId, jobs.jobId))
    .leftJoin(jobCompanies, eq(jobCompanies.companyId, jobs.companyId));

/** The company's jobs; deleted ones only when the status filter asks for them. */
export async function listCompanyJobs(
  db: NodePgDatabase,
  companyId: string,
  params: ListParams<CompanyJobFilter> = {},
): Promise<ListResult<JobWithExtras>> {
  const filter = params.filter ?? {};
  const where = and(
    eq(jobs.companyId, companyId),
    filter.status === undefined ? ne(jobs.status, 'DELETED') : undefined,
    whereOf(filter, filters),
  );
  const orderBy = orderOf(params.sort, companyJobSortable, ['postedAt', 'DESC'], jobs.jobId);
  const { offset, limit } = pageOf(params.range, 100);
  const [rows, total] = await Promise.all([
    selectJobsWithExtras(db)
      .where(where)
      .orderBy(...orderBy)
      .offset(offset)
      .limit(limit),
    db.$count(jobs, where),
  ]);
  return { rows, total };
}

export async function getCompanyJob(
  db: NodePgDatabase,
  companyId: string,
  jobId: string,
): Promise<JobWithExtras | null> {
  const [row] = await selectJobsWithExtras(db).where(and(eq(jobs.jobId, jobId), eq(jobs.companyId, companyId)));
  return row ?? null;
}

export type CompanyJobStats = {
  jobsByStatus: Record<string, number>;
  totalApplications: number;
  hires: number;
  totalViews: number;
};

/** The dashboard's figures, from the jobs and applications read models. */
export async function companyJobStats(db: NodePgDatabase, companyId: string): Promise<CompanyJobStats> {
  const [byStatus, applications, views] = await Promise.all([
    db
      .select({ status: jobs.status, count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.companyId, companyId))
      .groupBy(jobs.status),
    db
      .select({
        total: sql<number>`count(*)::int`,
        hires: sql<number>`(count(*) FILTER (WHERE ${jobApplications.status} IN ('OFFERED', 'HIRED')))::int`,
      })
      .from(jobApplications)
      .where(eq(jobApplications.companyId, companyId)),
    db
      .select({ total: sql<number>`coalesce(sum(${jobViews.views}), 0)::int` })
      .from(jobViews)
      .innerJoin(jobs, eq(jobs.jobId, jobViews.jobId))
      .where(eq(jobs.companyId, companyId)),
  ]);
  return {
    jobsByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.count])),
    totalApplications: applications[0]?.total ?? 0,
    hires: applications[0]?.hires ?? 0,
    totalViews: views[0]?.total ?? 0,
  };
}
