import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per stream: what it is, how many events it holds, where it starts and ends. */
export const streamSummary = pgTable(
  'stream_summary',
  {
    streamName: text('stream_name').primaryKey(),
    streamType: text('stream_type').notNull(),
    eventCount: integer('event_count').notNull(),
    firstEventType: text('first_event_type').notNull(),
    firstPosition: bigint('first_position', { mode: 'number' }).notNull(),
    firstEventAt: timestamp('first_event_at', { withTimezone: true }),
    lastEventType: text('last_event_type').notNull(),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
    lastStreamPosition: bigint('last_stream_position', { mode: 'number' }).notNull(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  },
  (t) => [
    index('stream_summary_type_idx').on(t.streamType, t.lastPosition),
    index('stream_summary_last_position_idx').on(t.lastPosition),
    index('stream_summary_last_event_at_idx').on(t.lastEventAt),
  ],
);

export type StreamSummaryRow = typeof streamSummary.$inferSelect;
