import { Client } from '@opensearch-project/opensearch';
import { boardDocument, createOpenSearchBoard, jobs } from '@tawzeef/read-models';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBoard, type Board } from '../../../web/api/src/test-board.ts';
import { loadSimilarity, reference, type Query } from '../../../web/api/src/test-board-reference.ts';

// The board's contract on the OpenSearch adapter: the PostgreSQL board's brute-force reference, same seeded jobs.
const url = process.env.SEARCH_ENGINE === 'opensearch' ? process.env.OPENSEARCH_URL : undefined;

describe.runIf(url)('the public board on OpenSearch', () => {
  let board: Board;
  let search: ReturnType<typeof createOpenSearchBoard>;
  const typoWords = new Map<string, string[]>();
  const index = `board-test-${Date.now()}`;
  const client = new Client({ node: url! });

  beforeAll(async () => {
    board = await startBoard();
    search = createOpenSearchBoard(client, index);
    await search.ensureIndex();
    const pool = new pg.Pool({ connectionString: board.server.databaseUrl, max: 1 });
    const rows = await drizzle(pool).select().from(jobs);
    await pool.end();
    await search.sync(
      rows.filter((row) => row.status === 'ACTIVE').map(boardDocument),
      rows.filter((row) => row.status !== 'ACTIVE').map((row) => row.jobId),
    );
  });
  afterAll(async () => {
    await client.indices.delete({ index }).catch(() => {});
    await board?.close();
  });

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
    { search: 'محاسب' },
    { search: 'المحاسبة' },
    { search: 'مهندس' },
    { search: 'المهندسة' },
    { search: 'react', location: 'SA', sort: 'latest' },
  ];
  beforeAll(() =>
    loadSimilarity(
      board.server,
      board.seeded,
      typoWords,
      queries.flatMap((q) => (q.search ? [q.search] : [])),
    ),
  );

  for (const q of queries) {
    it(`matches the brute-force reference for ${JSON.stringify(q)}`, async () => {
      const expected = reference(board.seeded, typoWords, q);
      const found = await search.search(
        {
          search: q.search,
          types: q.type ? [q.type] : undefined,
          locations: q.location ? [q.location] : undefined,
          salary: q.salary ? [q.salary as never] : undefined,
          experience: q.experience ? [q.experience] : undefined,
          industries: q.industry ? [q.industry] : undefined,
          sort: q.sort as never,
          limit: 50,
        },
        new Date(),
      );
      expect(found.total).toBe(expected.length);
      expect(found.ids).toEqual(expected.slice(0, 50));
    });
  }
});
