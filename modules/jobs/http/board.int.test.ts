import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { closeReadModelDb, createReadModelDb, recountBoard } from '@tawzeef/read-models';
import { queryWords, searchWords } from '@tawzeef/jobs';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { companyForm, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Seeded = {
  id: string;
  title: string;
  company: string;
  companyIndustry: string;
  skills: string[];
  description: string;
  type: string;
  country: string | null;
  remote: boolean;
  level: string;
  industry: string;
  monthly: [number, number] | null;
  postedAt: string;
};

let server: TestServer;
const seeded: Seeded[] = [];
const hidden: string[] = [];

const cities: [string, string | null][] = [
  ['Amman, Jordan', 'JO'],
  ['Dubai, UAE', 'AE'],
  ['Riyadh, Saudi Arabia', 'SA'],
  ['Doha, Qatar', 'QA'],
  ['Remote', null],
  ['Kuwait City, Kuwait', 'KW'],
];
const titles = [
  'Backend Developer',
  'محاسب أول',
  'Airline Operations Controller',
  'Director of Finance',
  'مطور تطبيقات جوال',
  'Data Analyst',
  'مهندس طاقة متجددة',
  'Head of Sales',
];
const types = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'REMOTE', 'INTERNSHIP'];
const levels = ['ENTRY', 'MID', 'SENIOR', 'EXECUTIVE'];
const industries = ['technology', 'finance', 'other', 'retail'];
const workTypes = ['ONSITE', 'HYBRID', 'REMOTE'];

beforeAll(async () => {
  server = await startTestServer({
    env: { AUTH_MAX_PER_IP: '1000', LOG_LEVEL: 'warn', PUBLIC_URL: 'https://tawzeef.example' },
  });
  const owners = [
    { client: (await companyOwner(server, 'board-a@example.com')).owner, name: 'Acme Hiring', industry: 'technology' },
    {
      client: (
        await companyOwner(server, 'board-b@example.com', {
          ...companyForm,
          name: 'Gulf Wings',
          industry: 'Transportation',
        })
      ).owner,
      name: 'Gulf Wings',
      industry: 'transportation',
    },
  ];
  for (let i = 0; i < 30; i++) {
    const owner = owners[i % 2]!;
    const [location, country] = cities[i % cities.length]!;
    const title = titles[i % titles.length]!;
    const low = 3000 + ((i * 7919) % 50) * 1000;
    const monthly: [number, number] | null = i % 7 === 3 ? null : [low, low + 4000];
    const workType = workTypes[i % 3]!;
    const skills = i % 2 ? ['React', 'TypeScript'] : ['SQL', 'المحاسبة'];
    const description =
      i % 4 === 0 ? 'Work with the payments team on ledgers.' : 'Build reliable services for our customers.';
    const job = await createJob(owner.client, {
      title,
      location,
      type: types[i % types.length],
      jobLevel: levels[i % levels.length],
      workType,
      industry: industries[i % industries.length],
      salary: monthly
        ? `SAR ${monthly[0].toLocaleString('en-US')} - ${monthly[1].toLocaleString('en-US')} per month`
        : 'Competitive',
      skills,
      description,
    });
    seeded.push({
      id: job.id,
      title,
      company: owner.name,
      companyIndustry: owner.industry,
      skills,
      description,
      type: job.type,
      country,
      remote: location === 'Remote' || workType === 'REMOTE',
      level: job.jobLevel,
      industry: job.industry,
      monthly,
      postedAt: job.postedAt,
    });
  }
  const a = owners[0]!.client;
  const draft = await a.post('/api/company/jobs', { title: 'Backend Developer hidden draft', status: 'DRAFT' });
  hidden.push(draft.body.id);
  for (const action of ['pause', 'close', 'delete']) {
    const job = await createJob(a, { title: `Backend Developer ${action}` });
    await a.post(`/api/company/jobs/${job.id}/${action}`);
    hidden.push(job.id);
  }
  // A live job changes its facets and title, and another leaves the board and comes back.
  const moved = seeded[0]!;
  expect((await a.put(`/api/company/jobs/${moved.id}`, { type: 'CONTRACT', title: 'Platform Engineer' })).status).toBe(
    200,
  );
  Object.assign(moved, { type: 'CONTRACT', title: 'Platform Engineer' });
  const returned = seeded[2]!;
  expect((await a.post(`/api/company/jobs/${returned.id}/pause`)).status).toBe(200);
  expect((await a.post(`/api/company/jobs/${returned.id}/activate`)).status).toBe(200);
});
afterAll(async () => server?.close());

type Query = {
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
 * or more -> the words of public titles within a typo of it.
 */
const typoWords = new Map<string, string[]>();
async function loadSimilarity(terms: string[]) {
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

/** The brute-force answer, computed here from what the test created. */
function reference(q: Query): string[] {
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

async function allPages(q: Query, limit = 7) {
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
