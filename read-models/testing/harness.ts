import { randomUUID } from 'node:crypto';
import { createPostgresEventStore, type AppEventStore } from '@tawzeef/shared';
import { createTestDatabase } from '@tawzeef/shared/testing';
import { sql } from 'drizzle-orm';
import { closeReadModelDb, createReadModelDb, type ReadModelDb } from '../db.ts';
import { runMigrations } from '../migrate.ts';

export type Harness = {
  url: string;
  db: ReadModelDb;
  store: AppEventStore;
  close(): Promise<void>;
};

/** A fresh database holding both the event store and migrated read models. */
export async function createHarness(): Promise<Harness> {
  const database = await createTestDatabase();
  await runMigrations(database.url);
  const db = createReadModelDb(database.url);
  const store = createPostgresEventStore(database.url);
  return {
    url: database.url,
    db,
    store,
    async close() {
      await store.close();
      await closeReadModelDb(db);
      await database.drop();
    },
  };
}

export type TestEvent = { type: string; data: Record<string, unknown> };

/** Appends events to one stream with full metadata; answers the last global position. */
export async function append(
  store: AppEventStore,
  streamName: string,
  events: TestEvent[],
  options: { occurredAt?: Date; actorId?: string } = {},
): Promise<bigint> {
  const correlationId = randomUUID();
  const result = await store.appendToStream(
    streamName,
    events.map((e) => ({
      ...e,
      metadata: {
        messageId: randomUUID(),
        actorId: options.actorId ?? 'user-1',
        correlationId,
        causationId: correlationId,
        occurredAt: (options.occurredAt ?? new Date()).toISOString(),
      },
    })),
  );
  return result.lastEventGlobalPosition;
}

/** `count` events spread over `streams` streams of a few types, appended one stream at a time. */
export async function appendMany(store: AppEventStore, count: number, streams = 7, prefix = 'job'): Promise<bigint> {
  let last = 0n;
  for (let i = 0; i < count; i++) {
    const stream = `${['job', 'application', 'candidate'][i % 3]}-${prefix}${i % streams}`;
    last = await append(store, stream, [{ type: i % 5 === 0 ? 'JobPublished' : 'NoteAdded', data: { n: i } }]);
  }
  return last;
}

/** Every row of a table in primary-key order, as plain JSON, for row-for-row comparisons. */
export async function dump(db: ReadModelDb, table: string, orderBy: string): Promise<unknown[]> {
  const result = await db.execute(sql.raw(`SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY "${orderBy}"`));
  return result.rows.map((r) => r.row);
}

export async function checkpointOf(db: ReadModelDb, name: string): Promise<bigint> {
  const result = await db.execute<{ position: string }>(
    sql`SELECT position::text FROM projection_checkpoints WHERE name = ${name}`,
  );
  return BigInt(result.rows[0]?.position ?? 0);
}

export async function until(check: () => Promise<boolean>, timeoutMs = 10_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
