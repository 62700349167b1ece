import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per communication: the Communication Center, Message detail, stats, CSV and the candidate timeline. */
export const communications = pgTable(
  'communications',
  {
    communicationId: text('communication_id').primaryKey(),
    /** Null for an inbound message from a number no company knows: kept, shown to no company. */
    companyId: text('company_id'),
    type: text('type').notNull(),
    direction: text('direction').notNull(),
    /** SENT, DELIVERED, READ or FAILED; a queued message is SENT with `pending`. */
    status: text('status').notNull(),
    pending: boolean('pending').notNull().default(false),
    subject: text('subject'),
    content: text('content').notNull(),
    candidateId: text('candidate_id'),
    applicationId: text('application_id'),
    jobId: text('job_id'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    /** E.164, and its digits (the key inbound messages are linked by). */
    phone: text('phone'),
    phoneKey: text('phone_key'),
    providerMessageId: text('provider_message_id'),
    replyToId: text('reply_to_id'),
    origin: text('origin').notNull(),
    authorId: text('author_id'),
    systemKind: text('system_kind'),
    callOutcome: text('call_outcome'),
    callDurationSeconds: integer('call_duration_seconds'),
    callNotes: text('call_notes'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    archived: boolean('archived').notNull().default(false),
    /** Lower-case subject, content, name, e-mail and phone: what the search box matches (with the job title). */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('communications_company_idx').on(t.companyId, t.archived, t.createdAt.desc(), t.communicationId.desc()),
    index('communications_application_idx').on(t.applicationId, t.createdAt.desc()),
    index('communications_candidate_idx').on(t.candidateId, t.createdAt.desc()),
    index('communications_provider_idx').on(t.providerMessageId),
    index('communications_phone_idx').on(t.phoneKey, t.createdAt.desc()),
    index('communications_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
export type CommunicationRow = typeof communications.$inferSelect;
