import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const projectionCheckpoints = pgTable('projection_checkpoints', {
  name: text('name').primaryKey(),
  position: bigint('position', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  version: integer('version').notNull().default(1),
  state: text('state', { enum: ['running', 'failed'] })
    .notNull()
    .default('running'),
  error: text('error'),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  retries: integer('retries').notNull().default(0),
  rebuildPosition: bigint('rebuild_position', { mode: 'bigint' }),
  rebuiltAt: timestamp('rebuilt_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastEventAt: timestamp('last_event_at', { withTimezone: true }),
});
