import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@tawzeef/shared/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppEventStore, RecordedEvent } from './port.ts';
import { createPostgresEventStore } from './postgres.ts';
import { readSQL } from './postgres-global-log.ts';
import { migrateEventStoreSchema, createPool } from './postgres-schema.ts';

const event = (n: number, extra: Record<string, unknown> = {}) => ({
  type: 'Pinged',
  data: { n, ...extra },
  metadata: { messageId: randomUUID() },
});

/** Appends through Emmett's procedure inside a transaction the test keeps open. */
async function openAppend(url: string, stream: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(
    `SELECT * FROM emt_append_to_stream(ARRAY[$1]::text[], ARRAY['{"n":0}']::jsonb[],
       ARRAY['{}']::jsonb[], ARRAY['1'], ARRAY['Pinged'], ARRAY['E'], $2, 'held', NULL, 'emt:default')`,
    [randomUUID(), stream],
  );
  return {
    finish: async (how: 'COMMIT' | 'ROLLBACK') => {
      await client.query(how);
      await client.end();
    },
  };
}

describe('postgresql event store specifics', () => {
  let url: string;
  let drop: () => Promise<void>;
  let store: AppEventStore;

  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
    store = createPostgresEventStore(url, { settleWaitMs: 200 });
    await store.headPosition();
  });
  afterAll(async () => {
    await store.close();
    await drop();
  });

  it('never hands out an event while a lower position may still commit', async () => {
    const start = await store.headPosition();
    const held = await openAppend(url, 'held-1');
    await store.appendToStream('later-1', [event(1)]);

    expect(await store.readAll({ after: start, limit: 10 })).toEqual([]);
    await held.finish('COMMIT');
    const both = await store.readAll({ after: start, limit: 10 });
    expect(both.map((e) => e.streamName)).toEqual(['held-1', 'later-1']);

    const next = both[1]!.globalPosition;
    const rolledBack = await openAppend(url, 'held-2');
    await store.appendToStream('later-2', [event(2)]);
    expect(await store.readAll({ after: next, limit: 10 })).toEqual([]);
    await rolledBack.finish('ROLLBACK');
    const after = await store.readAll({ after: next, limit: 10 });
    expect(after.map((e) => e.streamName)).toEqual(['later-2']);
  });

  it('wakes subscribers in another process through LISTEN/NOTIFY', async () => {
    const reader = createPostgresEventStore(url, { pollIntervalMs: 60_000 });
    const controller = new AbortController();
    const received: RecordedEvent[] = [];
    const head = await store.headPosition();
    const subscription = reader.subscribe({
      after: head,
      signal: controller.signal,
      onEvents: async (events) => void received.push(...events),
    });
    // Give the listener time to connect, then append through the other instance.
    await new Promise((r) => setTimeout(r, 300));
    const sentAt = Date.now();
    await store.appendToStream('notify-1', [event(1)]);
    await expect.poll(() => received.length, { timeout: 5_000, interval: 5 }).toBe(1);
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    controller.abort();
    await subscription;
    await reader.close();
  });

  it('keeps long digit strings in event data as strings', async () => {
    const nationalId = '98765432109876543210';
    await store.appendToStream('digits-1', [event(1, { nationalId, big: 12 })]);
    const [fromStream] = (await store.readStream('digits-1')).events;
    expect(fromStream!.data).toEqual({ n: 1, nationalId, big: 12 });
    // The global log may hold back events behind another test's transaction until it settles.
    const fromLog = await vi.waitFor(
      async () => {
        const found = (await store.readAll({ after: 0n, limit: 1_000 })).find((e) => e.streamName === 'digits-1');
        if (!found) throw new Error('not in the global log yet');
        return found;
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(fromLog.data.nationalId).toBe(nationalId);
  });

  it('sets its schema up idempotently, also from several processes at once', async () => {
    const pool = createPool(url, 4);
    await Promise.all([migrateEventStoreSchema(url, pool), migrateEventStoreSchema(url, pool)]);
    await pool.end();
    const again = createPostgresEventStore(url);
    const result = await again.appendToStream('schema-1', [event(1)]);
    expect(result.nextExpectedStreamVersion).toBe(1n);
    await again.close();
  });

  it('reads the newest events of a long log without reading the log, before any statistics exist', async () => {
    // A new database's tables are not analysed yet; a tail read must still be a range of the log index.
    for (let s = 0; s < 30; s++) {
      await store.appendToStream(
        `long-${s}`,
        Array.from({ length: 100 }, (_, n) => event(n)),
      );
    }
    const head = await store.headPosition();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${readSQL}`, [
        (head - 5n).toString(),
        500,
      ]);
      const plan = rows[0]['QUERY PLAN'][0];
      expect(plan['Plan']['Actual Rows']).toBe(5);
      const pages = plan['Plan']['Shared Hit Blocks'] + plan['Plan']['Shared Read Blocks'];
      expect(pages, JSON.stringify(plan['Plan'])).toBeLessThan(30);
    } finally {
      await client.end();
    }
  });
});
