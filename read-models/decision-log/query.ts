import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { alias } from 'drizzle-orm/pg-core';
import { applications } from '../applications/schema.ts';
import { jobs } from '../jobs/schema.ts';
import { orderOf, pageOf, textIn, timeBound, whereOf, type ListParams, type ListResult } from '../query/list.ts';
import { users } from '../users/schema.ts';
import { decisionLogEntries as e, type DecisionLogRow } from './schema.ts';

export type DecisionLogFilter = {
  applicationId?: string | string[];
  jobId?: string | string[];
  kind?: string | string[];
  actorKind?: string | string[];
  verdict?: string | string[];
  occurredAt_gte?: string;
  occurredAt_lte?: string;
};

/** One row as the company reads it: the entry, who acted (name and company role), the candidate and the job. */
export type DecisionLogEntry = Omit<DecisionLogRow, 'companyId'> & {
  id: number;
  actorName: string | null;
  actorRole: string | null;
  candidateName: string | null;
  jobTitle: string | null;
  /** For a decision: the AI output it was compared against (kind, score, recommendation, fit). */
  basis: { kind: string; score: number | null; fit: string | null; recommendation: string | null } | null;
};

export const decisionLogSortable = { id: e.position, position: e.position, occurredAt: e.occurredAt, kind: e.kind };

const filters = {
  applicationId: textIn(e.applicationId),
  jobId: textIn(e.jobId),
  kind: textIn(e.kind),
  actorKind: textIn(e.actorKind),
  verdict: textIn(e.verdict),
  occurredAt_gte: timeBound(e.occurredAt, 'gte'),
  occurredAt_lte: timeBound(e.occurredAt, 'lte'),
};

const basis = alias(e, 'basis');

function select(db: NodePgDatabase) {
  return db
    .select({
      entry: e,
      actorName: users.name,
      actorRole: users.role,
      candidateName: sql<string | null>`nullif(trim(${applications.firstName} || ' ' || ${applications.lastName}), '')`,
      jobTitle: jobs.title,
      basisKind: basis.kind,
      basisScore: basis.score,
      basisFit: basis.fit,
      basisRecommendation: basis.recommendation,
    })
    .from(e)
    .leftJoin(users, eq(users.userId, e.actorId))
    .leftJoin(applications, eq(applications.applicationId, e.applicationId))
    .leftJoin(jobs, eq(jobs.jobId, e.jobId))
    .leftJoin(basis, eq(basis.position, e.basisPosition));
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toEntry(row: Selected): DecisionLogEntry {
  const { companyId: _company, ...entry } = row.entry;
  return {
    id: entry.position,
    ...entry,
    actorName: row.actorName,
    actorRole: row.actorRole,
    candidateName: row.candidateName,
    jobTitle: row.jobTitle,
    basis: row.basisKind
      ? { kind: row.basisKind, score: row.basisScore, fit: row.basisFit, recommendation: row.basisRecommendation }
      : null,
  };
}

const scoped = (companyId: string, filter: DecisionLogFilter | undefined): SQL | undefined =>
  and(eq(e.companyId, companyId), whereOf(filter, filters));

/** One page of the company's decision log, newest first unless asked otherwise. */
export async function listDecisionLog(
  db: NodePgDatabase,
  companyId: string,
  params: ListParams<DecisionLogFilter> = {},
): Promise<ListResult<DecisionLogEntry>> {
  const where = scoped(companyId, params.filter);
  const orderBy = orderOf(params.sort, decisionLogSortable, ['occurredAt', 'DESC'], e.position);
  const { offset, limit } = pageOf(params.range);
  const [rows, total] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(...orderBy)
      .offset(offset)
      .limit(limit),
    db.$count(e, where),
  ]);
  return { rows: rows.map(toEntry), total };
}

/** Every row the filters select, in pages, oldest first: the CSV export. */
export async function* eachDecisionLogEntry(
  db: NodePgDatabase,
  companyId: string,
  filter: DecisionLogFilter = {},
  pageSize = 500,
): AsyncGenerator<DecisionLogEntry[]> {
  const where = scoped(companyId, filter);
  let after = -1;
  for (;;) {
    const rows = await select(db)
      .where(and(where, sql`${e.position} > ${after}`))
      .orderBy(e.position)
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows.map(toEntry);
    after = rows.at(-1)!.entry.position;
    if (rows.length < pageSize) return;
  }
}

/** Deletes an application's entries inside an erasure: the only way to remove one younger than six months. */
export async function eraseDecisionLogOf(db: NodePgDatabase, applicationIds: readonly string[]): Promise<number> {
  if (applicationIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL tawzeef.erasure = 'on'`);
    const deleted = await tx.execute(
      sql`DELETE FROM ${e} WHERE ${e.applicationId} IN (${sql.join(
        applicationIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return deleted.rowCount ?? 0;
  });
}
