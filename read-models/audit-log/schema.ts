import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every event of the global log, as auditors replay it. Positions fit a JS number. */
export const auditLog = pgTable(
  'audit_log',
  {
    position: bigint('position', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    streamName: text('stream_name').notNull(),
    streamType: text('stream_type').notNull(),
    streamPosition: bigint('stream_position', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    actorId: text('actor_id'),
    correlationId: text('correlation_id'),
    causationId: text('causation_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('audit_log_stream_idx').on(t.streamName, t.streamPosition),
    index('audit_log_stream_type_idx').on(t.streamType, t.position),
    index('audit_log_type_idx').on(t.type, t.position),
    index('audit_log_actor_idx').on(t.actorId, t.position),
    index('audit_log_correlation_idx').on(t.correlationId),
    index('audit_log_occurred_at_idx').on(t.occurredAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
