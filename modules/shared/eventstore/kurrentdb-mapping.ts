import { randomUUID } from 'node:crypto';
import {
  NO_CONCURRENCY_CHECK,
  STREAM_DOES_NOT_EXIST,
  STREAM_EXISTS as EMMETT_STREAM_EXISTS,
  type Event,
  type ExpectedStreamVersion,
  type ReadEvent,
  type ReadEventMetadataWithGlobalPosition,
} from '@event-driven-io/emmett';
import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  START,
  WrongExpectedVersionError,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type EventData,
  type JSONEventType,
  type ReadPosition,
  type RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import { versionConflict } from './conflict.ts';
import type { EventMetadata, RecordedEvent } from './port.ts';

/*
 * The port counts stream versions like Emmett's PostgreSQL store: version = number of events
 * (0n = no stream), stream positions start at 1. KurrentDB revisions start at 0, so
 * position = revision + 1. The global position is the event's commit position in the
 * transaction log, which is unique per event unless explicit (legacy) transactions are used.
 */

export function toStreamState(expected: ExpectedStreamVersion | undefined): AppendStreamState {
  if (expected === undefined || expected === NO_CONCURRENCY_CHECK) return ANY;
  if (expected === STREAM_DOES_NOT_EXIST) return NO_STREAM;
  if (expected === EMMETT_STREAM_EXISTS) return STREAM_EXISTS;
  const version = expected as bigint;
  return version === 0n ? NO_STREAM : version - 1n;
}

export function toReadPosition(after: bigint): ReadPosition {
  return after <= 0n ? START : { commit: after, prepare: after };
}

export function toEventData(event: Event): EventData<JSONEventType> {
  const { messageId, ...metadata } = ((event as { metadata?: Record<string, unknown> }).metadata ?? {}) as Record<
    string,
    unknown
  >;
  return jsonEvent({
    id: typeof messageId === 'string' && messageId !== '' ? messageId : randomUUID(),
    type: event.type,
    data: event.data,
    metadata,
  });
}

function metadataOf(recorded: KurrentRecordedEvent): Record<string, unknown> {
  const metadata = recorded.metadata;
  return metadata && typeof metadata === 'object' && !(metadata instanceof Uint8Array)
    ? (metadata as Record<string, unknown>)
    : {};
}

function dataOf(recorded: KurrentRecordedEvent): Record<string, unknown> {
  const data = recorded.data;
  return data && typeof data === 'object' && !(data instanceof Uint8Array) ? (data as Record<string, unknown>) : {};
}

export function toReadEvent<E extends Event>(
  recorded: KurrentRecordedEvent,
): ReadEvent<E, ReadEventMetadataWithGlobalPosition> {
  return {
    type: recorded.type,
    data: dataOf(recorded),
    kind: 'Event',
    metadata: {
      ...metadataOf(recorded),
      messageId: recorded.id,
      streamName: recorded.streamId,
      streamPosition: recorded.revision + 1n,
      globalPosition: recorded.position?.commit ?? 0n,
    },
  } as unknown as ReadEvent<E, ReadEventMetadataWithGlobalPosition>;
}

export function toRecordedEvent(resolved: AllStreamResolvedEvent): RecordedEvent | undefined {
  const recorded = resolved.event;
  if (!recorded || recorded.type.startsWith('$') || recorded.streamId.startsWith('$')) return;
  return {
    globalPosition: recorded.position.commit,
    streamName: recorded.streamId,
    streamPosition: recorded.revision + 1n,
    eventId: recorded.id,
    type: recorded.type,
    data: dataOf(recorded),
    metadata: metadataOf(recorded) as EventMetadata & Record<string, unknown>,
  };
}

export function rethrowKurrentConflict(error: unknown, expected: ExpectedStreamVersion | undefined): never {
  if (error instanceof WrongExpectedVersionError) {
    const actual = error.actualState;
    throw versionConflict(typeof actual === 'bigint' ? actual + 1n : 0n, expected);
  }
  throw error;
}
