import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createTestDatabase } from '@tawzeef/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, runMigrations } from './migrate.ts';

/*
 * The 26 migrations squashed into 0000_baseline are kept in testing/legacy-migrations only for this check: a
 * database they migrated and one built from the baseline must have the same schema, and the new migrator must take
 * over a database they migrated without touching it.
 */
const legacyFolder = fileURLToPath(new URL('./testing/legacy-migrations', import.meta.url));
const run = promisify(execFile);

type Scratch = { url: string; drop: () => Promise<void> };

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The live folder cut to its first `count` migrations (the baseline alone by default), in a scratch folder. */
async function liveFolderUpTo<T>(use: (folder: string) => Promise<T>, count = 1): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'live-migrations-'));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: unknown[] };
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
    return await use(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Migrates the way the code did before the squash: drizzle's migrator over the 26 files. */
function migrateLegacy(url: string, folder = legacyFolder): Promise<void> {
  return withClient(url, (client) => migrate(drizzle({ client }), { migrationsFolder: folder }));
}

/**
 * The whole schema as pg_dump writes it (tables and column order, types, defaults, generated and identity columns,
 * constraints, indexes, functions, triggers, extensions, sequences), plus the settings the database carries
 * (pg_trgm's threshold), which a schema-only dump of one database leaves out.
 */
async function schemaOf(url: string): Promise<string> {
  const { stdout } = await run(process.env.PG_DUMP ?? 'pg_dump', ['--schema-only', `--dbname=${url}`], {
    maxBuffer: 64 * 1024 * 1024,
  });
  // \restrict and \unrestrict carry a random key per dump.
  const dump = stdout.replace(/^\\(un)?restrict .*$/gm, '');
  const settings = await withClient(url, async (client) => {
    const result = await client.query<{ setconfig: string[] }>(
      `SELECT setconfig FROM pg_db_role_setting WHERE setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database()) AND setrole = 0`,
    );
    return result.rows.flatMap((r) => r.setconfig).sort();
  });
  return `${dump}\n-- database settings: ${settings.join(', ')}\n`;
}

async function history(url: string): Promise<{ hash: string; created_at: string }[]> {
  return withClient(url, async (client) => {
    const result = await client.query<{ hash: string; created_at: string }>(
      `SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY id`,
    );
    return result.rows;
  });
}

describe('the squashed read-model migrations', () => {
  const baseline = readMigrationFiles({ migrationsFolder });
  let legacy: Scratch;
  let fresh: Scratch;
  let legacySchema: string;

  beforeAll(async () => {
    legacy = await createTestDatabase();
    fresh = await createTestDatabase();
    await migrateLegacy(legacy.url);
    legacySchema = await schemaOf(legacy.url);
  });

  afterAll(async () => {
    await legacy?.drop();
    await fresh?.drop();
  });

  it('the live folder starts with the baseline, the test material holds the 26 old ones', async () => {
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    expect(journal.entries[0]?.tag).toBe('0000_baseline');
    expect(baseline).toHaveLength(journal.entries.length);
    expect(readMigrationFiles({ migrationsFolder: legacyFolder })).toHaveLength(26);
  });

  it('a database built from the baseline has the schema the 26 old migrations left', async () => {
    // The baseline alone; the migrations written after the squash come on top of either database (next test).
    await liveFolderUpTo((folder) =>
      withClient(fresh.url, (client) => migrate(drizzle({ client }), { migrationsFolder: folder })),
    );
    const schema = await schemaOf(fresh.url);
    expect(schema).toBe(legacySchema);
    // Not two empty dumps: the tables, the function and the setting are there.
    expect(schema).toContain('CREATE TABLE public.board_words');
    expect(schema).toContain('CREATE FUNCTION public.board_lexeme_ids');
    expect(schema).toContain('pg_trgm.word_similarity_threshold=0.5');
    expect(await history(fresh.url)).toEqual([
      { hash: baseline[0]!.hash, created_at: String(baseline[0]!.folderMillis) },
    ]);
  });

  it('a database migrated the old way is taken over as it is, its rows kept, and later runs change nothing', async () => {
    await withClient(legacy.url, (client) =>
      client.query(`INSERT INTO projection_checkpoints (name, position) VALUES ('jobs', 42)`),
    );
    const before = await history(legacy.url);
    expect(before).toHaveLength(26);

    await runMigrations(legacy.url);
    await runMigrations(legacy.url);

    // Both end with the migrations written after the squash on top of the same schema.
    await runMigrations(fresh.url);
    expect(await schemaOf(legacy.url)).toBe(await schemaOf(fresh.url));
    expect(await history(legacy.url)).toEqual([
      ...before,
      ...baseline.map((m) => ({ hash: m.hash, created_at: String(m.folderMillis) })),
    ]);
    const kept = await withClient(legacy.url, (client) =>
      client.query<{ position: string }>(`SELECT position::text FROM projection_checkpoints WHERE name = 'jobs'`),
    );
    expect(kept.rows).toEqual([{ position: '42' }]);
  });

  it('a database only part way through the old migrations is refused, untouched', async () => {
    const partial = await createTestDatabase();
    const folder = await mkdtemp(join(tmpdir(), 'legacy-migrations-'));
    try {
      await cp(legacyFolder, folder, { recursive: true });
      const journalPath = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: unknown[] };
      await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 20) }));
      await migrateLegacy(partial.url, folder);
      const schema = await schemaOf(partial.url);

      await expect(runMigrations(partial.url)).rejects.toThrow(/has 20 of the 26 migrations/);
      expect(await schemaOf(partial.url)).toBe(schema);
      expect(await history(partial.url)).toHaveLength(20);
    } finally {
      await rm(folder, { recursive: true, force: true });
      await partial.drop();
    }
  });
});
