export type * from './eventstore/port.ts';
export { createPostgresEventStore, type PostgresEventStoreOptions } from './eventstore/postgres.ts';
export { globalLogScope, messagesTable } from './eventstore/postgres-schema.ts';
export { createKurrentDbEventStore } from './eventstore/kurrentdb.ts';
export { createEventStore, type EventStoreConfig } from './eventstore/create-event-store.ts';
export {
  attachCommandMetadata,
  eventIdFor,
  eventMetadata,
  isUuid,
  uuidV5,
  withMetadata,
  type CommandContext,
  type EventWithMetadata,
} from './eventstore/metadata.ts';
export {
  decideEvents,
  fold,
  handleCommand,
  type CommandResult,
  type Decider,
  type HandleCommandOptions,
} from './eventstore/command-handler.ts';
export { isolate } from './text/isolate.ts';
export { mailHtml } from './text/mail-html.ts';
export { nextWake } from './timing/wake.ts';
export { repeating, type Sweeper } from './timing/repeating.ts';
export type { Event } from '@event-driven-io/emmett';
export {
  ERASED,
  erasureStreamName,
  type PersonalDataErased,
  type PersonalDataPolicy,
  type PersonalDataRule,
} from './privacy/personal-data.ts';
export {
  classifyPersonalData,
  NO_PERSONAL_DATA,
  policyOf,
  subjectAt,
  type PersonalDataClassification,
} from './privacy/classification.ts';
