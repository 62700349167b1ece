import type { AppEventStore } from '../eventstore/port.ts';
import { createPostgresEventStore, type PostgresEventStoreOptions } from '../eventstore/postgres.ts';
import { createTestDatabase } from './database.ts';

/** A PostgreSQL event store on a fresh database; `dispose` closes it and drops the database. */
export async function createTestEventStore(
  options: PostgresEventStoreOptions = {},
): Promise<{ store: AppEventStore; url: string; dispose: () => Promise<void> }> {
  const db = await createTestDatabase();
  const store = createPostgresEventStore(db.url, options);
  await store.headPosition();
  return {
    store,
    url: db.url,
    dispose: async () => {
      await store.close();
      await db.drop();
    },
  };
}
