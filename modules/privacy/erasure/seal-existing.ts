import type pg from 'pg';
import { globalLogScope, messagesTable } from '@tawzeef/shared';
import type { KeyVault } from './key-vault.ts';
import { sealEvent, type PersonalDataPolicy } from './personal-data.ts';

export type SealExistingOptions = {
  pool: pg.Pool;
  vault: KeyVault;
  policy: PersonalDataPolicy;
  /**
   * Fields an old event may lack that its stream's first event has (a transcript line written before it carried its
   * application id): copied into the event, as an upcast that only adds a field, so that it gets its subject.
   */
  inheritFromStream?: readonly string[];
  batchSize?: number;
  log?: (message: string) => void;
};

type Row = { global_position: string; stream_id: string; message_type: string; message_data: Record<string, unknown> };

/**
 * Seals, in place, the personal data of events written before sealing (issue #22): each event the policy names is
 * rewritten with its fields sealed, keeping its id, stream, positions, metadata and time, so history is not lost
 * and nothing is replayed. Fields already sealed are left as they are, so running it again changes nothing. A
 * subject erased before this ran gets its fields written erased. Answers how many events were rewritten.
 */
export async function sealExistingEvents(options: SealExistingOptions): Promise<number> {
  const { pool, vault, policy, batchSize = 500 } = options;
  const inherit = options.inheritFromStream ?? ['applicationId'];
  const { rows: found } = await pool.query<{ found: boolean }>(
    `SELECT to_regclass('${messagesTable}') IS NOT NULL AS found`,
  );
  if (!found[0]?.found) return 0;
  const types = Object.keys(policy);
  const client = await pool.connect();
  let rewritten = 0;
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('tawzeef.seal-existing-events'))`);
    let after = '-1';
    for (;;) {
      const { rows } = await client.query<Row>(
        `SELECT global_position::text, stream_id, message_type, message_data FROM ${messagesTable}
          WHERE ${globalLogScope} AND global_position > $1::bigint AND message_type = ANY($2::text[])
          ORDER BY global_position LIMIT $3`,
        [after, types, batchSize],
      );
      if (rows.length === 0) break;
      after = rows.at(-1)!.global_position;
      const events = await withInheritedFields(client, policy, rows, inherit);
      const people = events.map((e) => policy[e.type]!.subject(e.data)).filter((p): p is string => p !== null);
      const keys = await vault.keysFor(people, { create: true });
      const updates: { position: string; data: string }[] = [];
      events.forEach((event, i) => {
        const sealed = JSON.stringify(sealEvent(policy, event, keys).data);
        if (sealed !== JSON.stringify(rows[i]!.message_data))
          updates.push({ position: rows[i]!.global_position, data: sealed });
      });
      if (updates.length > 0) {
        await client.query(
          `UPDATE ${messagesTable} AS m SET message_data = u.data::jsonb
             FROM unnest($1::bigint[], $2::text[]) AS u(position, data)
            WHERE ${globalLogScope} AND m.global_position = u.position`,
          [updates.map((u) => u.position), updates.map((u) => u.data)],
        );
        rewritten += updates.length;
        options.log?.(`sealed ${rewritten} events (up to position ${after})`);
      }
    }
  } finally {
    await client.query(`SELECT pg_advisory_unlock(hashtext('tawzeef.seal-existing-events'))`).catch(() => {});
    client.release();
  }
  return rewritten;
}

/** The events as typed data, with the inherited fields added where their rule finds no subject. */
async function withInheritedFields(
  client: pg.PoolClient,
  policy: PersonalDataPolicy,
  rows: Row[],
  inherit: readonly string[],
): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const events = rows.map((row) => ({ type: row.message_type, data: row.message_data }));
  const orphans = events.filter((e) => policy[e.type]!.subject(e.data) === null);
  if (orphans.length === 0 || inherit.length === 0) return events;
  const streams = [...new Set(rows.filter((_, i) => orphans.includes(events[i]!)).map((r) => r.stream_id))];
  const { rows: firsts } = await client.query<{ stream_id: string; message_data: Record<string, unknown> }>(
    `SELECT DISTINCT ON (stream_id) stream_id, message_data FROM ${messagesTable}
      WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_position`,
    [streams],
  );
  const first = new Map(firsts.map((r) => [r.stream_id, r.message_data]));
  return events.map((event, i) => {
    if (!orphans.includes(event)) return event;
    const origin = first.get(rows[i]!.stream_id) ?? {};
    const added = Object.fromEntries(
      inherit.filter((f) => event.data[f] === undefined && typeof origin[f] === 'string').map((f) => [f, origin[f]]),
    );
    return { ...event, data: { ...event.data, ...added } };
  });
}
