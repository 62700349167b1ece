import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per company: its profile, logo, plan and notification preferences. Members are in `users`. */
export const companies = pgTable('companies', {
  companyId: text('company_id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  name: text('name').notNull(),
  industry: text('industry').notNull(),
  size: text('size').notNull(),
  website: text('website'),
  email: text('email').notNull(),
  description: text('description'),
  country: text('country').notNull(),
  city: text('city').notNull(),
  street: text('street').notNull(),
  phone: text('phone').notNull(),
  dialCode: text('dial_code').notNull(),
  founded: integer('founded'),
  mission: text('mission'),
  values: jsonb('values').$type<string[]>().notNull(),
  benefits: jsonb('benefits').$type<string[]>().notNull(),
  logo: text('logo'),
  notificationPreferences: jsonb('notification_preferences').$type<Record<string, boolean>>().notNull(),
  subscription: jsonb('subscription').$type<{
    plan: string;
    status: string;
    renewalAt: string | null;
    features: string[];
  } | null>(),
  /** Months a candidate not hired is kept after the application's last activity; null: the default (issue #22). */
  retentionMonths: integer('retention_months'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
});

export type CompanyRow = typeof companies.$inferSelect;
