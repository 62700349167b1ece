import {
  STREAM_DOES_NOT_EXIST,
  STREAM_EXISTS,
  downcastRecordedMessages,
  type AppendToStreamResultWithGlobalPosition,
  type ExpectedStreamVersion,
} from '@event-driven-io/emmett';
import type pg from 'pg';
import { eventIdsOf, rethrowAsAppConflict, versionConflict } from './conflict.ts';
import { pollSubscription } from './poll-subscription.ts';
import { appendRaw } from './postgres-append.ts';
import type { AppEventStore } from './port.ts';
import { readHeadPosition, readSettled } from './postgres-global-log.ts';
import {
  createPool,
  emmettStore,
  messagesTable,
  migrateEventStoreSchema,
  partition,
  streamsTable,
} from './postgres-schema.ts';
import { createWakeup } from './postgres-wakeup.ts';

export type PostgresEventStoreOptions = {
  /** Connections shared by appends, reads and polling (default 20). */
  poolSize?: number;
  /** Fallback polling period of subscriptions; LISTEN/NOTIFY usually wakes them sooner (default 100). */
  pollIntervalMs?: number;
  /**
   * How long `readAll` waits for in-flight transactions when the next position is undecided
   * before answering with nothing for now (default 1000).
   */
  settleWaitMs?: number;
};

type StreamState = { version: bigint; lastGlobalPosition: bigint };

async function readStreamState(pool: pg.Pool, streamName: string): Promise<StreamState> {
  const { rows } = await pool.query<{ version: bigint | null; last: bigint | null }>(
    `SELECT (SELECT stream_position FROM ${streamsTable}
              WHERE stream_id = $1 AND partition = $2 AND is_archived = FALSE) AS version,
            (SELECT max(global_position) FROM ${messagesTable}
              WHERE stream_id = $1 AND partition = $2 AND is_archived = FALSE) AS last`,
    [streamName, partition],
  );
  return { version: BigInt(rows[0]?.version ?? 0), lastGlobalPosition: BigInt(rows[0]?.last ?? 0) };
}

/** When every id is already in the stream, the append already happened: answer what it did. */
async function findAlreadyAppended(
  pool: pg.Pool,
  streamName: string,
  ids: string[],
): Promise<AppendToStreamResultWithGlobalPosition | undefined> {
  const unique = [...new Set(ids)];
  const { rows } = await pool.query<{ found: number; last: bigint | null; version: bigint | null }>(
    `SELECT count(*)::int AS found, max(global_position) AS last,
            (SELECT stream_position FROM ${streamsTable}
              WHERE stream_id = $1 AND partition = $2 AND is_archived = FALSE) AS version
       FROM ${messagesTable}
      WHERE stream_id = $1 AND partition = $2 AND is_archived = FALSE AND message_id = ANY($3)`,
    [streamName, partition, unique],
  );
  const row = rows[0];
  if (!row || row.found !== unique.length || row.last === null || row.version === null) return;
  return {
    nextExpectedStreamVersion: BigInt(row.version),
    lastEventGlobalPosition: BigInt(row.last),
    createdNewStream: false,
  };
}

function matches(current: bigint, expected: ExpectedStreamVersion | undefined): boolean {
  if (expected === undefined || typeof expected === 'string') {
    if (expected === STREAM_EXISTS) return current > 0n;
    if (expected === STREAM_DOES_NOT_EXIST) return current === 0n;
    return true;
  }
  return current === expected;
}

/**
 * The default event store: Emmett's PostgreSQL store (stream versions count events, 0n = no
 * stream) plus an ordered, gap-safe global log reader and subscriptions.
 */
export function createPostgresEventStore(
  connectionString: string,
  options: PostgresEventStoreOptions = {},
): AppEventStore {
  const pool = createPool(connectionString, options.poolSize ?? 20);
  const emmett = emmettStore(connectionString, pool);
  const wakeup = createWakeup(connectionString, pool);
  const pollIntervalMs = options.pollIntervalMs ?? 100;

  let ready: Promise<void> | undefined;
  const ensureSchema = (): Promise<void> => {
    ready ??= migrateEventStoreSchema(connectionString, pool).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  ensureSchema().catch(() => undefined);

  let closing: Promise<void> | undefined;

  const readAll = async ({ after, limit }: { after: bigint; limit: number }) => {
    await ensureSchema();
    return readSettled(pool, after, limit, options.settleWaitMs ?? 1_000);
  };

  const store: AppEventStore = {
    engine: 'postgresql',

    async aggregateStream(streamName, aggregateOptions) {
      await ensureSchema();
      return emmett.aggregateStream(streamName, aggregateOptions).catch(rethrowAsAppConflict);
    },

    async readStream(streamName, readOptions) {
      await ensureSchema();
      return emmett.readStream(streamName, readOptions).catch(rethrowAsAppConflict);
    },

    async streamExists(streamName) {
      await ensureSchema();
      return emmett.streamExists(streamName);
    },

    async appendToStream(streamName, events, appendOptions) {
      await ensureSchema();
      const expected = appendOptions?.expectedStreamVersion;
      if (events.length === 0 || expected === STREAM_EXISTS) {
        const state = await readStreamState(pool, streamName);
        if (!matches(state.version, expected)) throw versionConflict(state.version, expected);
        if (events.length === 0) {
          return {
            nextExpectedStreamVersion: state.version,
            lastEventGlobalPosition: state.lastGlobalPosition,
            createdNewStream: false,
          };
        }
      }
      const toAppend = downcastRecordedMessages(events, appendOptions?.schema?.versioning);
      // Emmett leaves STREAM_DOES_NOT_EXIST unchecked; version 0n means exactly that.
      const version = typeof expected === 'bigint' ? expected : expected === STREAM_DOES_NOT_EXIST ? 0n : null;
      for (let attempt = 0; ; attempt++) {
        const outcome = await appendRaw(pool, streamName, toAppend, version);
        if (outcome.ok) {
          wakeup.appended();
          return {
            nextExpectedStreamVersion: outcome.nextStreamPosition,
            lastEventGlobalPosition: outcome.globalPositions[outcome.globalPositions.length - 1]!,
            createdNewStream: outcome.nextStreamPosition === BigInt(events.length),
          };
        }
        const ids = eventIdsOf(events);
        const replayed = ids && (await findAlreadyAppended(pool, streamName, ids));
        if (replayed) return replayed;
        // Without an expected version a concurrent writer is no conflict: try again on top of it.
        if (version !== null || attempt >= 20) {
          throw versionConflict((await readStreamState(pool, streamName)).version, expected);
        }
      }
    },

    readAll,

    async subscribe(subscribeOptions) {
      await ensureSchema();
      await pollSubscription({ readAll, wakeup, pollIntervalMs }, subscribeOptions);
    },

    async headPosition() {
      await ensureSchema();
      return readHeadPosition(pool);
    },

    async ping() {
      await pool.query('SELECT 1');
    },

    close() {
      closing ??= (async () => {
        await wakeup.close();
        await emmett.close();
        await pool.end();
      })();
      return closing;
    },
  };
  return store;
}
