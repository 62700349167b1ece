import { sql } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf, streamTypeOf } from '../runner/projection.ts';
import { streamSummary } from './schema.ts';

/*
 * One statement per batch. Only events newer than a stream's stored last position count, so
 * applying an event (or a whole batch) again is a no-op even without the checkpoint guard.
 * Table names stay unqualified so that a rebuild can aim this at its shadow schema.
 */
async function applyBatch(tx: ReadModelTx, events: readonly RecordedEvent[]) {
  const streams = events.map((e) => e.streamName);
  const positions = events.map((e) => e.globalPosition.toString());
  const types = events.map((e) => e.type);
  const streamPositions = events.map((e) => e.streamPosition.toString());
  const times = events.map((e) => occurredAtOf(e)?.toISOString() ?? null);
  const streamTypes = events.map((e) => streamTypeOf(e.streamName));
  await tx.execute(sql`
    WITH ev AS (
      SELECT * FROM unnest(${sql.param(streams)}::text[], ${sql.param(positions)}::bigint[], ${sql.param(types)}::text[],
                           ${sql.param(streamPositions)}::bigint[], ${sql.param(times)}::timestamptz[], ${sql.param(streamTypes)}::text[])
        AS e(stream_name, position, type, stream_position, occurred_at, stream_type)
    ),
    fresh AS (
      SELECT ev.* FROM ev LEFT JOIN stream_summary s ON s.stream_name = ev.stream_name
      WHERE s.stream_name IS NULL OR ev.position > s.last_position
    ),
    agg AS (
      SELECT stream_name,
             min(stream_type) AS stream_type,
             count(*)::int AS event_count,
             (array_agg(type ORDER BY position))[1] AS first_event_type,
             min(position) AS first_position,
             (array_agg(occurred_at ORDER BY position))[1] AS first_event_at,
             (array_agg(type ORDER BY position DESC))[1] AS last_event_type,
             max(position) AS last_position,
             (array_agg(stream_position ORDER BY position DESC))[1] AS last_stream_position,
             (array_agg(occurred_at ORDER BY position DESC))[1] AS last_event_at
      FROM fresh GROUP BY stream_name
    )
    INSERT INTO stream_summary AS s (stream_name, stream_type, event_count, first_event_type, first_position,
      first_event_at, last_event_type, last_position, last_stream_position, last_event_at)
    SELECT stream_name, stream_type, event_count, first_event_type, first_position,
      first_event_at, last_event_type, last_position, last_stream_position, last_event_at
    FROM agg
    ON CONFLICT (stream_name) DO UPDATE SET
      event_count = s.event_count + excluded.event_count,
      last_event_type = excluded.last_event_type,
      last_position = excluded.last_position,
      last_stream_position = excluded.last_stream_position,
      last_event_at = excluded.last_event_at
    WHERE s.last_position < excluded.last_position`);
}

export const streamSummaryProjection = defineProjection({
  name: 'stream-summary',
  version: 1,
  tables: [streamSummary],
  apply: (tx, event) => applyBatch(tx, [event]),
  applyBatch,
});
