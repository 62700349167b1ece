import pg from 'pg';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';

export const messagesTable = 'emt_messages';
export const streamsTable = 'emt_streams';
/** Emmett's default partition: every stream this platform writes lives in it. */
export const partition = 'emt:default';
export const notifyChannel = 'tawzeef_events';

/*
 * Emmett's dumbo layer replaces pg's global parsers when it first builds a pool: int8 becomes
 * BigInt and JSON strings of more than 15 digits become BigInt, which would corrupt ids such as
 * phone or national numbers. The event store's own connections (which Emmett uses too) parse JSON
 * plainly and int8 as BigInt, and the global parsers are put back for every other pg user.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === 20) return (value: string) => BigInt(value);
    if (oid === 114 || oid === 3802) return (value: string) => JSON.parse(value) as unknown;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

const globalOids = [20, 114, 3802] as const;

/** Builds an Emmett store without letting it change pg's process-wide type parsers. */
export function emmettStore(connectionString: string, pool: pg.Pool) {
  const saved = globalOids.map((oid) => pg.types.getTypeParser(oid, 'text'));
  try {
    return getPostgreSQLEventStore(connectionString, {
      schema: { autoMigration: 'None' },
      connectionOptions: { pool },
    });
  } finally {
    globalOids.forEach((oid, i) => pg.types.setTypeParser(oid, 'text', saved[i]!));
  }
}

/** How long a query waits for a pooled connection, or for a new one to open. */
export const POOL_CONNECT_TIMEOUT_MS = 10_000;

export function createPool(connectionString: string, max: number): pg.Pool {
  // A bounded wait for a connection: a database that is down or a full pool fails the request, never hangs it.
  const pool = new pg.Pool({ connectionString, max, types, connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor a checked-out one (a server restart between two statements of a transaction): the statement in flight
  // already fails with the error, and the pool discards the client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export function createClient(connectionString: string): pg.Client {
  return new pg.Client({ connectionString, types });
}

/** Where the global log lives: the rows every global read selects, in the order of the log index below. */
export const globalLogScope = `partition = '${partition}' AND is_archived = FALSE`;

/*
 * Emmett has no index on global_position (the global log is read by position) and no uniqueness on
 * message ids. The log index leads with the columns every global read fixes (globalLogScope), so it
 * answers "after position N, in order" as one range at any table statistics: with global_position
 * alone, a table not yet analysed (a new database's first minute) was read whole through the unique
 * index for every tail read, 2 ms at 1,500 events and growing with the log.
 * The unique index is what makes re-appending the same event ids a no-op under any
 * expected version: the duplicate insert fails, and the adapter then finds the ids already there.
 */
const extraSchemaSQL = `
  SELECT pg_advisory_xact_lock(hashtext('tawzeef:eventstore:schema'));
  CREATE INDEX IF NOT EXISTS tz_messages_log_position ON ${messagesTable} (partition, is_archived, global_position);
  DROP INDEX IF EXISTS tz_messages_global_position;
  CREATE UNIQUE INDEX IF NOT EXISTS tz_messages_stream_message_id
    ON ${messagesTable} (stream_id, message_id, partition, is_archived);
`;

/** Creates or upgrades Emmett's tables and this adapter's additions; safe to run many times. */
export async function migrateEventStoreSchema(connectionString: string, pool: pg.Pool) {
  // A fresh Emmett instance per attempt: Emmett memoises a failed migration forever.
  await emmettStore(connectionString, pool).schema.migrate();
  // One simple-protocol message runs as one implicit transaction, so the advisory lock covers the DDL.
  await pool.query(extraSchemaSQL);
}
