import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per candidate's request for a person instead of the AI (stream `review-requests-<applicationId>`):
 * what was asked, and the company's answer. `conclusion` and `internal_note` are company-side only.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    requestId: text('request_id').primaryKey(),
    applicationId: text('application_id').notNull(),
    jobId: text('job_id').notNull(),
    companyId: text('company_id').notNull(),
    candidateId: text('candidate_id').notNull(),
    /** INSTEAD_OF_AI_INTERVIEW or REEVALUATION. */
    kind: text('kind').notNull(),
    /** CV_ANALYSIS or AI_INTERVIEW for a re-evaluation; null otherwise. */
    subject: text('subject'),
    /** OPEN, ACCEPTED, DECLINED or COMPLETED. */
    status: text('status').notNull(),
    message: text('message'),
    requestedAt: at('requested_at').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
    /** The declined reason or the reviewer's note: what the candidate reads. */
    noteToCandidate: text('note_to_candidate'),
    /** UPHELD or CHANGED (re-evaluation). */
    conclusion: text('conclusion'),
    internalNote: text('internal_note'),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('review_requests_company_idx').on(t.companyId, t.status, t.requestedAt),
    index('review_requests_application_idx').on(t.applicationId, t.requestedAt),
  ],
);
export type ReviewRequestRow = typeof reviewRequests.$inferSelect;
