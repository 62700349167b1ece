import { createKurrentDbEventStore } from './kurrentdb.ts';
import type { AppEventStore } from './port.ts';
import { createPostgresEventStore, type PostgresEventStoreOptions } from './postgres.ts';

export type EventStoreConfig = {
  databaseUrl: string;
  /** When set (EVENTSTORE_CONNECTION_STRING), events live in KurrentDB/EventStoreDB instead. */
  eventStoreConnectionString?: string | undefined;
  postgres?: PostgresEventStoreOptions;
};

export function createEventStore(config: EventStoreConfig): AppEventStore {
  const kurrent = config.eventStoreConnectionString?.trim();
  return kurrent ? createKurrentDbEventStore(kurrent) : createPostgresEventStore(config.databaseUrl, config.postgres);
}
