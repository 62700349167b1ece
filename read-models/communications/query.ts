import { and, asc, count, desc, eq, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../applications/schema.ts';
import { companies } from '../companies/schema.ts';
import { jobs } from '../jobs/schema.ts';
import { communications as c, type CommunicationRow } from './schema.ts';

export type CommunicationWithJob = CommunicationRow & { jobTitle: string | null };

export type CommunicationFilter = {
  type?: string;
  status?: string;
  direction?: string;
  search?: string;
  /** false (default): not archived; true: only archived; 'all': both. */
  archived?: boolean | 'all';
  candidateId?: string;
  applicationId?: string;
  jobId?: string;
};

export type CommunicationStats = {
  total: number;
  byType: Record<string, number>;
  byStatus: Record<string, number>;
  byDirection: Record<string, number>;
  archived: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The search box: the message's own text, or the title of one of the company's jobs. */
function searchCondition(companyId: string, search: string): SQL {
  const pattern = `%${escapeLike(search.trim().toLowerCase())}%`;
  const jobIds = sql`ARRAY(SELECT ${jobs.jobId} FROM ${jobs} WHERE ${jobs.companyId} = ${companyId} AND lower(${jobs.title}) LIKE ${pattern})`;
  return or(like(c.searchText, pattern), sql`${c.jobId} = ANY(${jobIds})`)!;
}

function whereOf(companyId: string, filter: CommunicationFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(c.companyId, companyId)];
  const archived = filter.archived ?? false;
  if (archived !== 'all') conditions.push(eq(c.archived, archived));
  if (filter.type) conditions.push(eq(c.type, filter.type));
  if (filter.status) conditions.push(eq(c.status, filter.status));
  if (filter.direction) conditions.push(eq(c.direction, filter.direction));
  if (filter.candidateId) conditions.push(eq(c.candidateId, filter.candidateId));
  if (filter.applicationId) conditions.push(eq(c.applicationId, filter.applicationId));
  if (filter.jobId) conditions.push(eq(c.jobId, filter.jobId));
  if (filter.search?.trim()) conditions.push(searchCondition(companyId, filter.search));
  return and(...conditions)!;
}

const withJob = (db: Pick<NodePgDatabase, 'select'>) =>
  db.select({ row: c, jobTitle: jobs.title }).from(c).leftJoin(jobs, eq(jobs.jobId, c.jobId));
const flatten = (r: { row: CommunicationRow; jobTitle: string | null }): CommunicationWithJob => ({
  ...r.row,
  jobTitle: r.jobTitle,
});
const newestFirst = [desc(c.createdAt), desc(c.communicationId)];

/** The list's sortable columns (the candidate by last then first name); ties fall back to newest first. */
export const communicationSortFields = ['createdAt', 'sentAt', 'type', 'status', 'direction', 'candidate'] as const;
export type CommunicationSort = { field: (typeof communicationSortFields)[number]; order: 'ASC' | 'DESC' };

function orderOf(sort: CommunicationSort | undefined): SQL[] {
  if (!sort) return newestFirst;
  const by = sort.order === 'ASC' ? asc : desc;
  const nulls = sort.order === 'ASC' ? sql`NULLS FIRST` : sql`NULLS LAST`;
  const columns: Record<CommunicationSort['field'], SQL[]> = {
    createdAt: [by(c.createdAt)],
    sentAt: [sql`${c.sentAt} ${sort.order === 'ASC' ? sql`ASC` : sql`DESC`} ${nulls}`],
    type: [by(c.type)],
    status: [by(c.status)],
    direction: [by(c.direction)],
    candidate: [by(sql`lower(${c.lastName})`), by(sql`lower(${c.firstName})`)],
  };
  return [...columns[sort.field], ...newestFirst];
}

/** One page (newest first unless sorted otherwise) and the total. */
export async function listCommunications(
  db: NodePgDatabase,
  companyId: string,
  filter: CommunicationFilter,
  page: { offset: number; limit: number; sort?: CommunicationSort },
): Promise<{ rows: CommunicationWithJob[]; total: number }> {
  const where = whereOf(companyId, filter);
  // One snapshot for the page and its total: a message projected between two reads would be counted but not shown.
  return db.transaction(
    async (tx) => {
      const rows = await withJob(tx)
        .where(where)
        .orderBy(...orderOf(page.sort))
        .offset(page.offset)
        .limit(page.limit);
      const [counted] = await tx.select({ total: count() }).from(c).where(where);
      return { rows: rows.map(flatten), total: counted?.total ?? 0 };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every filtered row, newest first, batch by batch (the CSV export). */
export async function* eachCommunication(
  db: NodePgDatabase,
  companyId: string,
  filter: CommunicationFilter,
  batchSize = 500,
): AsyncGenerator<CommunicationWithJob[]> {
  const where = whereOf(companyId, filter);
  for (let offset = 0; ; offset += batchSize) {
    const rows = await withJob(db)
      .where(where)
      .orderBy(...newestFirst)
      .offset(offset)
      .limit(batchSize);
    if (rows.length) yield rows.map(flatten);
    if (rows.length < batchSize) return;
  }
}

export async function getCommunication(db: NodePgDatabase, companyId: string, communicationId: string) {
  const [row] = await withJob(db)
    .where(and(eq(c.companyId, companyId), eq(c.communicationId, communicationId)))
    .limit(1);
  return row ? flatten(row) : null;
}

export async function communicationStats(db: NodePgDatabase, companyId: string): Promise<CommunicationStats> {
  const rows = await db
    .select({ type: c.type, status: c.status, direction: c.direction, archived: c.archived, n: count() })
    .from(c)
    .where(eq(c.companyId, companyId))
    .groupBy(c.type, c.status, c.direction, c.archived);
  const stats: CommunicationStats = { total: 0, byType: {}, byStatus: {}, byDirection: {}, archived: 0 };
  for (const r of rows) {
    if (r.archived) {
      stats.archived += r.n;
      continue;
    }
    stats.total += r.n;
    stats.byType[r.type] = (stats.byType[r.type] ?? 0) + r.n;
    stats.byStatus[r.status] = (stats.byStatus[r.status] ?? 0) + r.n;
    stats.byDirection[r.direction] = (stats.byDirection[r.direction] ?? 0) + r.n;
  }
  return stats;
}

export async function communicationIdByProviderId(db: NodePgDatabase, providerMessageId: string) {
  const [row] = await db
    .select({ id: c.communicationId })
    .from(c)
    .where(eq(c.providerMessageId, providerMessageId))
    .limit(1);
  return row?.id ?? null;
}

/** The latest message of a company with this phone (digits) — the conversation an inbound message continues. */
export async function latestCommunicationByPhone(db: NodePgDatabase, phoneKey: string) {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.phoneKey, phoneKey), isNotNull(c.companyId)))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

const applicationColumns = {
  applicationId: applications.applicationId,
  companyId: applications.companyId,
  candidateId: applications.candidateId,
  jobId: applications.jobId,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  countryCode: applications.countryCode,
  phone: applications.phone,
  appliedAt: applications.appliedAt,
};
export type ApplicationContact = { [K in keyof typeof applicationColumns]: (typeof applications.$inferSelect)[K] };

export async function applicationContact(db: NodePgDatabase, companyId: string, applicationId: string) {
  const [row] = await db
    .select(applicationColumns)
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.applicationId, applicationId)))
    .limit(1);
  return row ?? null;
}

/** The candidate's latest application to the company (to the job when given). */
export async function candidateContact(
  db: NodePgDatabase,
  companyId: string,
  candidateId: string,
  jobId: string | null,
) {
  const [row] = await db
    .select(applicationColumns)
    .from(applications)
    .where(
      and(
        eq(applications.companyId, companyId),
        eq(applications.candidateId, candidateId),
        jobId ? eq(applications.jobId, jobId) : undefined,
      ),
    )
    .orderBy(desc(applications.appliedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Applications whose phone ends with these digits, newest first; the caller compares the full normalised
 * number (country code and trunk zero vary in how applicants type it).
 */
export async function applicationsByPhoneTail(db: NodePgDatabase, tail: string, limit = 50) {
  return db
    .select(applicationColumns)
    .from(applications)
    .where(sql`right(regexp_replace(${applications.phone}, '\\D', '', 'g'), ${tail.length}) = ${tail}`)
    .orderBy(desc(applications.appliedAt))
    .limit(limit);
}

export async function companyHasJob(db: NodePgDatabase, companyId: string, jobId: string) {
  const [row] = await db
    .select({ id: jobs.jobId })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.jobId, jobId)))
    .limit(1);
  return !!row;
}

export async function companyName(db: NodePgDatabase, companyId: string) {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.companyId, companyId))
    .limit(1);
  return row?.name ?? null;
}
