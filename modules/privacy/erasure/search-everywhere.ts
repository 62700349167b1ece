import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { getTableName, type Table } from 'drizzle-orm';

/** Where a needle was found: `schema.table`, a file path, or `log`. */
export type Hit = { where: string; needle: string };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table of every schema (event store and key vault included), each row cast to text whole. */
export async function searchDatabase(pool: Pool, needles: readonly string[]): Promise<Hit[]> {
  const { rows: tables } = await pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const hits: Hit[] = [];
  for (const { schema, name } of tables) {
    const table = `${quote(schema)}.${quote(name)}`;
    for (const needle of needles) {
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} t WHERE strpos(lower(t::text), lower($1)) > 0`,
        [needle],
      );
      if (rows[0]!.n > 0) hits.push({ where: `${schema}.${name} (${rows[0]!.n} rows)`, needle });
    }
  }
  return hits;
}

/** Every file under the folder: its name and its bytes (read as UTF-8 and as Latin-1). */
export function searchFolder(folder: string, needles: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const bytes = readFileSync(path);
        const text = `${path}\n${bytes.toString('utf8')}\n${bytes.toString('latin1')}`.toLowerCase();
        for (const needle of needles) if (text.includes(needle.toLowerCase())) hits.push({ where: path, needle });
      }
    }
  };
  walk(folder);
  return hits;
}

export function searchLogs(lines: readonly unknown[], needles: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  lines.forEach((line, i) => {
    const text = JSON.stringify(line).toLowerCase();
    for (const needle of needles)
      if (text.includes(needle.toLowerCase())) hits.push({ where: `log line ${i}: ${text.slice(0, 300)}`, needle });
  });
  return hits;
}

/** Every row of the tables, sorted, as JSON text: what comparing a rebuilt read model with the live one needs. */
export async function snapshotTables(pool: Pool, tables: readonly Table[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const { rows } = await pool.query<{ row: string }>(`SELECT t::text AS row FROM public.${quote(name)} t ORDER BY 1`);
    out[name] = rows.map((r) => r.row);
  }
  return out;
}
