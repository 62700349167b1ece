import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What retention needs to know about an application beyond the `applications` row (issue #22): its legal hold
 * (stream `legal-hold-<applicationId>`), the erasure the company was told about (`RetentionErasureAnnounced` in
 * `retention-<companyId>`), and whether it was erased (`PersonalDataErased`). A row exists only once one of these
 * happened.
 */
export const retentionApplications = pgTable(
  'retention_applications',
  {
    applicationId: text('application_id').primaryKey(),
    companyId: text('company_id'),
    held: boolean('held').notNull().default(false),
    holdReason: text('hold_reason'),
    holdBy: text('hold_by'),
    holdAt: at('hold_at'),
    /** The erasure date the company was told of, and when it was told. */
    noticeEraseOn: at('notice_erase_on'),
    noticedAt: at('noticed_at'),
    erasedAt: at('erased_at'),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [index('retention_applications_company_idx').on(t.companyId)],
);
export type RetentionApplicationRow = typeof retentionApplications.$inferSelect;
