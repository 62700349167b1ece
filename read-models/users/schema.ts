import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per account: what /users/me, My Profile and the team list show. Never holds secrets. */
export const users = pgTable(
  'users',
  {
    userId: text('user_id').primaryKey(),
    userType: text('user_type').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    avatar: text('avatar'),
    position: text('position'),
    department: text('department'),
    bio: text('bio'),
    timezone: text('timezone').notNull(),
    language: text('language').notNull(),
    dateFormat: text('date_format').notNull(),
    timeFormat: text('time_format').notNull(),
    notificationSettings: jsonb('notification_settings').$type<Record<string, boolean>>().notNull(),
    twoFactorEnabled: boolean('two_factor_enabled').notNull(),
    sessionTimeout: integer('session_timeout').notNull(),
    companyId: text('company_id'),
    role: text('role'),
    joinedCompanyAt: timestamp('joined_company_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The last global position applied: makes every update idempotent. */
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [index('users_company_idx').on(t.companyId, t.joinedCompanyAt), index('users_email_idx').on(t.email)],
);

export type UserRow = typeof users.$inferSelect;
