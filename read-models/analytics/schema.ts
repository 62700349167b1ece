import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { columnOf, metricNames, type MetricName } from './row.ts';

/** The analytics view of each application (see row.ts); the buckets below are sums over these rows. */
export const analyticsApplications = pgTable(
  'analytics_applications',
  {
    applicationId: text('application_id').primaryKey(),
    companyId: text('company_id').notNull(),
    /** The whole AnalyticsRow, folded from the events. */
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    /** The row's applying instant and days to hire (null until hired), as columns: the median reads them alone. */
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'string' }).notNull(),
    hireDays: doublePrecision('hire_days'),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [
    // A job whose department or location changes moves its applications: found by job, not by a scan.
    index('analytics_applications_job_idx').on(t.companyId, sql`(${t.row} ->> 'jobId')`),
    // The median time to hire reads the hired rows only, from the index alone.
    index('analytics_applications_hire_days_idx')
      .on(t.companyId, t.appliedAt, t.hireDays)
      .where(sql`${t.hireDays} IS NOT NULL`),
  ],
);

/** What analytics needs of a job, as of the latest edit. */
export const analyticsJobs = pgTable('analytics_jobs', {
  jobId: text('job_id').primaryKey(),
  companyId: text('company_id').notNull(),
  department: text('department').notNull(),
  location: text('location').notNull(),
  salaryMonthly: integer('salary_monthly'),
  salaryCurrency: text('salary_currency'),
  lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
});

const metricColumns = Object.fromEntries(
  metricNames.map((name) => [name, doublePrecision(columnOf(name)).notNull().default(0)]),
) as Record<MetricName, ReturnType<typeof doublePrecision>>;

/**
 * Sums per company and month of application: the month's total (dimension `all`, value '') and one row per
 * source, department, location and salary currency.
 */
export const analyticsBuckets = pgTable(
  'analytics_buckets',
  {
    companyId: text('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    ...metricColumns,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month, t.dimension, t.value] })],
);

/** How many analysed CVs matched each skill, per company and month of application. */
export const analyticsSkills = pgTable(
  'analytics_skills',
  {
    companyId: text('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    skill: text('skill').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.month, t.skill] }),
    index('analytics_skills_company_month_idx').on(t.companyId, t.month),
  ],
);
