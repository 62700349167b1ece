import { createTestDatabase } from '@tawzeef/shared/testing';
import { describe } from 'vitest';
import { eventStoreContract } from './contract.ts';
import { createEventStore } from './create-event-store.ts';

eventStoreContract('postgresql', async () => {
  const db = await createTestDatabase();
  const store = createEventStore({ databaseUrl: db.url });
  return {
    store,
    teardown: async () => {
      await store.close();
      await db.drop();
    },
  };
});

const kurrentDb = process.env.EVENTSTORE_CONNECTION_STRING;
describe.runIf(kurrentDb)('with EVENTSTORE_CONNECTION_STRING', () => {
  eventStoreContract('kurrentdb', async () => {
    const store = createEventStore({ databaseUrl: '', eventStoreConnectionString: kurrentDb });
    return { store, teardown: () => store.close() };
  });
});
