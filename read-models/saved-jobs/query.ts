import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobApplications, jobCompanies, jobs, savedJobs, type JobCompanyRow, type JobRow } from '../jobs/schema.ts';
import { isPublic } from '../jobs/public-query.ts';

export type SavedJobRow = {
  job: JobRow;
  company: JobCompanyRow | null;
  savedAt: Date;
  applied: boolean;
  available: boolean;
};

/** A candidate's saved jobs (deleted jobs left out), newest save first, with whether they applied. */
export async function listSavedJobs(
  db: NodePgDatabase,
  userId: string,
  now: Date,
  limit = 1000,
): Promise<SavedJobRow[]> {
  return db
    .select({
      job: jobs,
      company: jobCompanies,
      savedAt: savedJobs.savedAt,
      applied: sql<boolean>`EXISTS (SELECT 1 FROM ${jobApplications} a WHERE a.job_id = ${jobs.jobId} AND a.candidate_id = ${userId})`,
      available: sql<boolean>`(${isPublic(now)})`,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.jobId, savedJobs.jobId))
    .leftJoin(jobCompanies, eq(jobCompanies.companyId, jobs.companyId))
    .where(and(eq(savedJobs.userId, userId), ne(jobs.status, 'DELETED')))
    .orderBy(desc(savedJobs.savedAt), desc(savedJobs.jobId))
    .limit(limit);
}
