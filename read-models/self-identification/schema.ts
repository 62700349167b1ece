import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Candidates' optional self-identification for the bias audit (modules/oversight/bias-audit), sealed with
 * AES-256-GCM: only the server opens it, to count groups. Not a projection: no event carries these answers, so a
 * withdrawal deletes the row and nothing of it is left in the log; a rebuild never touches this table.
 */
export const selfIdentifications = pgTable('self_identifications', {
  candidateId: text('candidate_id').primaryKey(),
  sealed: text('sealed').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type SelfIdentificationRow = typeof selfIdentifications.$inferSelect;
