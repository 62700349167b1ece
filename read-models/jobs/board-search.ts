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

/**
 * The board's search as one tsquery: every query word must start an indexed word, or be a typo of a
 * title word. Folding the typos into the tsquery keeps the whole search on the GIN index (an OR with
 * a second index sends the planner to a sequential scan of every board row).
 */
export async function boardTsQuery(db: NodePgDatabase, search: string | undefined): Promise<string | null> {
  const words = [...new Set(searchWords(search ?? ''))].slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const typos = words.filter((w) => w.length >= TYPO_MIN_LENGTH);
  const corrections = new Map<string, string[]>();
  if (typos.length) {
    const { rows } = await db.execute<{ word: string; corrections: string[] }>(sql`
      SELECT q.word, array_agg(DISTINCT t.title_word) AS corrections
      FROM unnest(${sql.param(typos)}::text[]) AS q(word)
      CROSS JOIN LATERAL (
        SELECT unnest(string_to_array(search_title, ' ')) AS title_word FROM board_titles
        WHERE q.word <% search_title) t
      WHERE word_similarity(q.word, t.title_word) >= ${TYPO_SIMILARITY} AND t.title_word <> q.word
      GROUP BY q.word`);
    for (const row of rows) corrections.set(row.word, row.corrections);
  }
  // Words hold only letters and digits (searchWords), so they are safe tsquery operands.
  return words.map((w) => `(${[w, ...(corrections.get(w) ?? [])].map((x) => `${x}:*`).join(' | ')})`).join(' & ');
}
