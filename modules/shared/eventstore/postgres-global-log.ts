import type pg from 'pg';
import type { EventMetadata, RecordedEvent } from './port.ts';
import { globalLogScope, messagesTable } from './postgres-schema.ts';

/*
 * Why this is not a plain `WHERE global_position > $after`: positions come from a sequence when a
 * row is inserted, but transactions commit in any order, so position 7 can be visible while 6 is
 * still in flight. A reader that handed out 7 and checkpointed it would skip 6 forever.
 *
 * Each read runs in one snapshot and also fetches that snapshot's in-progress transaction ids
 * (pg_snapshot_xip). Emmett's append takes its transaction id before drawing positions, so a
 * position below a visible one belongs either to a finished transaction (the row is visible, or the
 * position is a permanent gap) or to a transaction in that xip list. Hence:
 *  - no transaction in progress: everything read is settled;
 *  - otherwise rows are settled up to the first gap, and once every transaction of the xip list has
 *    ended (pg_xact_status), every position up to the highest one read is settled.
 */

type Row = {
  global_position: bigint | string;
  stream_id: string;
  stream_position: bigint | string;
  message_id: string;
  message_type: string;
  message_data: Record<string, unknown>;
  message_metadata: Record<string, unknown>;
};

type Snapshot = { rows: RecordedEvent[]; inProgress: string[] };

/** One read of the global log: $1 the position after which to read, $2 how many rows at most. */
export const readSQL = `
  WITH snap AS (SELECT ARRAY(SELECT pg_snapshot_xip(pg_current_snapshot())::text) AS xip)
  SELECT snap.xip, m.*
  FROM snap LEFT JOIN LATERAL (
    SELECT global_position, stream_id, stream_position, message_id, message_type,
           message_data, message_metadata
    FROM ${messagesTable}
    WHERE ${globalLogScope} AND global_position > $1
    ORDER BY global_position
    LIMIT $2
  ) m ON TRUE`;

export function toRecordedEvent(row: Row): RecordedEvent {
  return {
    globalPosition: BigInt(row.global_position),
    streamName: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    eventId: row.message_id,
    type: row.message_type,
    data: row.message_data,
    metadata: row.message_metadata as EventMetadata & Record<string, unknown>,
  };
}

async function readSnapshot(pool: pg.Pool, after: bigint, limit: number): Promise<Snapshot> {
  const result = await pool.query<Row & { xip: string[] }>(readSQL, [after.toString(), limit]);
  const first = result.rows[0];
  return {
    inProgress: first?.xip ?? [],
    rows: result.rows.filter((r) => r.global_position !== null).map(toRecordedEvent),
  };
}

/** How many leading rows are settled, given that every position <= `settledUpTo` is. */
export function settledCount(
  positions: bigint[],
  after: bigint,
  settledUpTo: bigint,
  nothingInProgress: boolean,
): number {
  if (nothingInProgress) return positions.length;
  let frontier = after > settledUpTo ? after : settledUpTo;
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    if (position > frontier + 1n) return i;
    if (position > frontier) frontier = position;
  }
  return positions.length;
}

async function waitUntilEnded(pool: pg.Pool, xids: string[], deadline: number): Promise<boolean> {
  for (let pause = 1; ; pause = Math.min(pause * 2, 20)) {
    const { rows } = await pool.query<{ running: number }>(
      `SELECT count(*)::int AS running FROM unnest($1::xid8[]) AS x
       WHERE pg_xact_status(x) = 'in progress'`,
      [xids],
    );
    if (rows[0]!.running === 0) return true;
    if (Date.now() + pause > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * Reads up to `limit` settled events after `after`, in global order. Waits (at most `maxWaitMs`)
 * for in-flight transactions only when the very next position is still undecided.
 */
export async function readSettled(
  pool: pg.Pool,
  after: bigint,
  limit: number,
  maxWaitMs: number,
): Promise<RecordedEvent[]> {
  const deadline = Date.now() + maxWaitMs;
  let settledUpTo = after;
  for (;;) {
    const { rows, inProgress } = await readSnapshot(pool, after, limit);
    const positions = rows.map((r) => r.globalPosition);
    const settled = settledCount(positions, after, settledUpTo, inProgress.length === 0);
    if (settled > 0 || rows.length === 0) return rows.slice(0, settled);
    if (!(await waitUntilEnded(pool, inProgress, deadline))) return [];
    settledUpTo = positions[positions.length - 1]!;
  }
}

export async function readHeadPosition(pool: pg.Pool): Promise<bigint> {
  const { rows } = await pool.query<{ head: bigint | string | null }>(
    `SELECT max(global_position) AS head FROM ${messagesTable} WHERE ${globalLogScope}`,
  );
  return BigInt(rows[0]?.head ?? 0);
}
