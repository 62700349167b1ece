import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { deadlineInstant } from '@tawzeef/jobs';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { str, strOrNull } from '../runner/fields.ts';
import { fieldsOf, jobColumns, type CompanyFacts } from './row.ts';
import { syncBoardJob, syncBoardJobs, updateJobs } from './board.ts';
import {
  boardFacets,
  boardJobs,
  boardTitles,
  boardWordJobs,
  boardWords,
  jobApplications,
  jobCompanies,
  jobs,
} from './schema.ts';

const HIRED_STATUSES = ['OFFERED', 'HIRED'];

async function companyFacts(tx: ReadModelTx, companyId: string): Promise<CompanyFacts> {
  const [row] = await tx.select().from(jobCompanies).where(eq(jobCompanies.companyId, companyId));
  return { name: row?.name ?? '', industry: row?.industry ?? null };
}

/** A company renamed or re-classified: its jobs' company name, sectors and search text follow. */
async function refreshCompanyJobs(tx: ReadModelTx, companyId: string) {
  const company = await companyFacts(tx, companyId);
  const rows = await tx.select().from(jobs).where(eq(jobs.companyId, companyId));
  for (const row of rows) {
    const fields = fieldsOf({ ...row, salaryRange: null });
    const { sectors, companyName, searchMeta } = jobColumns(fields, company);
    await tx.update(jobs).set({ sectors, companyName, searchMeta }).where(eq(jobs.jobId, row.jobId));
  }
  await syncBoardJobs(tx, eq(jobs.companyId, companyId));
}

async function recountApplications(tx: ReadModelTx, jobId: string) {
  await tx.execute(sql`
    UPDATE jobs SET
      applicants = (SELECT count(*) FROM job_applications a WHERE a.job_id = ${jobId}),
      hires = (SELECT count(*) FROM job_applications a WHERE a.job_id = ${jobId}
               AND a.status IN (${sql.join(
                 HIRED_STATUSES.map((s) => sql`${s}`),
                 sql`, `,
               )}))
    WHERE job_id = ${jobId}`);
  await syncBoardJob(tx, jobId);
}

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = event.data ?? {};
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  const jobId = str(d.jobId);
  // Every write to a job's row syncs the board's narrow copy in the same statement.
  const update = (values: PgUpdateSetSource<typeof jobs>) =>
    updateJobs(
      tx,
      { ...values, updatedAt: at, lastPosition: position },
      and(eq(jobs.jobId, jobId), lt(jobs.lastPosition, position))!,
    );
  const profile = (d.profile ?? {}) as Record<string, unknown>;

  switch (event.type) {
    case 'CompanyRegistered':
    case 'CompanyProfileUpdated': {
      const values = {
        name: str(profile.name),
        industry: strOrNull(profile.industry),
        size: strOrNull(profile.size),
        city: strOrNull(profile.city),
        country: strOrNull(profile.country),
        lastPosition: position,
      };
      await tx
        .insert(jobCompanies)
        .values({ companyId: str(d.companyId), ...values })
        .onConflictDoUpdate({
          target: jobCompanies.companyId,
          set: values,
          setWhere: lt(jobCompanies.lastPosition, position),
        });
      if (event.type === 'CompanyProfileUpdated') await refreshCompanyJobs(tx, str(d.companyId));
      return;
    }
    case 'LogoChanged':
      await tx
        .update(jobCompanies)
        .set({ logo: strOrNull(d.logoUrl), lastPosition: position })
        .where(and(eq(jobCompanies.companyId, str(d.companyId)), lt(jobCompanies.lastPosition, position)));
      return;
    case 'JobDrafted': {
      const companyId = str(d.companyId);
      await tx
        .insert(jobs)
        .values({
          jobId,
          companyId,
          status: 'DRAFT',
          ...jobColumns(fieldsOf(d.fields), await companyFacts(tx, companyId)),
          createdBy: strOrNull(d.createdBy),
          createdAt: at,
          updatedAt: at,
          postedAt: at,
          lastPosition: position,
        })
        .onConflictDoNothing();
      return;
    }
    case 'JobUpdated': {
      const [row] = await tx.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.jobId, jobId));
      if (!row) return;
      await update(jobColumns(fieldsOf(d.fields), await companyFacts(tx, row.companyId)));
      return;
    }
    case 'JobPublished': {
      const firstPublished = sql`coalesce(${jobs.publishedAt}, ${at.toISOString()}::timestamptz)`;
      await update({ status: 'ACTIVE', publishedAt: firstPublished, postedAt: firstPublished });
      return;
    }
    case 'JobPaused':
      await update({ status: 'PAUSED' });
      return;
    case 'JobActivated':
      await update({ status: 'ACTIVE' });
      return;
    case 'JobReopened': {
      const deadline = strOrNull(d.deadline);
      await update({
        status: 'ACTIVE',
        deadline,
        deadlineAt: deadlineInstant(deadline),
        closedAt: null,
        expiredAt: null,
      });
      return;
    }
    case 'JobClosed':
      await update({ status: 'CLOSED', closedAt: at });
      return;
    case 'JobExpired':
      await update({ status: 'EXPIRED', expiredAt: at });
      return;
    case 'JobDeleted':
      await update({ status: 'DELETED', deletedAt: at });
      return;
    case 'ApplicationSubmitted': {
      if (!str(d.applicationId)) return;
      const [job] = await tx.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.jobId, jobId));
      if (!job) return;
      await tx
        .insert(jobApplications)
        .values({
          applicationId: str(d.applicationId),
          jobId,
          companyId: job.companyId,
          candidateId: strOrNull(d.candidateId),
          status: str(d.status, 'SUBMITTED'),
          lastPosition: position,
        })
        .onConflictDoNothing();
      await recountApplications(tx, jobId);
      return;
    }
    case 'ApplicationStatusChanged': {
      const [row] = await tx
        .update(jobApplications)
        .set({ status: str(d.status), lastPosition: position })
        .where(and(eq(jobApplications.applicationId, str(d.applicationId)), lt(jobApplications.lastPosition, position)))
        .returning({ jobId: jobApplications.jobId });
      if (row) await recountApplications(tx, row.jobId);
      return;
    }
  }
}

export const jobsProjection = defineProjection({
  name: 'jobs',
  version: 1,
  tables: [jobs, jobCompanies, jobApplications, boardJobs, boardTitles, boardFacets, boardWords, boardWordJobs],
  handles: [
    'CompanyRegistered',
    'CompanyProfileUpdated',
    'LogoChanged',
    'JobDrafted',
    'JobUpdated',
    'JobPublished',
    'JobPaused',
    'JobActivated',
    'JobReopened',
    'JobClosed',
    'JobExpired',
    'JobDeleted',
    'ApplicationSubmitted',
    'ApplicationStatusChanged',
  ],
  apply,
});
