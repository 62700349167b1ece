import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
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

/**
 * The public board's copy of the ACTIVE jobs: only the facet, sort and search columns (a `jobs` row is
 * ~2.8 kB with texts and prompts), kept by the jobs projection in the same statement as `jobs`
 * (read-models/jobs/board.ts); the page's full rows come from `jobs`. Every query but a text search
 * is an index-only scan: the sort indexes end in every facet column (pages) and board_jobs_facets_idx
 * holds every facet and sort column (filtered counts). A search reads the heap only at the rows the GIN
 * index names (read-models/jobs/public-query.ts).
 */
type FacetColumn =
  | 'deadlineAt'
  | 'type'
  | 'country'
  | 'isRemote'
  | 'jobLevel'
  | 'isDirector'
  | 'salaryMonthlyLow'
  | 'salaryMonthlyHigh'
  | 'sectors';
/** The columns every board filter reads. */
const facets = (t: Record<FacetColumn, AnyPgColumn>) => [
  t.deadlineAt,
  t.type,
  t.country,
  t.isRemote,
  t.jobLevel,
  t.isDirector,
  t.salaryMonthlyLow,
  t.salaryMonthlyHigh,
  t.sectors,
];

export const boardJobs = pgTable(
  'board_jobs',
  {
    jobId: text('job_id').primaryKey(),
    type: text('type').notNull(),
    country: text('country'),
    /** location 'Remote' or work type REMOTE: the board's REMOTE location. */
    isRemote: boolean('is_remote').notNull(),
    jobLevel: text('job_level').notNull(),
    isDirector: boolean('is_director').notNull(),
    sectors: text('sectors').array().notNull(),
    salaryMonthlyLow: integer('salary_monthly_low'),
    salaryMonthlyHigh: integer('salary_monthly_high'),
    deadlineAt: at('deadline_at'),
    applicants: integer('applicants').notNull(),
    postedAt: at('posted_at').notNull(),
    searchTitle: text('search_title').notNull(),
    /** The row's number in board_words, which a text search scans instead of these wider rows. */
    jobNo: integer('job_no').generatedAlwaysAsIdentity().notNull().unique(),
  },
  (t) => [
    // The sort indexes end in every facet column, so a filtered page is an index-only walk.
    index('board_jobs_latest_idx').on(t.postedAt.desc(), t.jobId.desc(), ...facets(t)),
    index('board_jobs_salary_idx').on(
      t.salaryMonthlyHigh.desc().nullsLast(),
      t.postedAt.desc(),
      t.jobId.desc(),
      ...facets(t),
    ),
    index('board_jobs_popular_idx').on(t.applicants.desc(), t.postedAt.desc(), t.jobId.desc(), ...facets(t)),
    index('board_jobs_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`deadline_at IS NOT NULL`),
    index('board_jobs_facets_idx').on(
      t.type,
      t.country,
      t.isRemote,
      t.jobLevel,
      t.isDirector,
      t.salaryMonthlyLow,
      t.salaryMonthlyHigh,
      t.deadlineAt,
      t.applicants,
      t.postedAt,
      t.jobId,
      t.sectors,
    ),
    index('board_jobs_title_idx').on(t.searchTitle),
  ],
);

/**
 * The distinct folded titles of board_jobs, with how many jobs carry each: typo tolerance compares the
 * query with these few titles, not with every job.
 */
export const boardTitles = pgTable(
  'board_titles',
  { searchTitle: text('search_title').primaryKey(), jobs: integer('jobs').notNull() },
  (t) => [index('board_titles_trgm_idx').using('gin', t.searchTitle.op('gin_trgm_ops'))],
);

/**
 * How many board_jobs rows share each combination of facet values: a filter's count is the sum over the few
 * combinations it matches, not a walk over the jobs it matches (a quarter to three quarters of the board).
 * `salary_buckets` has bit i set when the salary range meets the board's i-th salary bucket.
 */
export const boardFacets = pgTable(
  'board_facets',
  {
    /** What board_words rows name their combination by; a recount numbers the combinations afresh. */
    id: integer('id').generatedAlwaysAsIdentity().notNull().unique(),
    type: text('type').notNull(),
    /** '' for none: the key cannot hold NULL. */
    country: text('country').notNull(),
    isRemote: boolean('is_remote').notNull(),
    jobLevel: text('job_level').notNull(),
    isDirector: boolean('is_director').notNull(),
    sectors: text('sectors').array().notNull(),
    salaryBuckets: integer('salary_buckets').notNull(),
    jobs: integer('jobs').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.type, t.country, t.isRemote, t.jobLevel, t.isDirector, t.sectors, t.salaryBuckets],
    }),
  ],
);

/**
 * What a text search reads of each board_jobs row, and nothing more: the ids of its words (the board matches, it
 * does not rank), its board_facets combination, its deadline and its sort keys. A common word matches a quarter of
 * the board, and its count visits every matching row; these rows are half as wide as board_jobs', so that visit
 * reads half the pages.
 */
export const boardWords = pgTable(
  'board_words',
  {
    jobNo: integer('job_no').primaryKey(),
    deadlineAt: at('deadline_at'),
    postedAt: at('posted_at').notNull(),
    salaryMonthlyHigh: integer('salary_monthly_high'),
    applicants: integer('applicants').notNull(),
    facetId: integer('facet_id').notNull(),
    /** The ids in board_lexemes of jobs.search_vector's words. */
    wordIds: integer('word_ids').array().notNull(),
  },
  // No pending list: a search would scan every entry written since the last vacuum.
  (t) => [index('board_words_word_ids_idx').using('gin', t.wordIds.op('gin__int_ops')).with({ fastupdate: false })],
);

const cText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * Every word of the board's search vectors, numbered (board_lexeme_ids, a function of the baseline migration, adds
 * new ones). The byte order of the "C" collation lets a prefix be one range of the primary key.
 */
export const boardLexemes = pgTable('board_lexemes', {
  lexeme: cText('lexeme').primaryKey(),
  id: integer('id').generatedAlwaysAsIdentity().notNull().unique(),
});

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
