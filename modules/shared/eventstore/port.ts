import type { EventStore, ReadEventMetadataWithGlobalPosition } from '@event-driven-io/emmett';

/** Carried by every event: who acted, which request caused it, and when. */
export type EventMetadata = {
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
};

/** One event as it sits in the global log. */
export type RecordedEvent = {
  globalPosition: bigint;
  streamName: string;
  streamPosition: bigint;
  eventId: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata & Record<string, unknown>;
};

export type SubscribeOptions = {
  /** Deliver events strictly after this global position (0n = from the start). */
  after: bigint;
  batchSize?: number;
  /** Called with events in global order; the next batch waits until the promise resolves. */
  onEvents: (events: RecordedEvent[]) => Promise<void>;
  signal: AbortSignal;
};

/** Emmett's EventStore is the port; the global log is what projections and audits read. */
export interface AppEventStore extends EventStore<ReadEventMetadataWithGlobalPosition> {
  readonly engine: 'postgresql' | 'kurrentdb';
  readAll(options: { after: bigint; limit: number }): Promise<RecordedEvent[]>;
  /** Catch up from `after`, then keep delivering new events until the signal aborts. */
  subscribe(options: SubscribeOptions): Promise<void>;
  headPosition(): Promise<bigint>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
