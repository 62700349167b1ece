import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../applications/schema.ts';
import { jobs } from '../jobs/schema.ts';
import { humanInterviews, type HumanInterviewRow } from './schema.ts';

/** An interview held by people, with the names the screens and mails show. */
export type HumanInterviewWithNames = HumanInterviewRow & {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  jobTitle: string | null;
  companyName: string | null;
};

function withNames(db: NodePgDatabase) {
  return db
    .select({
      row: humanInterviews,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
    })
    .from(humanInterviews)
    .leftJoin(applications, eq(applications.applicationId, humanInterviews.applicationId))
    .leftJoin(jobs, eq(jobs.jobId, humanInterviews.jobId));
}
type Joined = {
  row: HumanInterviewRow;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  jobTitle: string | null;
  companyName: string | null;
};
const flat = ({ row, ...names }: Joined): HumanInterviewWithNames => ({ ...row, ...names });

export async function getHumanInterview(db: NodePgDatabase, interviewId: string) {
  const [row] = await withNames(db).where(eq(humanInterviews.interviewId, interviewId));
  return row ? flat(row) : null;
}

export async function humanInterviewsOfApplication(db: NodePgDatabase, companyId: string, applicationId: string) {
  const rows = await withNames(db)
    .where(and(eq(humanInterviews.companyId, companyId), eq(humanInterviews.applicationId, applicationId)))
    .orderBy(desc(humanInterviews.startsAt), desc(humanInterviews.interviewId));
  return rows.map(flat);
}

/** The company's scheduled interviews that are not over yet, soonest first. */
export async function upcomingHumanInterviews(db: NodePgDatabase, companyId: string, now: Date, limit = 20) {
  const rows = await withNames(db)
    .where(
      and(
        eq(humanInterviews.companyId, companyId),
        eq(humanInterviews.status, 'SCHEDULED'),
        gte(humanInterviews.endsAt, now),
      ),
    )
    .orderBy(asc(humanInterviews.startsAt), asc(humanInterviews.interviewId))
    .limit(limit);
  return rows.map(flat);
}

/** The candidate's interviews: upcoming (scheduled, not over) soonest first, or all of them newest first. */
export async function humanInterviewsOfCandidate(
  db: NodePgDatabase,
  candidateId: string,
  upcomingOnly: boolean,
  now: Date,
) {
  const rows = await withNames(db)
    .where(
      and(
        eq(humanInterviews.candidateId, candidateId),
        upcomingOnly ? eq(humanInterviews.status, 'SCHEDULED') : undefined,
        upcomingOnly ? gte(humanInterviews.endsAt, now) : undefined,
      ),
    )
    .orderBy(upcomingOnly ? asc(humanInterviews.startsAt) : desc(humanInterviews.startsAt))
    .limit(100);
  return rows.map(flat);
}
