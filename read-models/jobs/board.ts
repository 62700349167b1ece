import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { salaryBuckets, type SalaryBucket } from '@tawzeef/jobs';
import type { ReadModelExecutor } from '../db.ts';
import { jobs } from './schema.ts';

/** What `changed` must return of a jobs row: what its board_jobs row is made from, and its status. */
export const boardColumns = sql`job_id, type, country, (location = 'Remote' OR work_type = 'REMOTE') AS is_remote,
  job_level, is_director, sectors, salary_monthly_low, salary_monthly_high, deadline_at, applicants, posted_at,
  search_title, search_vector, status`;

const columns = [
  'type',
  'country',
  'is_remote',
  'job_level',
  'is_director',
  'sectors',
  'salary_monthly_low',
  'salary_monthly_high',
  'deadline_at',
  'applicants',
  'posted_at',
  'search_title',
];
const list = sql.raw(['job_id', ...columns].join(', '));
/** An upsert's SET that takes `names` from the row it tried to insert. */
const fromExcluded = (names: string[]) => sql.raw(names.map((c) => `${c} = excluded.${c}`).join(', '));
const refresh = fromExcluded(columns);

const bucketNames = Object.keys(salaryBuckets) as SalaryBucket[];
/** Bit i: the salary range meets the i-th salary bucket of the board's filter (a NULL bound meets none). */
export const salaryBucketBit = (bucket: SalaryBucket) => 1 << bucketNames.indexOf(bucket);
/** The bits of a row's salary range, in SQL, built from salaryBuckets (the board's one source of the bounds). */
export const salaryBucketBits = bucketNames
  .map((name) => {
    const [from, to] = salaryBuckets[name];
    return `(CASE WHEN salary_monthly_low < ${to} AND salary_monthly_high >= ${from} THEN ${salaryBucketBit(name)} ELSE 0 END)`;
  })
  .join(' + ');
const facetKeyColumns = ['type', 'country', 'is_remote', 'job_level', 'is_director', 'sectors', 'salary_buckets'];
/** A board row's board_facets key, from the columns board_jobs and `changed` share. */
const facetKey = sql.raw(
  `type, coalesce(country, '') AS country, is_remote, job_level, is_director, sectors, ${salaryBucketBits} AS salary_buckets`,
);
const facetColumns = sql.raw(facetKeyColumns.join(', '));
const sameFacets = (a: string, b: string) => sql.raw(facetKeyColumns.map((c) => `${a}.${c} = ${b}.${c}`).join(' AND '));
const wordsList = ['deadline_at', 'posted_at', 'salary_monthly_high', 'applicants', 'facet_id', 'word_ids'];
const wordsColumns = sql.raw(wordsList.join(', '));
const refreshWords = fromExcluded(wordsList);

/**
 * Brings board_jobs, board_words and the counts of board_titles, board_facets and board_word_jobs in line with the jobs rows
 * `changed` returns (`boardColumns`): an ACTIVE job has its rows, any other has none. `changed` may be the UPDATE
 * of those rows itself (… RETURNING boardColumns), so a write and its sync are one statement.
 *
 * A board_words row names its facet combination by id: one this statement adds comes back from its INSERT, any
 * other was there before the statement (a combination a row keeps cannot be emptied by it).
 */
export async function syncBoard(tx: ReadModelExecutor, changed: SQL): Promise<void> {
  await tx.execute(sql`
    WITH changed AS (${changed}),
    old AS (SELECT job_id, job_no, search_title, ${facetKey} FROM board_jobs WHERE job_id IN (SELECT job_id FROM changed)),
    src AS (SELECT *, board_lexeme_ids(search_vector) AS word_ids FROM changed WHERE status = 'ACTIVE'),
    src_facets AS (SELECT job_id, ${facetKey} FROM src),
    removed AS (DELETE FROM board_jobs WHERE job_id IN (SELECT job_id FROM old EXCEPT SELECT job_id FROM src)),
    words_removed AS (
      DELETE FROM board_words WHERE job_no IN (SELECT job_no FROM old WHERE job_id NOT IN (SELECT job_id FROM src))),
    upserted AS (
      INSERT INTO board_jobs (${list}) SELECT ${list} FROM src ON CONFLICT (job_id) DO UPDATE SET ${refresh}
      RETURNING job_id, job_no),
    delta AS (
      SELECT search_title, sum(n)::int AS n
      FROM (SELECT search_title, -1 AS n FROM old UNION ALL SELECT search_title, 1 FROM src) d
      GROUP BY search_title HAVING sum(n) <> 0),
    added AS (
      INSERT INTO board_titles SELECT search_title, n FROM delta WHERE n > 0
      ON CONFLICT (search_title) DO UPDATE SET jobs = board_titles.jobs + excluded.jobs),
    lowered AS (
      UPDATE board_titles t SET jobs = t.jobs + d.n FROM delta d
      WHERE d.n < 0 AND t.search_title = d.search_title AND t.jobs + d.n > 0),
    emptied AS (
      DELETE FROM board_titles t USING delta d
      WHERE d.n < 0 AND t.search_title = d.search_title AND t.jobs + d.n <= 0),
    facet_delta AS (
      SELECT ${facetColumns}, sum(n)::int AS n
      FROM (SELECT ${facetColumns}, -1 AS n FROM old UNION ALL SELECT ${facetColumns}, 1 FROM src_facets) d
      GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0),
    facets_added AS (
      INSERT INTO board_facets (${facetColumns}, jobs) SELECT * FROM facet_delta WHERE n > 0
      ON CONFLICT (${facetColumns})
      DO UPDATE SET jobs = board_facets.jobs + excluded.jobs
      RETURNING *),
    facets_lowered AS (
      UPDATE board_facets f SET jobs = f.jobs + d.n FROM facet_delta d
      WHERE d.n < 0 AND ${sameFacets('f', 'd')} AND f.jobs + d.n > 0),
    facets_emptied AS (
      DELETE FROM board_facets f USING facet_delta d
      WHERE d.n < 0 AND ${sameFacets('f', 'd')} AND f.jobs + d.n <= 0),
    word_delta AS (
      SELECT word_id, sum(n)::int AS n FROM (
        SELECT unnest(word_ids) AS word_id, -1 AS n FROM board_words WHERE job_no IN (SELECT job_no FROM old)
        UNION ALL SELECT unnest(word_ids), 1 FROM src) d
      GROUP BY word_id HAVING sum(n) <> 0),
    words_counted AS (
      INSERT INTO board_word_jobs SELECT word_id, n FROM word_delta
      ON CONFLICT (word_id) DO UPDATE SET jobs = board_word_jobs.jobs + excluded.jobs)
    INSERT INTO board_words (job_no, ${wordsColumns})
    SELECT u.job_no, s.deadline_at, s.posted_at, s.salary_monthly_high, s.applicants, coalesce(a.id, f.id), s.word_ids
    FROM src s JOIN upserted u USING (job_id) JOIN src_facets k USING (job_id)
      LEFT JOIN facets_added a ON ${sameFacets('a', 'k')}
      LEFT JOIN board_facets f ON ${sameFacets('f', 'k')}
    ON CONFLICT (job_no) DO UPDATE SET ${refreshWords}`);
}

/** board_titles, board_facets, board_words and board_word_jobs from the board_jobs rows as they are (after rows were written in bulk). */
export async function recountBoard(tx: ReadModelExecutor): Promise<void> {
  await tx.execute(sql`DELETE FROM board_titles`);
  await tx.execute(sql`INSERT INTO board_titles SELECT search_title, count(*) FROM board_jobs GROUP BY 1`);
  await tx.execute(sql`DELETE FROM board_facets`);
  await tx.execute(sql`
    INSERT INTO board_facets (${facetColumns}, jobs) SELECT ${facetKey}, count(*) FROM board_jobs GROUP BY 1, 2, 3, 4, 5, 6, 7`);
  await tx.execute(sql`DELETE FROM board_words`);
  await tx.execute(sql`
    INSERT INTO board_words (job_no, ${wordsColumns})
    SELECT b.job_no, b.deadline_at, b.posted_at, b.salary_monthly_high, b.applicants, f.id,
      board_lexeme_ids(j.search_vector)
    FROM (SELECT job_id, job_no, deadline_at, posted_at, salary_monthly_high, applicants, ${facetKey} FROM board_jobs) b
      JOIN jobs j USING (job_id) JOIN board_facets f ON ${sameFacets('f', 'b')}`);
  await tx.execute(sql`DELETE FROM board_word_jobs`);
  await tx.execute(sql`
    INSERT INTO board_word_jobs SELECT word_id, count(*) FROM board_words, unnest(word_ids) word_id GROUP BY 1`);
}

/** Re-syncs the jobs rows `which` selects (after writes made elsewhere). */
export const syncBoardJobs = (tx: ReadModelExecutor, which: SQL) =>
  syncBoard(tx, sql`SELECT ${boardColumns} FROM jobs WHERE ${which}`);

/** Updates the jobs rows `where` selects and syncs them, in one statement. */
export function updateJobs(tx: ReadModelExecutor, values: PgUpdateSetSource<typeof jobs>, where: SQL) {
  return syncBoard(tx, sql`${tx.update(jobs).set(values).where(where).getSQL()} RETURNING ${boardColumns}`);
}

export const syncBoardJob = (tx: ReadModelExecutor, jobId: string) => syncBoardJobs(tx, eq(jobs.jobId, jobId));
