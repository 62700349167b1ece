import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the checked-in SQL migrations; concurrent callers wait for each other. */
export async function runMigrations(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('tawzeef.migrations'))`);
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.end();
  }
}
