import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { selfIdentifications, type SelfIdentificationRow } from './schema.ts';

export async function sealedSelfIdentification(
  db: NodePgDatabase,
  candidateId: string,
): Promise<SelfIdentificationRow | null> {
  const [row] = await db.select().from(selfIdentifications).where(eq(selfIdentifications.candidateId, candidateId));
  return row ?? null;
}

export async function saveSelfIdentification(db: NodePgDatabase, row: SelfIdentificationRow): Promise<void> {
  await db
    .insert(selfIdentifications)
    .values(row)
    .onConflictDoUpdate({
      target: selfIdentifications.candidateId,
      set: { sealed: row.sealed, updatedAt: row.updatedAt },
    });
}

/** Withdrawal: the row goes, and with it the only copy of the answers. */
export async function deleteSelfIdentification(db: NodePgDatabase, candidateId: string): Promise<boolean> {
  const deleted = await db
    .delete(selfIdentifications)
    .where(eq(selfIdentifications.candidateId, candidateId))
    .returning({ candidateId: selfIdentifications.candidateId });
  return deleted.length > 0;
}

export type BiasAuditInputRow = {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  candidateId: string | null;
  status: string;
  /** The analytics row's first entry into each hiring-funnel stage (null until its projection has it). */
  stageAt: (string | null)[] | null;
  sealed: string | null;
};

/**
 * Every application to one company's jobs (or one job) submitted in the period, with how far it got and its candidate's sealed answers, for
 * the bias audit to open and count. Never sent to a browser as it is.
 */
export async function biasAuditInput(
  db: NodePgDatabase,
  companyId: string,
  jobId?: string,
  /** Applications submitted in this range (instants, either end open). */
  period: { from?: Date; to?: Date } = {},
): Promise<BiasAuditInputRow[]> {
  const { rows } = await db.execute<{
    application_id: string;
    job_id: string;
    job_title: string | null;
    candidate_id: string | null;
    status: string;
    stage_at: (string | null)[] | null;
    sealed: string | null;
  }>(sql`
    SELECT a.application_id, a.job_id, j.title AS job_title, a.candidate_id, a.status,
           aa.row -> 'stageAt' AS stage_at, s.sealed
      FROM applications a
      LEFT JOIN jobs j ON j.job_id = a.job_id
      LEFT JOIN analytics_applications aa ON aa.application_id = a.application_id
      LEFT JOIN self_identifications s ON s.candidate_id = a.candidate_id
     WHERE a.company_id = ${companyId} ${jobId ? sql`AND a.job_id = ${jobId}` : sql``}
       ${period.from ? sql`AND a.applied_at >= ${period.from.toISOString()}` : sql``}
       ${period.to ? sql`AND a.applied_at <= ${period.to.toISOString()}` : sql``}
     ORDER BY j.title, a.job_id, a.applied_at, a.application_id`);
  return rows.map((r) => ({
    applicationId: r.application_id,
    jobId: r.job_id,
    jobTitle: r.job_title ?? '',
    candidateId: r.candidate_id,
    status: r.status,
    stageAt: r.stage_at,
    sealed: r.sealed,
  }));
}
