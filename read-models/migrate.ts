import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/*
 * The 26 migrations 0000_foundation ... 0025_interview_analysis_translations were squashed into 0000_baseline.
 * Drizzle records each applied migration's journal `when` as created_at and runs every migration newer than the
 * newest recorded one, so a database those 26 migrated would run the baseline over its tables. It has the
 * baseline's schema already (read-models/migrate.int.test.ts compares the two), so the baseline is recorded as
 * applied instead. This is the `when` of the last of the 26.
 */
const LEGACY_LAST_MIGRATION_AT = 1795747151649;

/** Applies the checked-in SQL migrations; concurrent callers wait for each other. */
export async function runMigrations(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('tawzeef.migrations'))`);
    await adoptLegacyHistory(client);
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** Records the baseline as applied on a database the 26 squashed migrations brought up to date. */
async function adoptLegacyHistory(client: pg.Client): Promise<void> {
  const table = await client.query<{ found: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (!table.rows[0]?.found) return;
  const newest = await client.query<{ at: string | null; n: number }>(
    `SELECT max(created_at)::text AS at, count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  const at = newest.rows[0]?.at;
  if (at == null) return;
  const baseline = readMigrationFiles({ migrationsFolder })[0];
  if (!baseline || Number(at) >= baseline.folderMillis) return;
  if (Number(at) !== LEGACY_LAST_MIGRATION_AT) {
    throw new Error(
      `read-model migrations: this database has ${newest.rows[0]?.n} of the 26 migrations that were squashed into ` +
        `0000_baseline, not all of them. Run \`npm run migrate\` with a release from before the squash first, ` +
        `then start this one.`,
    );
  }
  await client.query(`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)`, [
    baseline.hash,
    baseline.folderMillis,
  ]);
}
