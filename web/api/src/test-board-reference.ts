import pg from 'pg';
import { expect } from 'vitest';
import { queryWords, searchWords } from '@tawzeef/jobs';
import type { TestServer } from './test-server.ts';
import type { Seeded } from './test-board.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export type Query = {
  search?: string;
  type?: string;
  location?: string;
  salary?: string;
  experience?: string;
  industry?: string;
  sort?: string;
};
const buckets: Record<string, [number, number]> = {
  'below-10k': [0, 10000],
  '10k-20k': [10000, 20000],
  '20k-35k': [20000, 35000],
  '35k-50k': [35000, 50000],
  '50k-plus': [50000, 1e9],
};

/**
 * pg_trgm's word similarity is the one measure taken from the database: each query word of four letters
 * or more -> the words of public titles within a typo of it (into typoWords).
 */
export async function loadSimilarity(
  server: TestServer,
  seeded: Seeded[],
  typoWords: Map<string, string[]>,
  terms: string[],
) {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const titleWords = [...new Set(seeded.flatMap((j) => searchWords(j.title)))];
    for (const word of new Set(terms.flatMap((term) => searchWords(term)))) {
      if (word.length < 4) continue;
      const close: string[] = [];
      for (const candidate of titleWords) {
        const { rows } = await client.query('SELECT word_similarity($1, $2) >= 0.5 AS close', [word, candidate]);
        if (rows[0].close) close.push(candidate);
      }
      typoWords.set(word, close);
    }
  } finally {
    await client.end();
  }
}

/** The brute-force answer, computed from what the test created. */
export function reference(seeded: Seeded[], typoWords: Map<string, string[]>, q: Query): string[] {
  const matches = seeded.filter((j) => {
    if (q.type && j.type !== q.type && !(q.type === 'REMOTE' && j.remote)) return false;
    if (q.location && (q.location === 'REMOTE' ? !j.remote : j.country !== q.location)) return false;
    if (q.salary) {
      const [from, to] = buckets[q.salary]!;
      if (!j.monthly || !(j.monthly[0] < to && j.monthly[1] >= from)) return false;
    }
    if (q.experience) {
      const director = ['SENIOR', 'EXECUTIVE'].includes(j.level) && /director|head of/i.test(j.title);
      if (q.experience === 'director' ? !director : j.level !== q.experience.toUpperCase()) return false;
      if (q.experience === 'executive' && director) return false;
    }
    if (q.industry) {
      const sectors = [j.industry, j.companyIndustry];
      if (/airline/i.test(j.title)) sectors.push('aviation');
      if (/finance|محاسب/i.test(j.title)) sectors.push('finance');
      if (!sectors.includes(q.industry)) return false;
    }
    if (q.search) {
      const words = searchWords(
        [
          j.title,
          j.company,
          ...j.skills,
          'Engineering',
          j.description,
          'Backend services in Amman.',
          'Three years of backend work.',
          'Design APIs and keep them fast.',
        ].join(' '),
      );
      const found = (w: string) => [w, ...(typoWords.get(w) ?? [])].some((p) => words.some((x) => x.startsWith(p)));
      if (!queryWords(q.search).every(found)) return false;
    }
    return true;
  });
  const byLatest = (x: Seeded, y: Seeded) => y.postedAt.localeCompare(x.postedAt) || y.id.localeCompare(x.id);
  const sort = q.sort ?? 'latest';
  return matches
    .sort((x, y) => (sort === 'salary' ? (y.monthly?.[1] ?? -1) - (x.monthly?.[1] ?? -1) : 0) || byLatest(x, y))
    .map((j) => j.id);
}

/** Every page of the board's answer to q, checking each page's pagination. */
export async function allPages(server: TestServer, seeded: Seeded[], q: Query, limit = 7) {
  const ids: string[] = [];
  let page = 1;
  let total = -1;
  for (;;) {
    const params = new URLSearchParams({ ...q, page: String(page), limit: String(limit) } as Record<string, string>);
    const reply: Json = await (await server.get(`/api/jobs?${params}`)).json();
    total = reply.total;
    expect(reply.totalAll).toBe(seeded.length);
    expect(reply.pagination).toEqual({
      page,
      limit,
      totalPages: Math.ceil(total / limit),
      hasPrevPage: page > 1,
      hasNextPage: page < Math.ceil(total / limit),
      prevPage: page > 1 ? page - 1 : null,
      nextPage: page < Math.ceil(total / limit) ? page + 1 : null,
    });
    ids.push(...reply.jobs.map((j: Json) => j.id));
    if (!reply.pagination.hasNextPage) break;
    page++;
  }
  return { ids, total };
}
