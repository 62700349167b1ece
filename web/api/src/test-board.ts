import { expect } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';
import { companyForm, companyOwner } from './test-client.ts';
import { createJob } from './test-jobs.ts';

/** A public job as the board tests created it: what the brute-force reference filters on. */
export type Seeded = {
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

/** The public board the board tests share: 30 live jobs of two companies and four hidden ones. */
export type Board = {
  server: TestServer;
  seeded: Seeded[];
  /** A draft, a paused, a closed and a deleted job. */
  hidden: string[];
  close(): Promise<void>;
};

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
  'مهندسة تطبيقات جوال',
  'Data Analyst',
  'مهندس طاقة متجددة',
  'Head of Sales',
];
const types = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'REMOTE', 'INTERNSHIP'];
const levels = ['ENTRY', 'MID', 'SENIOR', 'EXECUTIVE'];
const industries = ['technology', 'finance', 'other', 'retail'];
const workTypes = ['ONSITE', 'HYBRID', 'REMOTE'];

export async function startBoard(): Promise<Board> {
  const seeded: Seeded[] = [];
  const hidden: string[] = [];
  const server = await startTestServer({
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
  return { server, seeded, hidden, close: () => server.close() };
}
