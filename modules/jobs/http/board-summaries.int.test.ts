import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { closeReadModelDb, createReadModelDb, recountBoard } from '@tawzeef/read-models';
import { searchWords } from '@tawzeef/jobs';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { startBoard, type Board, type Seeded } from '../../../web/api/src/test-board.ts';
import { reference as referenceOf, type Json, type Query } from '../../../web/api/src/test-board-reference.ts';

// The board's summary tables: title and facet counts, search rows, and a job past its deadline.
let board: Board;
let server: TestServer;
let seeded: Seeded[];

// No similar words: as before this file was split from the board's search tests, whose similarity map held
// none for the title word searched here.
const reference = (q: Query) => referenceOf(seeded, new Map(), q);

beforeAll(async () => {
  board = await startBoard();
  ({ server, seeded } = board);
});
afterAll(async () => board?.close());

describe('the board summaries', () => {
  const withClient = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  it('keep the title and facet counts and the search rows equal to a recount of the board after every change', async () => {
    // One connection, so the recount and the reads share the transaction that is rolled back.
    const db = createReadModelDb(server.databaseUrl, { max: 1 });
    const facetKey = 'f.type, f.country, f.is_remote, f.job_level, f.is_director, f.sectors, f.salary_buckets';
    const read = async () => ({
      titles: (await db.$client.query('SELECT * FROM board_titles ORDER BY 1')).rows,
      facets: (await db.$client.query(`SELECT ${facetKey}, f.jobs FROM board_facets f ORDER BY 1, 2, 3, 4, 5, 6, 7`))
        .rows,
      wordJobs: (await db.$client.query('SELECT * FROM board_word_jobs WHERE jobs <> 0 ORDER BY 1')).rows,
      // A recount numbers the combinations afresh: a search row is compared by the combination its id names.
      words: (
        await db.$client.query(`SELECT b.job_id, w.deadline_at, w.posted_at, w.salary_monthly_high, w.applicants,
          w.word_ids, ${facetKey} FROM board_words w JOIN board_jobs b USING (job_no) JOIN board_facets f ON f.id = w.facet_id
          ORDER BY 1`)
      ).rows,
    });
    try {
      const kept = await read();
      expect(kept.facets.reduce((n: number, f: Json) => n + f.jobs, 0)).toBe(seeded.length);
      expect(kept.words).toHaveLength(seeded.length);
      expect(kept.wordJobs.length).toBeGreaterThan(0);
      await db.$client.query('BEGIN');
      await recountBoard(db);
      expect(await read()).toEqual(kept);
    } finally {
      await db.$client.query('ROLLBACK');
      await closeReadModelDb(db);
    }
  });

  it('leaves a job past its deadline out of the filtered counts and the searches before the expiry sweep runs', async () => {
    const late = seeded.find((j) => j.type === 'FULL_TIME')!;
    const search = searchWords(late.title)[0]!;
    const expected = { filtered: reference({ type: 'FULL_TIME' }).length, found: reference({ search }).length };
    const deadline = (interval: string) =>
      withClient(async (c) => {
        const { rows } = await c.query(
          `UPDATE board_jobs SET deadline_at = now() + interval '${interval}' WHERE job_id = $1 RETURNING job_no`,
          [late.id],
        );
        await c.query(`UPDATE board_words SET deadline_at = now() + interval '${interval}' WHERE job_no = $1`, [
          rows[0].job_no,
        ]);
      });
    await deadline('-1 day');
    try {
      const filtered: Json = await (await server.get('/api/jobs?type=FULL_TIME')).json();
      expect(filtered.total).toBe(expected.filtered - 1);
      expect(filtered.totalAll).toBe(seeded.length - 1);
      const found: Json = await (await server.get(`/api/jobs?search=${encodeURIComponent(search)}&limit=50`)).json();
      expect(found.total).toBe(expected.found - 1);
      expect(found.jobs.map((j: Json) => j.id)).not.toContain(late.id);
    } finally {
      await deadline('30 days');
    }
  });
});
