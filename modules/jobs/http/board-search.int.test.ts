import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { startBoard, type Board, type Seeded } from '../../../web/api/src/test-board.ts';
import {
  allPages as pagesOf,
  loadSimilarity as similarWords,
  reference as referenceOf,
  type Json,
  type Query,
} from '../../../web/api/src/test-board-reference.ts';

// The public board: search and filters against a brute-force reference, pages, hidden jobs, the detail, the sitemap.
let board: Board;
let server: TestServer;
let seeded: Seeded[];
let hidden: string[];

const typoWords = new Map<string, string[]>();
const loadSimilarity = (terms: string[]) => similarWords(server, seeded, typoWords, terms);
const reference = (q: Query) => referenceOf(seeded, typoWords, q);
const allPages = (q: Query, limit?: number) => pagesOf(server, seeded, q, limit);

beforeAll(async () => {
  board = await startBoard();
  ({ server, seeded, hidden } = board);
});
afterAll(async () => board?.close());

describe('the public board', () => {
  const queries: Query[] = [
    {},
    { sort: 'salary' },
    { sort: 'popular' },
    { type: 'FULL_TIME' },
    { location: 'AE' },
    { location: 'REMOTE' },
    { salary: 'below-10k' },
    { salary: '20k-35k', sort: 'salary' },
    { salary: '50k-plus' },
    { experience: 'senior' },
    { experience: 'director' },
    { experience: 'executive' },
    { type: 'REMOTE' },
    { industry: 'finance' },
    { industry: 'aviation' },
    { industry: 'transportation', type: 'CONTRACT' },
    { search: 'developer' },
    { search: 'محاسب' },
    { search: 'المحاسبة' },
    { search: 'مهندس' },
    { search: 'المهندسة' },
    { search: 'payments ledgers', sort: 'salary' },
    { search: 'Gulf' },
    // Stop words are not indexed in descriptions: in a query they must not narrow the search to nothing.
    { search: 'services for our customers' },
    { search: 'react', location: 'SA', sort: 'latest' },
    { type: 'PART_TIME', experience: 'mid', salary: '10k-20k' },
  ];
  beforeAll(() => loadSimilarity(queries.flatMap((q) => (q.search ? [q.search] : []))));
  for (const q of queries) {
    it(`matches the brute-force reference for ${JSON.stringify(q)}`, async () => {
      const expected = reference(q);
      const { ids, total } = await allPages(q);
      expect(total).toBe(expected.length);
      expect(ids).toEqual(expected);
    });
  }

  it('finds the masculine and feminine forms of an Arabic title, with or without the article, from any of them', async () => {
    const forms = ['مهندس', 'المهندس', 'مهندسة', 'المهندسة', 'مُهَنْدِسـة'];
    const found = await Promise.all(forms.map(async (search) => (await allPages({ search })).ids));
    const titles = new Set(found[0]!.map((id) => seeded.find((j) => j.id === id)!.title));
    expect([...titles].sort()).toEqual(['مهندس طاقة متجددة', 'مهندسة تطبيقات جوال']);
    for (const ids of found) expect(ids).toEqual(found[0]);
  });

  it('finds typos, accepts names and lists, and rejects unknown values', async () => {
    const typo: Json = await (await server.get('/api/jobs?search=develpoer')).json();
    expect(typo.total).toBe(reference({ search: 'developer' }).length);
    const named: Json = await (await server.get('/api/jobs?location=Saudi%20Arabia,UAE&type=all')).json();
    expect(named.total).toBe(seeded.filter((j) => j.country === 'SA' || j.country === 'AE').length);
    expect((await server.get('/api/jobs?type=FULL_TIME&type=CONTRACT')).status).toBe(200);
    expect((await server.get('/api/jobs?sort=oldest')).status).toBe(400);
    expect((await server.get('/api/jobs?salary=huge')).status).toBe(400);
    expect((await server.get('/api/jobs?limit=51')).status).toBe(400);
  });

  it('answers pages past the end with no jobs and the true total', async () => {
    const reply: Json = await (await server.get('/api/jobs?page=99&limit=10')).json();
    expect(reply).toMatchObject({
      jobs: [],
      total: 30,
      pagination: { totalPages: 3, hasNextPage: false, hasPrevPage: true, nextPage: null, prevPage: 98 },
    });
    const first: Json = await (await server.get('/api/jobs?page=1&limit=30')).json();
    expect(first.pagination).toMatchObject({ totalPages: 1, hasNextPage: false, hasPrevPage: false, prevPage: null });
    const none: Json = await (await server.get('/api/jobs?search=zzzzqqq')).json();
    expect(none).toMatchObject({ jobs: [], total: 0, totalAll: 30, pagination: { totalPages: 0, hasNextPage: false } });
  });

  it('never shows drafts, paused, closed or deleted jobs', async () => {
    const { ids } = await allPages({ search: 'backend developer' }, 50);
    for (const id of hidden) {
      expect(ids).not.toContain(id);
      expect((await server.get(`/api/jobs/${id}`)).status).toBe(404);
    }
    const featured: Json = await (await server.get('/api/jobs/featured')).json();
    expect(featured.jobs.length).toBe(6);
    for (const job of featured.jobs) expect(seeded.map((j) => j.id)).toContain(job.id);
    const sitemap = await (await server.get('/sitemap.xml')).text();
    for (const id of hidden) expect(sitemap).not.toContain(id);
  });

  it('shows the detail with every section, counts views, and keeps prompts private', async () => {
    const id = seeded[0]!.id;
    const first: Json = await (await server.get(`/api/jobs/${id}`)).json();
    expect(first).toMatchObject({
      id,
      status: 'ACTIVE',
      company: { name: 'Acme Hiring', address: { city: 'Amman', country: 'JO' } },
      views: 1,
    });
    for (const key of [
      'description',
      'responsibilities',
      'requirements',
      'benefits',
      'shortDescription',
      'skills',
      'deadline',
      'postedAt',
    ]) {
      expect(first).toHaveProperty(key);
    }
    expect(first).not.toHaveProperty('aiCvAnalysisPrompt');
    expect(first).not.toHaveProperty('interviewQuestions');
    expect(((await (await server.get(`/api/jobs/${id}`)).json()) as Json).views).toBe(2);
    expect((await server.get('/api/jobs/not-a-uuid')).status).toBe(404);
  });
});

describe('search engines', () => {
  it('serves a sitemap of the public jobs', async () => {
    const response = await server.get('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<loc>https://tawzeef.example/jobs</loc>');
    for (const job of seeded) expect(xml).toContain(`<loc>https://tawzeef.example/jobs/${job.id}</loc>`);
    expect((await server.get('/api/sitemap.xml')).status).toBe(200);
  });
});
