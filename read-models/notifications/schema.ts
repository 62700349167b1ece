import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The projection's own view of who belongs to which company and what they chose, as of each event in log order,
 * so that a rebuild picks the same recipients as the live run did.
 */
export const notificationMembers = pgTable(
  'notification_members',
  {
    userId: text('user_id').primaryKey(),
    companyId: text('company_id'),
    settings: jsonb('settings').$type<Record<string, boolean>>().notNull(),
    /** From UserRegistered / UserProfileUpdated: what `@` mentions in notes are matched against. */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [index('notification_members_company_idx').on(t.companyId)],
);

export const notificationCompanies = pgTable('notification_companies', {
  companyId: text('company_id').primaryKey(),
  preferences: jsonb('preferences').$type<Record<string, boolean>>().notNull(),
  lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
});

export const notificationJobs = pgTable('notification_jobs', {
  jobId: text('job_id').primaryKey(),
  companyId: text('company_id').notNull(),
  title: text('title').notNull(),
  lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
});

export const notificationApplications = pgTable('notification_applications', {
  applicationId: text('application_id').primaryKey(),
  companyId: text('company_id').notNull(),
  jobId: text('job_id').notNull(),
  candidateName: text('candidate_name').notNull(),
});

/**
 * One row per note and mentioned member (whatever their in-app settings), for the mention e-mail: `mailed_at` is
 * set by the member's `NotificationMentionMailed` claim in their inbox stream.
 */
export const notificationMentions = pgTable(
  'notification_mentions',
  {
    noteId: text('note_id').notNull(),
    userId: text('user_id').notNull(),
    companyId: text('company_id').notNull(),
    applicationId: text('application_id').notNull(),
    /** authorName, candidateName, jobTitle: the mention notification's parameters. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    /** The start of the note (500 characters). */
    excerpt: text('excerpt').notNull(),
    actionUrl: text('action_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.userId] }),
    index('notification_mentions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} IS NULL`),
  ],
);

/** One row per notification and recipient; read and delete marks come from the recipient's inbox stream. */
export const notifications = pgTable(
  'notifications',
  {
    /** uuid v5 of the source event id and the recipient: replaying the event inserts nothing new. */
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    companyId: text('company_id').notNull(),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    titleKey: text('title_key').notNull(),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** Lower-case English and Arabic title and message: what the search box matches. */
    searchText: text('search_text').notNull(),
    actionUrl: text('action_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    sourcePosition: bigint('source_position', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_list_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.deletedAt} IS NULL AND ${t.readAt} IS NULL`),
    index('notifications_source_idx').on(t.sourcePosition),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
