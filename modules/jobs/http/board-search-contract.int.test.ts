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

function contract(name: string, engine: () => BoardSearchEngine) {
  describe(`the board's search port on ${name}`, () => {
    for (const q of queries) {
      it(`matches the brute-force reference for ${JSON.stringify(q)}`, async () => {
        const expected = reference(board.seeded, typoWords, q);
        const found = await engine().search(portQuery(q), new Date());
        // null: every public job, which the board counts itself.
        expect(found.total ?? board.seeded.length).toBe(expected.length);
        expect(found.ids).toEqual(expected.slice(0, 50));
      });
    }
  });
}

contract('PostgreSQL', () => postgresBoardSearch(drizzle(pool)));

describe.runIf(openSearchUrl)('OpenSearch', () => {
  const client = new Client({ node: openSearchUrl! });
  const index = `board-test-${Date.now()}`;
  const search = createOpenSearchBoard(client, index);
  beforeAll(async () => {
    await search.ensureIndex();
    // Small batches: the sync pages through the jobs read model by position.
    await createBoardIndexSync({ db: drizzle(pool), board: search, batchSize: 7 }).catchUp();
  });
  afterAll(() => search.drop());
  contract('OpenSearch', () => search);
});
