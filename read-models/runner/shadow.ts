import { sql } from 'drizzle-orm';
import type { ReadModelExecutor } from '../db.ts';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (schema: string, table: string) => `${ident(schema)}.${ident(table)}`;

export const shadowSchemaOf = (projection: string) => `rebuild_${projection.replace(/-/g, '_')}`;

export const useShadow = (schema: string) => sql.raw(`SET LOCAL search_path TO ${ident(schema)}, public`);

type IndexRow = { name: string; def: string; is_unique: boolean; constraint_def: string | null };

async function indexesOf(db: ReadModelExecutor, table: string): Promise<IndexRow[]> {
  const result = await db.execute<IndexRow>(sql`
    SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def, x.indisunique AS is_unique,
           pg_get_constraintdef(c.oid) AS constraint_def
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.conrelid = x.indrelid
    WHERE x.indrelid = to_regclass(${qualified('public', table)})
    ORDER BY i.relname`);
  return result.rows;
}

// Index names are per schema, so the shadow copies keep the live names and the swap keeps them too.
const createStatement = (index: IndexRow, schema: string, table: string) =>
  index.constraint_def
    ? `ALTER TABLE ${qualified(schema, table)} ADD CONSTRAINT ${ident(index.name)} ${index.constraint_def}`
    : index.def.replace(/ ON (ONLY )?\S+ USING /, ` ON $1${qualified(schema, table)} USING `);

/**
 * Empty copies of the live tables in their own schema. Keys and unique indexes come first
 * (upserts need them); plain indexes are left for finishShadowTables, after the bulk load.
 */
export async function createShadowTables(
  db: ReadModelExecutor,
  schema: string,
  tables: readonly string[],
): Promise<void> {
  await db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`));
  await db.execute(sql.raw(`CREATE SCHEMA ${ident(schema)}`));
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `CREATE TABLE ${qualified(schema, table)} ` +
          `(LIKE ${qualified('public', table)} INCLUDING ALL EXCLUDING INDEXES)`,
      ),
    );
    for (const index of await indexesOf(db, table)) {
      if (index.is_unique) await db.execute(sql.raw(createStatement(index, schema, table)));
    }
  }
}

export async function finishShadowTables(
  db: ReadModelExecutor,
  schema: string,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) {
    for (const index of await indexesOf(db, table)) {
      if (!index.is_unique) await db.execute(sql.raw(createStatement(index, schema, table)));
    }
    for (const trigger of await triggersOf(db, table)) {
      await db.execute(sql.raw(trigger.def.replace(/ ON \S+ /, ` ON ${qualified(schema, table)} `)));
    }
    await db.execute(sql.raw(`ANALYZE ${qualified(schema, table)}`));
  }
}

/** The live table's own triggers (LIKE copies none): the decision log's retention guard moves with its rows. */
async function triggersOf(db: ReadModelExecutor, table: string): Promise<{ def: string }[]> {
  const result = await db.execute<{ def: string }>(sql`
    SELECT pg_get_triggerdef(t.oid) AS def FROM pg_trigger t
    WHERE t.tgrelid = to_regclass(${qualified('public', table)}) AND NOT t.tgisinternal
    ORDER BY t.tgname`);
  return result.rows;
}

/** Inside the caller's transaction: the shadow tables take the live tables' place. */
export async function swapInShadowTables(
  db: ReadModelExecutor,
  schema: string,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) {
    await db.execute(sql.raw(`DROP TABLE ${qualified('public', table)}`));
    await db.execute(sql.raw(`ALTER TABLE ${qualified(schema, table)} SET SCHEMA public`));
  }
}

export async function dropShadowSchema(db: ReadModelExecutor, schema: string): Promise<void> {
  await db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`));
}
