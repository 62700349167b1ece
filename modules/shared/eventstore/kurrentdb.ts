import {
  upcastRecordedMessage,
  type Event,
  type ReadEvent,
  type ReadEventMetadataWithGlobalPosition,
} from '@event-driven-io/emmett';
import {
  BACKWARDS,
  DeadlineExceededError,
  END,
  FORWARDS,
  KurrentDBClient,
  NotLeaderError,
  StreamNotFoundError,
  UnavailableError,
  excludeSystemEvents,
} from '@kurrent/kurrentdb-client';
import { eventIdsOf, versionConflict } from './conflict.ts';
import {
  rethrowKurrentConflict,
  toEventData,
  toReadEvent,
  toReadPosition,
  toRecordedEvent,
  toStreamState,
} from './kurrentdb-mapping.ts';
import type { AppEventStore, RecordedEvent } from './port.ts';

type Stored = ReadEvent<Event, ReadEventMetadataWithGlobalPosition>;

const isTransient = (error: unknown) =>
  error instanceof UnavailableError || error instanceof DeadlineExceededError || error instanceof NotLeaderError;

/** Same port over KurrentDB/EventStoreDB; event ids are the native event ids. */
export function createKurrentDbEventStore(connectionString: string): AppEventStore {
  const client = KurrentDBClient.connectionString(connectionString);

  async function readWholeStream(streamName: string): Promise<Stored[] | undefined> {
    try {
      const events: Stored[] = [];
      for await (const resolved of client.readStream(streamName, { direction: FORWARDS })) {
        if (resolved.event) events.push(toReadEvent(resolved.event));
      }
      return events;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return undefined;
      throw error;
    }
  }

  async function lastStreamEvent(streamName: string): Promise<Stored | undefined> {
    try {
      for await (const resolved of client.readStream(streamName, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        if (resolved.event) return toReadEvent(resolved.event);
      }
      return undefined;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return undefined;
      throw error;
    }
  }

  const versionOf = (events: Stored[] | undefined) =>
    BigInt(events?.[events.length - 1]?.metadata.streamPosition ?? 0n);

  /*
   * KurrentDB itself treats a retried write as idempotent only when the expected revision is the
   * one the original write used; the port promises it for any expected version, so the adapter
   * looks for the ids first (aggregate streams are short).
   */
  function alreadyAppended(existing: Stored[] | undefined, ids: string[] | undefined) {
    if (!existing || !ids) return undefined;
    const found = existing.filter((e) => ids.includes(e.metadata.messageId));
    if (found.length === 0) return undefined;
    if (new Set(found.map((e) => e.metadata.messageId)).size !== new Set(ids).size) return 'partial';
    return {
      nextExpectedStreamVersion: versionOf(existing),
      lastEventGlobalPosition: found.reduce(
        (max, e) => (e.metadata.globalPosition > max ? e.metadata.globalPosition : max),
        0n,
      ),
      createdNewStream: false,
    };
  }

  const readAll = async ({ after, limit }: { after: bigint; limit: number }) => {
    const events: RecordedEvent[] = [];
    const read = client.readAll({
      fromPosition: toReadPosition(after),
      direction: FORWARDS,
      maxCount: limit + 1,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of read) {
      const event = toRecordedEvent(resolved);
      if (event && event.globalPosition > after) events.push(event);
      if (events.length >= limit) break;
    }
    return events;
  };

  return {
    engine: 'kurrentdb',

    async readStream(streamName, options) {
      const all = await readWholeStream(streamName);
      const currentStreamVersion = versionOf(all);
      const expected = options?.expectedStreamVersion;
      if (typeof expected === 'bigint' && expected !== currentStreamVersion) {
        throw versionConflict(currentStreamVersion, expected);
      }
      const from = options?.from ?? 0n;
      const to = options?.to ?? (options?.maxCount ? from + options.maxCount : undefined);
      const events = (all ?? [])
        .filter((e) => e.metadata.streamPosition >= from && (to === undefined || e.metadata.streamPosition <= to))
        .map((e) => upcastRecordedMessage(e as never, options?.schema?.versioning as never));
      return { currentStreamVersion, streamExists: all !== undefined, events: events as never };
    },

    async aggregateStream(streamName, options) {
      const { events, currentStreamVersion, streamExists } = await this.readStream(streamName, options.read);
      const evolve = options.evolve as (state: unknown, event: unknown) => never;
      const state = events.reduce(evolve, options.initialState());
      return { currentStreamVersion, streamExists, state };
    },

    async streamExists(streamName) {
      return (await lastStreamEvent(streamName)) !== undefined;
    },

    async appendToStream(streamName, events, options) {
      const expected = options?.expectedStreamVersion;
      const ids = eventIdsOf(events);
      if (ids || events.length === 0) {
        const existing = await readWholeStream(streamName);
        const replay = alreadyAppended(existing, ids);
        if (replay === 'partial') throw versionConflict(versionOf(existing), expected);
        if (replay) return replay;
        if (events.length === 0) {
          const version = versionOf(existing);
          if (typeof expected === 'bigint' && expected !== version) throw versionConflict(version, expected);
          const last = existing?.[existing.length - 1]?.metadata.globalPosition ?? 0n;
          return { nextExpectedStreamVersion: version, lastEventGlobalPosition: last, createdNewStream: false };
        }
      }
      const downcast = options?.schema?.versioning?.downcast;
      const stored = downcast ? events.map((e) => downcast(e)) : events;
      try {
        const result = await client.appendToStream(streamName, stored.map(toEventData), {
          streamState: toStreamState(expected),
        });
        const version = result.nextExpectedRevision + 1n;
        return {
          nextExpectedStreamVersion: version,
          lastEventGlobalPosition: result.position?.commit ?? 0n,
          createdNewStream: version === BigInt(events.length),
        };
      } catch (error) {
        if (ids) {
          const replay = alreadyAppended(await readWholeStream(streamName), ids);
          if (replay && replay !== 'partial') return replay;
        }
        return rethrowKurrentConflict(error, expected);
      }
    },

    readAll,

    async subscribe({ after, batchSize = 500, onEvents, signal }) {
      let last = after;
      for (let failures = 0; !signal.aborted;) {
        const subscription = client.subscribeToAll({
          fromPosition: toReadPosition(last),
          filter: excludeSystemEvents(),
        });
        const stop = () => void subscription.unsubscribe().catch(() => undefined);
        signal.addEventListener('abort', stop, { once: true });
        let batch: RecordedEvent[] = [];
        try {
          for await (const resolved of subscription) {
            failures = 0;
            const event = toRecordedEvent(resolved);
            if (event && event.globalPosition > last) batch.push(event);
            // One batch is whatever is already buffered; only wait for more while more is queued.
            if (batch.length > 0 && (batch.length >= batchSize || subscription.readableLength === 0)) {
              const ready = batch;
              batch = [];
              await onEvents(ready);
              last = ready[ready.length - 1]!.globalPosition;
            }
            if (signal.aborted) break;
          }
        } catch (error) {
          if (signal.aborted) break;
          // Errors from onEvents carry no server code; they end the subscription.
          if (!isTransient(error) || ++failures > 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.min(100 * failures, 2_000)));
        } finally {
          signal.removeEventListener('abort', stop);
          stop();
        }
      }
    },

    async headPosition() {
      for await (const resolved of client.readAll({
        direction: BACKWARDS,
        fromPosition: END,
        maxCount: 1,
        filter: excludeSystemEvents(),
      })) {
        const event = toRecordedEvent(resolved);
        if (event) return event.globalPosition;
      }
      return 0n;
    },

    async ping() {
      for await (const _ of client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })) {
        break;
      }
    },

    async close() {
      await client.dispose();
    },
  };
}
