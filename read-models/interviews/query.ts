import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications, candidateCvs } from '../applications/schema.ts';
import { jobs } from '../jobs/schema.ts';
import { interviews, interviewUtterances, type InterviewRow, type InterviewUtteranceRow } from './schema.ts';

/** An interview with the names the screens show. */
export type InterviewWithNames = InterviewRow & {
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  companyName: string | null;
};

const selection = {
  row: interviews,
  firstName: applications.firstName,
  lastName: applications.lastName,
  jobTitle: jobs.title,
  companyName: jobs.companyName,
};

function withNames(db: NodePgDatabase) {
  return db
    .select(selection)
    .from(interviews)
    .leftJoin(applications, eq(applications.applicationId, interviews.applicationId))
    .leftJoin(jobs, eq(jobs.jobId, interviews.jobId));
}
const flat = (r: {
  row: InterviewRow;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  companyName: string | null;
}): InterviewWithNames => ({
  ...r.row,
  firstName: r.firstName,
  lastName: r.lastName,
  jobTitle: r.jobTitle,
  companyName: r.companyName,
});

export async function getInterview(db: NodePgDatabase, interviewId: string) {
  const [row] = await withNames(db).where(eq(interviews.interviewId, interviewId));
  return row ? flat(row) : null;
}

export async function getInterviewByRoom(db: NodePgDatabase, roomName: string) {
  const [row] = await withNames(db).where(eq(interviews.roomName, roomName));
  return row ? flat(row) : null;
}

export async function interviewsOfApplication(db: NodePgDatabase, companyId: string, applicationId: string) {
  const rows = await withNames(db)
    .where(and(eq(interviews.companyId, companyId), eq(interviews.applicationId, applicationId)))
    .orderBy(desc(interviews.scheduledAt), desc(interviews.interviewId));
  return rows.map(flat);
}

export async function interviewsOfCandidateForJob(
  db: NodePgDatabase,
  companyId: string,
  candidateId: string,
  jobId: string,
) {
  const rows = await withNames(db)
    .where(
      and(eq(interviews.companyId, companyId), eq(interviews.candidateId, candidateId), eq(interviews.jobId, jobId)),
    )
    .orderBy(desc(interviews.scheduledAt), desc(interviews.interviewId));
  return rows.map(flat);
}

export async function interviewsOfCandidate(db: NodePgDatabase, candidateId: string, upcomingOnly: boolean) {
  const rows = await withNames(db)
    .where(
      and(
        eq(interviews.candidateId, candidateId),
        upcomingOnly ? inArray(interviews.status, ['SCHEDULED', 'IN_PROGRESS']) : undefined,
      ),
    )
    .orderBy(desc(interviews.scheduledAt), desc(interviews.interviewId))
    .limit(100);
  return rows.map(flat);
}

/** The whole transcript, or the first `limit` utterances that are not SYSTEM. */
export async function transcriptOf(db: NodePgDatabase, interviewId: string, preview?: number) {
  const rows: InterviewUtteranceRow[] = await db
    .select()
    .from(interviewUtterances)
    .where(
      and(
        eq(interviewUtterances.interviewId, interviewId),
        preview ? ne(interviewUtterances.speakerType, 'SYSTEM') : undefined,
      ),
    )
    .orderBy(asc(interviewUtterances.seq))
    .limit(preview ?? 100_000);
  return rows;
}

export async function previewTranscripts(db: NodePgDatabase, interviewIds: string[], perInterview: number) {
  if (!interviewIds.length) return new Map<string, InterviewUtteranceRow[]>();
  const rows = await db
    .select()
    .from(interviewUtterances)
    .where(and(inArray(interviewUtterances.interviewId, interviewIds), ne(interviewUtterances.speakerType, 'SYSTEM')))
    .orderBy(asc(interviewUtterances.interviewId), asc(interviewUtterances.seq));
  const byId = new Map<string, InterviewUtteranceRow[]>();
  for (const row of rows) {
    const list = byId.get(row.interviewId) ?? [];
    if (list.length < perInterview) list.push(row);
    byId.set(row.interviewId, list);
  }
  return byId;
}

export type ScheduleItem =
  | { kind: 'interview'; interview: InterviewWithNames }
  /** `deadline` is the calendar date (YYYY-MM-DD) the company chose; `deadlineAt` the instant the job closes. */
  | { kind: 'deadline'; jobId: string; title: string; deadline: string | null; deadlineAt: Date };

/** The company dashboard's Upcoming Schedule: open interviews and the deadlines of its open jobs. */
export async function companySchedule(db: NodePgDatabase, companyId: string, now: Date, limit = 20) {
  const open = await withNames(db)
    .where(and(eq(interviews.companyId, companyId), inArray(interviews.status, ['SCHEDULED', 'IN_PROGRESS'])))
    .orderBy(asc(interviews.expiresAt))
    .limit(limit);
  const deadlines = await db
    .select({ jobId: jobs.jobId, title: jobs.title, deadline: jobs.deadline, deadlineAt: jobs.deadlineAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.companyId, companyId),
        inArray(jobs.status, ['ACTIVE', 'PAUSED']),
        gte(jobs.deadlineAt, new Date(now.getTime() - 86_400_000)),
      ),
    )
    .orderBy(asc(jobs.deadlineAt))
    .limit(limit);
  const items: ScheduleItem[] = [
    ...open.map((r) => ({ kind: 'interview' as const, interview: flat(r) })),
    ...deadlines
      .filter(
        (d): d is { jobId: string; title: string; deadline: string | null; deadlineAt: Date } =>
          d.deadlineAt !== null && d.deadlineAt >= now,
      )
      .map((d) => ({ kind: 'deadline' as const, ...d })),
  ];
  return items;
}

/** What the interview service needs about the application's candidate and its job. */
export async function interviewContext(db: NodePgDatabase, applicationId: string, jobId: string) {
  const [job] = await db.select().from(jobs).where(eq(jobs.jobId, jobId));
  if (!job) return null;
  const [app] = await db
    .select({
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      profile: candidateCvs.profile,
    })
    .from(applications)
    .leftJoin(candidateCvs, eq(candidateCvs.cvId, applications.cvId))
    .where(eq(applications.applicationId, applicationId));
  if (!app) return { job, applicant: null, cvTerms: [] };
  const { profile, ...applicant } = app;
  return { job, applicant, cvTerms: cvTermsOf(profile) };
}

/** The words of the applied CV an interviewer listens for: its skills, job titles, employers, degrees and schools. */
export function cvTermsOf(profile: Record<string, unknown> | null): string[] {
  if (!profile) return [];
  const list = (key: string) => (Array.isArray(profile[key]) ? (profile[key] as Record<string, unknown>[]) : []);
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const terms = [
    ...list('skills').map((s) => text(s.name)),
    text(profile.currentJobTitle),
    ...list('experiences').flatMap((e) => [text(e.title), text(e.company)]),
    ...list('education').flatMap((e) => [text(e.degree), text(e.institution)]),
  ];
  return [...new Set(terms.filter((t) => t && t.length <= 80))].slice(0, 60);
}

/** Company members who may observe the company's interviews. */
export async function isCompanyInterview(db: NodePgDatabase, companyId: string, interviewId: string) {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(interviews)
    .where(and(eq(interviews.companyId, companyId), eq(interviews.interviewId, interviewId)));
  return !!row;
}

/**
 * The application's `aiInterviewRecommendations` / `aiSecondInterviewRecommendations`: the analysis of the latest
 * scored interview of each stage (null until one is scored).
 */
export async function interviewRecommendations(db: NodePgDatabase, applicationId: string) {
  const rows = await db
    .select({ stage: interviews.stage, analysis: interviews.aiAnalysis })
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), sql`${interviews.scoredAt} IS NOT NULL`))
    .orderBy(desc(interviews.scoredAt));
  return {
    aiInterviewRecommendations: rows.find((r) => r.stage === 'FIRST')?.analysis ?? null,
    aiSecondInterviewRecommendations: rows.find((r) => r.stage === 'SECOND')?.analysis ?? null,
  };
}
