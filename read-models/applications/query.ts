import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobCompanies, jobs } from '../jobs/schema.ts';
import { users } from '../users/schema.ts';
import { applications as a, candidateCvs as cv, type ApplicationRow, type CandidateCvRow } from './schema.ts';

export type CandidateApplication = ApplicationRow & { jobTitle: string | null; companyName: string | null };

/** The candidate-side filter values (the list's display statuses) and the statuses each one covers. */
export const candidateStatusFilters = {
  submitted: ['SUBMITTED'],
  reviewing: ['REVIEWING'],
  interview: ['INTERVIEW_SCHEDULED', 'INTERVIEWED'],
  offered: ['OFFERED'],
  accepted: ['HIRED'],
  rejected: ['REJECTED'],
  withdrawn: ['WITHDRAWN'],
} as const;
export type CandidateStatusFilter = keyof typeof candidateStatusFilters;

export async function listCandidateCvs(db: NodePgDatabase, candidateId: string): Promise<CandidateCvRow[]> {
  return db.select().from(cv).where(eq(cv.candidateId, candidateId)).orderBy(desc(cv.uploadedAt), asc(cv.cvId));
}

export async function getCandidateCv(db: NodePgDatabase, candidateId: string, cvId: string) {
  const [row] = await db
    .select()
    .from(cv)
    .where(and(eq(cv.cvId, cvId), eq(cv.candidateId, candidateId)));
  return row ?? null;
}

const withJob = (db: NodePgDatabase) =>
  db
    .select({ application: a, jobTitle: jobs.title, companyName: jobCompanies.name })
    .from(a)
    .leftJoin(jobs, eq(jobs.jobId, a.jobId))
    .leftJoin(jobCompanies, eq(jobCompanies.companyId, a.companyId));

const flatten = (r: { application: ApplicationRow; jobTitle: string | null; companyName: string | null }) => ({
  ...r.application,
  jobTitle: r.jobTitle,
  companyName: r.companyName,
});

export async function listCandidateApplications(
  db: NodePgDatabase,
  candidateId: string,
  options: { status?: CandidateStatusFilter; start: number; end: number },
): Promise<{ rows: CandidateApplication[]; total: number }> {
  const conditions: SQL[] = [eq(a.candidateId, candidateId)];
  if (options.status) conditions.push(inArray(a.status, [...candidateStatusFilters[options.status]]));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    withJob(db)
      .where(where)
      .orderBy(desc(a.appliedAt), desc(a.applicationId))
      .offset(options.start)
      .limit(options.end - options.start + 1),
    db.$count(a, where),
  ]);
  return { rows: rows.map(flatten), total };
}

/** One of the candidate's applications, by its id or (as the spec's route does) by its job's id. */
export async function getCandidateApplication(
  db: NodePgDatabase,
  candidateId: string,
  id: string,
): Promise<CandidateApplication | null> {
  const [row] = await withJob(db)
    .where(and(eq(a.candidateId, candidateId), sql`(${a.applicationId} = ${id} OR ${a.jobId} = ${id})`))
    .orderBy(desc(a.appliedAt))
    .limit(1);
  return row ? flatten(row) : null;
}

/** One application of the company's (another company's answers null, like a missing one). */
export async function getCompanyApplication(db: NodePgDatabase, companyId: string, applicationId: string) {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.applicationId, applicationId), eq(a.companyId, companyId)));
  return row ?? null;
}

/** Whether a company received this CV file with one of its applications: the company side's download check. */
export async function companyReceivedCv(db: NodePgDatabase, companyId: string, storageKey: string): Promise<boolean> {
  return (await db.$count(a, and(eq(a.companyId, companyId), eq(a.cvStorageKey, storageKey)))) > 0;
}

export async function candidateIdByEmail(db: NodePgDatabase, normalizedEmail: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.email, normalizedEmail), eq(users.userType, 'CANDIDATE')))
    .limit(1);
  return row?.userId ?? null;
}

/** The job when it takes applications (ACTIVE, deadline not passed). */
export async function openJobForApplication(db: NodePgDatabase, jobId: string, now: Date) {
  const [row] = await db
    .select({ jobId: jobs.jobId, companyId: jobs.companyId })
    .from(jobs)
    .where(
      and(
        eq(jobs.jobId, jobId),
        eq(jobs.status, 'ACTIVE'),
        sql`(${jobs.deadlineAt} IS NULL OR ${jobs.deadlineAt} > ${now})`,
      ),
    );
  return row ?? null;
}

/** What the hiring workflow's CV analysis reads about a job: its text and its CV-analysis prompt. */
export async function jobForAnalysis(db: NodePgDatabase, jobId: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.jobId, jobId));
  return row ?? null;
}
