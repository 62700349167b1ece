import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { queryWords } from '@tawzeef/jobs';

/**
 * Typo tolerance: a query word this close to a word of some title (pg_trgm word similarity) also
 * matches that word. The `<%` operator reads it from pg_trgm.word_similarity_threshold, set per
 * database by the baseline migration.
 */
export const TYPO_SIMILARITY = 0.5;
/** Shorter words are already served by the prefix match, and would find a "typo" in every title. */
const TYPO_MIN_LENGTH = 4;
const MAX_WORDS = 8;

/** Words no lexeme starts with match nothing: board_lexemes numbers from 1. */
const NO_LEXEME = 0;

/** A search's query_int, and the word ids each query word stands for (any of them matches it). */
export type BoardWords = { query: string; terms: number[][] };

/**
 * The board's search as one query_int over board_words.word_ids: every query word must start an indexed word, or be
 * a typo of a title word. The prefixes become the ids of the words they start (a range of board_lexemes' key each),
 * so the whole search is one lookup of the GIN index. Corrections and ids come from one statement.
 */
export async function boardSearchQuery(db: NodePgDatabase, search: string | undefined): Promise<BoardWords | null> {
  const words = queryWords(search ?? '').slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const { rows } = await db.execute<{ i: number; ids: number[] }>(sql`
    WITH q AS (SELECT * FROM unnest(${sql.param(words.map((_, i) => i))}::int[], ${sql.param(words)}::text[]) AS q(i, word)),
    typos AS (
      SELECT q.i, t.title_word AS prefix FROM q CROSS JOIN LATERAL (
        SELECT unnest(string_to_array(search_title, ' ')) AS title_word FROM board_titles
        WHERE length(q.word) >= ${TYPO_MIN_LENGTH} AND q.word <% search_title) t
      WHERE word_similarity(q.word, t.title_word) >= ${TYPO_SIMILARITY} AND t.title_word <> q.word),
    prefixes AS (SELECT i, word AS prefix FROM q UNION SELECT i, prefix FROM typos)
    SELECT p.i, array_agg(DISTINCT l.id) AS ids
    FROM prefixes p JOIN board_lexemes l ON l.lexeme >= p.prefix AND l.lexeme < p.prefix || chr(1114111)
    GROUP BY p.i`);
  const idsOf = new Map(rows.map((row) => [row.i, row.ids]));
  const terms = words.map((_, i) => idsOf.get(i) ?? [NO_LEXEME]);
  return { query: terms.map((ids) => `(${ids.join('|')})`).join('&'), terms };
}
