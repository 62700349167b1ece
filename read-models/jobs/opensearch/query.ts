import { salaryBuckets } from '@tawzeef/jobs';
import type { BoardQuery } from '../public-query.ts';

type Clause = Record<string, unknown>;
const anyOf = (clauses: (Clause | undefined)[]): Clause => ({
  bool: { should: clauses.filter((c): c is Clause => !!c), minimum_should_match: 1 },
});
const remote: Clause = { term: { is_remote: true } };
const levels: Record<string, string> = { entry: 'ENTRY', mid: 'MID', senior: 'SENIOR' };
/** As on the PostgreSQL board: shorter words are served by the prefix, and would be a "typo" of every title. */
const TYPO_MIN_LENGTH = 4;

/** The board's filters, as board_jobs applies them (public-query.ts facetConditions), and the deadline. */
function filters(query: BoardQuery, now: Date): Clause[] {
  const clauses: Clause[] = [
    anyOf([
      { bool: { must_not: { exists: { field: 'deadline_at' } } } },
      { range: { deadline_at: { gt: now.toISOString() } } },
    ]),
  ];
  if (query.types?.length)
    clauses.push(anyOf([{ terms: { type: query.types } }, query.types.includes('REMOTE') ? remote : undefined]));
  if (query.locations?.length) {
    const countries = query.locations.filter((l) => l !== 'REMOTE');
    clauses.push(
      anyOf([
        countries.length ? { terms: { country: countries } } : undefined,
        query.locations.includes('REMOTE') ? remote : undefined,
      ]),
    );
  }
  if (query.salary?.length)
    clauses.push(
      anyOf(
        query.salary.map((bucket) => {
          const [from, to] = salaryBuckets[bucket];
          return {
            bool: { filter: [{ range: { salary_low: { lt: to } } }, { range: { salary_high: { gte: from } } }] },
          };
        }),
      ),
    );
  if (query.experience?.length) {
    const wanted = query.experience.map((e) => levels[e]).filter((l): l is string => !!l);
    clauses.push(
      anyOf([
        wanted.length ? { terms: { job_level: wanted } } : undefined,
        query.experience.includes('executive')
          ? { bool: { filter: [{ term: { job_level: 'EXECUTIVE' } }, { term: { is_director: false } }] } }
          : undefined,
        query.experience.includes('director') ? { term: { is_director: true } } : undefined,
      ]),
    );
  }
  if (query.industries?.length) clauses.push({ terms: { sectors: query.industries } });
  return clauses;
}

/** Every query word must start a word of the job, or be a typo of a word of its title. */
const wordClause = (word: string): Clause =>
  anyOf([
    { prefix: { words: word } },
    word.length >= TYPO_MIN_LENGTH
      ? { fuzzy: { title: { value: word, fuzziness: 'AUTO', prefix_length: 1 } } }
      : undefined,
  ]);

const sorts = {
  latest: [],
  salary: [{ salary_high: { order: 'desc', missing: '_last' } }],
  popular: [{ applicants: { order: 'desc', missing: '_last' } }],
};

/** The search request of one board page: the ids in board order and the count of matches, exact up to `countCap`. */
export function boardSearchBody(query: BoardQuery, words: readonly string[], now: Date, countCap: number) {
  return {
    _source: false,
    track_total_hits: countCap + 1,
    from: query.offset ?? 0,
    size: query.limit ?? 10,
    query: { bool: { filter: filters(query, now), must: words.map(wordClause) } },
    sort: [...sorts[query.sort ?? 'latest'], { posted_at: { order: 'desc' } }, { job_id: { order: 'desc' } }],
  };
}
