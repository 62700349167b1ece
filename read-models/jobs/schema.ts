import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const at = (name: string) => timestamp(name, { withTimezone: true });
const publicOnly = sql`status = 'ACTIVE'`;

/** Every job of every company (drafts and deleted ones too); the board reads the ACTIVE rows. */
export const jobs = pgTable(
  'jobs',
  {
    jobId: text('job_id').primaryKey(),
    companyId: text('company_id').notNull(),
    status: text('status').notNull(),
    title: text('title').notNull(),
    department: text('department').notNull(),
    location: text('location').notNull(),
    country: text('country'),
    type: text('type').notNull(),
    workType: text('work_type').notNull(),
    jobLevel: text('job_level').notNull(),
    isDirector: boolean('is_director').notNull(),
    industry: text('industry').notNull(),
    sectors: text('sectors').array().notNull(),
    experience: text('experience').notNull(),
    experienceMin: integer('experience_min'),
    experienceMax: integer('experience_max'),
    education: text('education'),
    salary: text('salary').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period'),
    /** Monthly bounds as posted: the salary buckets and the "highest salary" sort read these. */
    salaryMonthlyLow: integer('salary_monthly_low'),
    salaryMonthlyHigh: integer('salary_monthly_high'),
    deadline: text('deadline'),
    deadlineAt: at('deadline_at'),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    responsibilities: text('responsibilities').notNull(),
    requirements: text('requirements').notNull(),
    benefits: text('benefits').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    interviewLanguage: text('interview_language').notNull(),
    interviewQuestions: text('interview_questions').notNull(),
    aiCvAnalysisPrompt: text('ai_cv_analysis_prompt').notNull(),
    aiFirstInterviewPrompt: text('ai_first_interview_prompt').notNull(),
    aiSecondInterviewPrompt: text('ai_second_interview_prompt').notNull(),
    companyName: text('company_name').notNull(),
    /** Arabic-normalised text (modules/jobs searchWords): title; company, skills, department, location; body. */
    searchTitle: text('search_title').notNull(),
    searchMeta: text('search_meta').notNull(),
    searchBody: text('search_body').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple'::regconfig, search_title), 'A') || setweight(to_tsvector('simple'::regconfig, search_meta), 'B') || setweight(to_tsvector('simple'::regconfig, search_body), 'C')`,
    ),
    applicants: integer('applicants').notNull().default(0),
    hires: integer('hires').notNull().default(0),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    publishedAt: at('published_at'),
    postedAt: at('posted_at').notNull(),
    closedAt: at('closed_at'),
    expiredAt: at('expired_at'),
    deletedAt: at('deleted_at'),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('jobs_company_idx').on(t.companyId, t.postedAt.desc(), t.jobId.desc()),
    index('jobs_expiry_idx')
      .on(t.deadlineAt)
      .where(sql`status IN ('ACTIVE', 'PAUSED')`),
    index('jobs_public_latest_idx').on(t.postedAt.desc(), t.jobId.desc()).where(publicOnly),
    index('jobs_public_salary_idx')
      .on(t.salaryMonthlyHigh.desc().nullsLast(), t.postedAt.desc(), t.jobId.desc())
      .where(publicOnly),
    index('jobs_public_popular_idx').on(t.applicants.desc(), t.postedAt.desc(), t.jobId.desc()).where(publicOnly),
    index('jobs_public_search_idx').using('gin', t.searchVector).where(publicOnly),
    index('jobs_public_trgm_idx').using('gin', t.searchTitle.op('gin_trgm_ops')).where(publicOnly),
    // Recommended jobs' in-memory index follows the table by position (read-models/recommendations).
    index('jobs_last_position_idx').on(t.lastPosition),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

// The public board's tables; re-exported so that drizzle-kit (which reads */schema.ts) sees them.
export * from './board-schema.ts';

/** What the job pages show of a company; kept by the jobs projection from the company events. */
export const jobCompanies = pgTable('job_companies', {
  companyId: text('company_id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo'),
  industry: text('industry'),
  size: text('size'),
  city: text('city'),
  country: text('country'),
  lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
});
export type JobCompanyRow = typeof jobCompanies.$inferSelect;

/** One row per application, from the Applications module's events: applicant and hire counts, applied-from-saved. */
export const jobApplications = pgTable(
  'job_applications',
  {
    applicationId: text('application_id').primaryKey(),
    jobId: text('job_id').notNull(),
    companyId: text('company_id').notNull(),
    candidateId: text('candidate_id'),
    status: text('status').notNull(),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('job_applications_job_idx').on(t.jobId),
    index('job_applications_company_idx').on(t.companyId),
    index('job_applications_candidate_idx').on(t.candidateId),
  ],
);

/**
 * Job-detail views: a plain counter, not events (a page view is not a business fact and would flood
 * the log). Not a projection table, so a rebuild keeps it.
 */
export const jobViews = pgTable('job_views', {
  jobId: text('job_id').primaryKey(),
  views: bigint('views', { mode: 'number' }).notNull(),
});

/** The candidates' saved jobs (projection saved-jobs). */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: text('user_id').notNull(),
    jobId: text('job_id').notNull(),
    savedAt: at('saved_at').notNull(),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('saved_jobs_job_idx').on(t.jobId)],
);
