import { Client } from '@opensearch-project/opensearch';
import {
  createBoardIndexSync,
  createOpenSearchBoard,
  postgresBoardSearch,
  type BoardQuery,
  type BoardSearchEngine,
} from '@tawzeef/read-models';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBoard, type Board } from '../../../web/api/src/test-board.ts';
import { loadSimilarity, reference, type Query } from '../../../web/api/src/test-board-reference.ts';

// The board's search port, one contract for every adapter configured here: PostgreSQL always, OpenSearch with
// SEARCH_ENGINE=opensearch (scripts start a node). Both answer the same seeded board as its brute-force reference.
const openSearchUrl = process.env.SEARCH_ENGINE === 'opensearch' ? process.env.OPENSEARCH_URL : undefined;

let board: Board;
let pool: pg.Pool;
const typoWords = new Map<string, string[]>();
const queries: Query[] = [
  {},
  { sort: 'salary' },
  { sort: 'popular' },
  { type: 'FULL_TIME' },
  { location: 'AE' },
  { location: 'REMOTE' },
  { salary: 'below-10k' },
  { salary: '20k-35k', sort: 'salary' },
  { experience: 'director' },
  { experience: 'executive' },
  { type: 'REMOTE' },
  { industry: 'finance' },
  { search: 'developer' },
  { search: 'develpoer' },
  { search: 'محاسب' },
  { search: 'المحاسبة' },
  { search: 'مهندس' },
  { search: 'المهندسة' },
  { search: 'react', location: 'SA', sort: 'latest' },
];

beforeAll(async () => {
  board = await startBoard();
  pool = new pg.Pool({ connectionString: board.server.databaseUrl, max: 2 });
  await loadSimilarity(
    board.server,
    board.seeded,
    typoWords,
    queries.flatMap((q) => (q.search ? [q.search] : [])),
  );
});
afterAll(async () => {
  await pool?.end();
  await board?.close();
});

const portQuery = (q: Query): BoardQuery => ({
  search: q.search,
  types: q.type ? [q.type] : undefined,
  locations: q.location ? [q.location] : undefined,
  salary: q.salary ? [q.salary as never] : undefined,
  experience: q.experience ? [q.experience] : undefined,
  industries: q.industry ? [q.industry] : undefined,
  sort: q.sort as BoardQuery['sort'],
  limit: 50,
});

type Engine = (options?: { countCap?: number }) => BoardSearchEngine;

function contract(name: string, engine: Engine) {
  describe(`the board's search port on ${name}`, () => {
    for (const q of queries) {
      it(`matches the brute-force reference for ${JSON.stringify(q)}`, async () => {
        const expected = reference(board.seeded, typoWords, q);
        const found = await engine().search(portQuery(q), new Date());
        // null: every public job, which the board counts itself.
        expect(found.total ?? board.seeded.length).toBe(expected.length);
        expect(found.capped ?? false).toBe(false);
        expect(found.ids).toEqual(expected.slice(0, 50));
      });
    }

    it('counts a search up to its cap and says when more match, with the same pages', async () => {
      const countCap = 4;
      for (const q of queries.filter((query) => query.search)) {
        const expected = reference(board.seeded, typoWords, q);
        const found = await engine({ countCap }).search(portQuery(q), new Date());
        expect([found.total, found.capped ?? false]).toEqual(
          expected.length > countCap ? [countCap, true] : [expected.length, false],
        );
        expect(found.ids).toEqual(expected.slice(0, 50));
      }
    });
  });
}

contract('PostgreSQL', (options) => postgresBoardSearch(drizzle(pool), options));

describe('the PostgreSQL board', () => {
  it('gives the same pages whether it walks a sort index or sorts the matches', async () => {
    for (const q of queries) {
      const expected = reference(board.seeded, typoWords, q);
      for (const [offset, limit] of [
        [0, 50],
        [0, 3],
        [3, 4],
        [expected.length - 2, 5],
      ] as const) {
        // A walk of 8 entries falls short of many pages, and may end inside a group of equal keys.
        for (const options of [{ plan: 'sort' }, { plan: 'walk', countCap: 2 }, { searchWalk: 8 }] as const) {
          const found = await postgresBoardSearch(drizzle(pool), options).search(
            { ...portQuery(q), offset: Math.max(0, offset), limit },
            new Date(),
          );
          expect(found.ids, `${JSON.stringify(q)} ${JSON.stringify(options)} at ${offset}`).toEqual(
            expected.slice(Math.max(0, offset), Math.max(0, offset) + limit),
          );
        }
      }
    }
  });

  it('gives the sorted pages when a walk in popularity order ends inside a group of equal keys', async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // Groups of five jobs with equal applicants and posting time: board_jobs orders each group by job_id, a
      // search by job_no, here numbered against the order of job_id, so a walk that ends inside a group has read
      // the wrong part of it.
      await client.query('ALTER TABLE board_jobs ALTER COLUMN job_no SET GENERATED BY DEFAULT');
      await client.query(`CREATE TEMP TABLE renumbered ON COMMIT DROP AS
        SELECT job_no AS old, 100000 + row_number() OVER (ORDER BY job_id DESC) AS new FROM board_jobs`);
      for (const table of ['board_jobs', 'board_words']) {
        await client.query(`UPDATE ${table} t SET job_no = r.new FROM renumbered r WHERE t.job_no = r.old`);
        await client.query(`UPDATE ${table} SET applicants = 2,
          posted_at = '2026-01-01'::timestamptz - (job_no / 5) * interval '1 hour'`);
      }
      const db = drizzle(client);
      for (const q of queries.filter((query) => query.search))
        for (const [offset, limit] of [
          [0, 3],
          [3, 4],
          [2, 6],
        ] as const) {
          const query = { ...portQuery(q), sort: 'popular' as const, offset, limit };
          const sorted = await postgresBoardSearch(db, { plan: 'sort' }).search(query, new Date());
          for (const searchWalk of [9, 12, 16, 21, 27]) {
            const walked = await postgresBoardSearch(db, { searchWalk }).search(query, new Date());
            expect(walked.ids, `${JSON.stringify(query)}, a walk of ${searchWalk}`).toEqual(sorted.ids);
          }
        }
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

describe.runIf(openSearchUrl)('OpenSearch', () => {
  const index = `board-test-${Date.now()}`;
  const client = () => new Client({ node: openSearchUrl! });
  beforeAll(async () => {
    const search = createOpenSearchBoard(client(), index);
    await search.ensureIndex();
    // Small batches: the sync pages through the jobs read model by position.
    await createBoardIndexSync({ db: drizzle(pool), board: search, batchSize: 7 }).catchUp();
  });
  afterAll(() => createOpenSearchBoard(client(), index).drop());
  contract('OpenSearch', (options) => createOpenSearchBoard(client(), index, options));
});
