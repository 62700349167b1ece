import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The decision log (issue #22): each AI output on an application and each decision a person or the hiring process
 * took on it, one row per event, with the AI output the decision was compared against and the verdict. Rows are
 * never updated, and a trigger (see the migration) refuses to delete one younger than six months except in an
 * erasure (`SET LOCAL tawzeef.erasure = 'on'`). Holds no personal data: names are joined in when read.
 */
export const decisionLogEntries = pgTable(
  'decision_log_entries',
  {
    /** The global position of the event the row comes from. */
    position: bigint('position', { mode: 'number' }).primaryKey(),
    applicationId: text('application_id').notNull(),
    companyId: text('company_id').notNull(),
    jobId: text('job_id').notNull(),
    /** CV_ANALYSIS, CV_ANALYSIS_FAILED, AI_INTERVIEW, STATUS_CHANGE, INTERVIEW_SCHEDULED, INTERVIEW_CANCELLED, NOTE. */
    kind: text('kind').notNull(),
    /** AI, PERSON or PROCESS (the hiring workflow, which never rejects anyone). */
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    // What the AI said (AI rows).
    score: integer('score'),
    fit: text('fit'),
    recommendation: text('recommendation'),
    /** FIRST or SECOND for an AI interview. */
    stage: text('stage'),
    stance: text('stance'),
    /** Engine, model, prompt version (and fallback) as the event carries them. */
    provenance: jsonb('provenance').$type<Record<string, unknown>>(),
    // What a person (or the process) did.
    status: text('status'),
    previousStatus: text('previous_status'),
    direction: text('direction'),
    /** The AI row this decision is set against: the latest AI output on the application before it. */
    basisPosition: bigint('basis_position', { mode: 'number' }),
    basisStance: text('basis_stance'),
    /** FOLLOWED, OVERRODE or NOT_COMPARABLE, for PERSON rows; null otherwise. */
    verdict: text('verdict'),
  },
  (t) => [
    index('decision_log_application_idx').on(t.applicationId, t.position),
    index('decision_log_company_idx').on(t.companyId, t.occurredAt, t.position),
  ],
);
export type DecisionLogRow = typeof decisionLogEntries.$inferSelect;

/** Per application: its company and job, and the latest AI output so far (the basis of the next decision). */
export const decisionLogApplications = pgTable('decision_log_applications', {
  applicationId: text('application_id').primaryKey(),
  companyId: text('company_id').notNull(),
  jobId: text('job_id').notNull(),
  basisPosition: bigint('basis_position', { mode: 'number' }),
  basisStance: text('basis_stance'),
  lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
});
