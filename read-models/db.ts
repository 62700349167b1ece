import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { ReadModelClient } from './pg-client.ts';

export type ReadModelDb = NodePgDatabase & { $client: pg.Pool };
export type ReadModelTx = Parameters<Parameters<ReadModelDb['transaction']>[0]>[0];
/** Anything Drizzle can run a read-model statement on: the pool, one session, or a transaction. */
export type ReadModelExecutor = NodePgDatabase | ReadModelTx;

/** One pool for projections and queries; read models always live in PostgreSQL. */
export function createReadModelDb(databaseUrl: string, options: { max?: number } = {}): ReadModelDb {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    Client: ReadModelClient,
    // A bounded wait for a connection: a database that is down or a full pool fails the request, never hangs it.
    connectionTimeoutMillis: 10_000,
  });
  // An idle client that loses its server (restart, terminated backend) must not crash the process.
  pool.on('error', () => {});
  return drizzle({ client: pool });
}

export async function closeReadModelDb(db: ReadModelDb): Promise<void> {
  await db.$client.end();
}
