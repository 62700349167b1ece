import type {
  AppendToStreamOptions,
  AppendToStreamResultWithGlobalPosition,
  Event,
  EventStore,
  ReadEventMetadataWithGlobalPosition,
} from '@event-driven-io/emmett';

/**
 * Carried by every event: who acted, which request caused it, and when.
 *
 * The event id travels next to these fields as `messageId` (Emmett's own field): a UUID chosen by
 * the caller (see `withMetadata` / `eventId` in metadata.ts). Appending an event whose id is already
 * in the stream is a no-op that answers the stream's current version, so a retried command never
 * writes twice. Without a `messageId` the adapter draws a random one and the append is not idempotent.
 */
export type EventMetadata = {
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
};

/** The metadata an event carries when it is appended. */
export type AppendMetadata = EventMetadata & { messageId: string } & Record<string, unknown>;

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

/**
 * Emmett's EventStore is the port; the global log is what projections and audits read.
 *
 * Global positions are strictly increasing in the order `readAll` returns them, and `readAll`
 * never returns an event while an event with a lower position may still commit, so a checkpoint
 * (the last position handled) never skips anything. Positions may have gaps.
 */
export interface AppEventStore extends EventStore<ReadEventMetadataWithGlobalPosition> {
  readonly engine: 'postgresql' | 'kurrentdb';
  /**
   * Expected-version conflicts throw Emmett's `ExpectedVersionConflictError`. Re-appending events
   * whose `metadata.messageId`s are all already in the stream returns the current version and the
   * global position of the last of those events instead.
   */
  appendToStream<EventType extends Event, EventPayloadType extends Event = EventType>(
    streamName: string,
    events: EventType[],
    options?: AppendToStreamOptions<bigint, EventType, EventPayloadType>,
  ): Promise<AppendToStreamResultWithGlobalPosition>;
  readAll(options: { after: bigint; limit: number }): Promise<RecordedEvent[]>;
  /** Catch up from `after`, then keep delivering new events until the signal aborts. */
  subscribe(options: SubscribeOptions): Promise<void>;
  /** The global position of the newest committed event (0n when the log is empty). */
  headPosition(): Promise<bigint>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
