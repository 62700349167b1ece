import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ReadModelTx } from '../db.ts';

/** Rows per statement: one JSON parameter each, so only its size bounds it. */
const CHUNK = 5_000;

// JSON has no NaN or Infinity; as strings, the float8 input function reads them back.
const keepNonFinite = (_key: string, value: unknown) =>
  typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/**
 * Inserts many rows in a few statements: the rows travel as one JSON parameter that
 * json_populate_recordset turns into the table's row type. The table name is unqualified, so a
 * rebuild's search_path points it at the shadow copy. Keys are the Drizzle column keys; a key
 * that is missing inserts NULL (not the column default), so give every column.
 * `onConflict` is the statement's tail, e.g. sql`ON CONFLICT (id) DO NOTHING`.
 */
export async function insertRows<T extends PgTable>(
  tx: ReadModelTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  onConflict: SQL,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name }));
  const names = sql.join(
    columns.map((c) => ident(c.name)),
    sql`, `,
  );
  const tableName = ident(getTableName(table));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const payload = rows.slice(i, i + CHUNK).map((row) => {
      const out: Record<string, unknown> = {};
      for (const c of columns) out[c.name] = (row as Record<string, unknown>)[c.key] ?? null;
      return out;
    });
    await tx.execute(sql`
      INSERT INTO ${tableName} (${names})
      SELECT ${names} FROM json_populate_recordset(null::${tableName}, ${JSON.stringify(payload, keepNonFinite)}::json)
      ${onConflict}`);
  }
}

/** `col = excluded.col` for each column given: the SET list of an upsert that writes whole rows. */
export function setExcluded(table: PgTable, keys: readonly string[]): SQL {
  const columns = getTableColumns(table);
  return sql.join(
    keys.map((key) => {
      const name = columns[key]!.name;
      return sql`${ident(name)} = excluded.${ident(name)}`;
    }),
    sql`, `,
  );
}

/**
 * Rows of `table` that came back as JSON (`json_agg(t)` over the table's rows), keyed like Drizzle's own select:
 * lets one statement bring back the rows of several tables. Values keep their JSON types (bigint columns in
 * `number` mode, jsonb, text, booleans); timestamp and date columns stay strings.
 */
export function rowsFromJson<T extends PgTable>(table: T, rows: unknown): T['$inferSelect'][] {
  if (!Array.isArray(rows)) return [];
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name }));
  return rows.map((row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const c of columns) out[c.key] = row[c.name] ?? null;
    return out as T['$inferSelect'];
  });
}
