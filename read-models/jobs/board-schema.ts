import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

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
  (t) => [
    // No pending list: a search would scan every entry written since the last vacuum.
    index('board_words_word_ids_idx').using('gin', t.wordIds.op('gin__int_ops')).with({ fastupdate: false }),
    // A latest-first search that matches many jobs walks this in board order instead of sorting every match. No
    // index holds the applicant count: a new application's count update is then a HOT update (no index written) when
    // its page has room.
    index('board_words_latest_idx').on(t.postedAt.desc(), t.jobNo.desc()),
    // Filters that match few jobs read them by facet combination.
    index('board_words_facet_idx').on(t.facetId),
  ],
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

/**
 * How many board_words rows hold each word: a one-word search of a word more than the count cap of jobs hold is
 * "10,000+" without visiting them. Kept by the board's sync in the same statement as board_words; a count of 0
 * may stay.
 */
export const boardWordJobs = pgTable('board_word_jobs', {
  wordId: integer('word_id').primaryKey(),
  jobs: integer('jobs').notNull(),
});
