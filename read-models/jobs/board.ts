import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
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
  'search_lexemes',
];
const list = sql.raw(['job_id', ...columns].join(', '));
const refresh = sql.raw(columns.map((c) => `${c} = excluded.${c}`).join(', '));

/**
 * Brings board_jobs and the title counts of board_titles in line with the jobs rows `changed`
 * returns (`boardColumns`): an ACTIVE job has its narrow row, any other has none. `changed` may be the
 * UPDATE of those rows itself (… RETURNING boardColumns), so a write and its sync are one statement.
 */
export async function syncBoard(tx: ReadModelExecutor, changed: SQL): Promise<void> {
  await tx.execute(sql`
    WITH changed AS (${changed}),
    old AS (SELECT job_id, search_title FROM board_jobs WHERE job_id IN (SELECT job_id FROM changed)),
    src AS (SELECT *, board_lexeme_ids(search_vector) AS search_lexemes FROM changed WHERE status = 'ACTIVE'),
    removed AS (DELETE FROM board_jobs WHERE job_id IN (SELECT job_id FROM old EXCEPT SELECT job_id FROM src)),
    upserted AS (INSERT INTO board_jobs (${list}) SELECT ${list} FROM src ON CONFLICT (job_id) DO UPDATE SET ${refresh}),
    delta AS (
      SELECT search_title, sum(n)::int AS n
      FROM (SELECT search_title, -1 AS n FROM old UNION ALL SELECT search_title, 1 FROM src) d
      GROUP BY search_title HAVING sum(n) <> 0),
    added AS (
      INSERT INTO board_titles SELECT search_title, n FROM delta WHERE n > 0
      ON CONFLICT (search_title) DO UPDATE SET jobs = board_titles.jobs + excluded.jobs),
    lowered AS (
      UPDATE board_titles t SET jobs = t.jobs + d.n FROM delta d
      WHERE d.n < 0 AND t.search_title = d.search_title AND t.jobs + d.n > 0)
    DELETE FROM board_titles t USING delta d
    WHERE d.n < 0 AND t.search_title = d.search_title AND t.jobs + d.n <= 0`);
}

/** Re-syncs the jobs rows `which` selects (after writes made elsewhere). */
export const syncBoardJobs = (tx: ReadModelExecutor, which: SQL) =>
  syncBoard(tx, sql`SELECT ${boardColumns} FROM jobs WHERE ${which}`);

/** Updates the jobs rows `where` selects and syncs them, in one statement. */
export function updateJobs(tx: ReadModelExecutor, values: PgUpdateSetSource<typeof jobs>, where: SQL) {
  return syncBoard(tx, sql`${tx.update(jobs).set(values).where(where).getSQL()} RETURNING ${boardColumns}`);
}

export const syncBoardJob = (tx: ReadModelExecutor, jobId: string) => syncBoardJobs(tx, eq(jobs.jobId, jobId));
