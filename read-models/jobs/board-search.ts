import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { searchWords } from '@tawzeef/jobs';

/**
 * Typo tolerance: a query word this close to a word of some title (pg_trgm word similarity) also
 * matches that word. The `<%` operator reads it from pg_trgm.word_similarity_threshold, set per
 * database by migration 0002.
 */
export const TYPO_SIMILARITY = 0.5;
/** Shorter words are already served by the prefix match, and would find a "typo" in every title. */
const TYPO_MIN_LENGTH = 4;
const MAX_WORDS = 8;

/** Words no lexeme starts with match nothing: board_lexemes numbers from 1. */
const NO_LEXEME = 0;

/**
 * The board's search as one query_int over board_jobs.search_lexemes: every query word must start an indexed
 * word, or be a typo of a title word. The prefixes become the ids of the words they start (a range of
 * board_lexemes' key each), so the whole search is one lookup of the GIN index.
 */
export async function boardSearchQuery(db: NodePgDatabase, search: string | undefined): Promise<string | null> {
  const words = [...new Set(searchWords(search ?? ''))].slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const corrections = await typoCorrections(
    db,
    words.filter((w) => w.length >= TYPO_MIN_LENGTH),
  );
  const prefixes = words.flatMap((w, i) => [w, ...(corrections.get(w) ?? [])].map((p) => ({ i, p })));
  const { rows } = await db.execute<{ i: number; ids: number[] }>(sql`
    SELECT u.i, array_agg(DISTINCT l.id) AS ids
    FROM unnest(${sql.param(prefixes.map((x) => x.i))}::int[], ${sql.param(prefixes.map((x) => x.p))}::text[]) AS u(i, p)
    JOIN board_lexemes l ON l.lexeme >= u.p AND l.lexeme < u.p || chr(1114111)
    GROUP BY u.i`);
  const idsOf = new Map(rows.map((row) => [row.i, row.ids]));
  return words.map((_, i) => `(${(idsOf.get(i) ?? [NO_LEXEME]).join('|')})`).join('&');
}

/** For each word, the title words it is a typo of. */
async function typoCorrections(db: NodePgDatabase, typos: string[]): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  if (typos.length === 0) return corrections;
  const { rows } = await db.execute<{ word: string; corrections: string[] }>(sql`
    SELECT q.word, array_agg(DISTINCT t.title_word) AS corrections
    FROM unnest(${sql.param(typos)}::text[]) AS q(word)
    CROSS JOIN LATERAL (
      SELECT unnest(string_to_array(search_title, ' ')) AS title_word FROM board_titles
      WHERE q.word <% search_title) t
    WHERE word_similarity(q.word, t.title_word) >= ${TYPO_SIMILARITY} AND t.title_word <> q.word
    GROUP BY q.word`);
  for (const row of rows) corrections.set(row.word, row.corrections);
  return corrections;
}
