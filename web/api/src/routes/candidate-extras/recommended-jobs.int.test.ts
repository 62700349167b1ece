import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '@tawzeef/jobs';
import { startTestServer, type TestServer } from '../../test-server.ts';
import { TOKENS } from '../../tokens.ts';
import { cvPdf, eventually } from '../applications/test-applications.ts';
import { Client, companyOwner } from '../identity/test-client.ts';
import { createJob } from '../jobs/test-jobs.ts';

let server: TestServer;
let db: pg.Pool;
let cvDir: string;
let owner: Client;

// Mixes of the CV's skills (cv-01: Node.js, TypeScript, PostgreSQL, Docker, AWS, REST APIs, Git, Redis,
// Python, Kubernetes…) and others, in other letter cases, over titles near and far from "Senior Backend Engineer".
const skillSets = [
  ['Node.js', 'TypeScript', 'PostgreSQL'],
  ['node.js', 'Go', 'Kafka', 'Redis'],
  ['Excel', 'IFRS'],
  ['AWS', 'Docker', 'kubernetes', 'Terraform'],
  ['React', 'CSS'],
  ['Python', 'SQL', 'Pandas'],
  ['Leadership'],
  ['Sales', 'CRM'],
];
const titles = [
  'Backend Engineer',
  'Senior Backend Engineer',
  'Accountant',
  'DevOps Engineer',
  'Frontend Developer',
  'Data Analyst',
  'Backend Developer',
  'Sales Manager',
  'محاسب',
];
const levels: [string, string][] = [
  ['ENTRY', '0-2 years'],
  ['MID', '3-5 years'],
  ['SENIOR', '5+ years'],
  ['MID', '1-3 years'],
  ['EXECUTIVE', '10+ years'],
];

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-cvs-'));
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: cvDir,
      AUTH_MAX_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      TEMPORAL_TASK_QUEUE: `t-${randomUUID()}`,
    },
  });
  db = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
  owner = (await companyOwner(server, 'recommend-owner@example.com')).owner;
  for (let i = 0; i < 36; i++) {
    const [jobLevel, experience] = levels[i % levels.length]!;
    await createJob(owner, {
      title: titles[i % titles.length],
      skills: skillSets[(i * 5) % skillSets.length],
      jobLevel,
      experience,
    });
  }
  // Jobs off the board never count, however well they match.
  for (const action of ['pause', 'close']) {
    const job = await createJob(owner, { title: 'Senior Backend Engineer', skills: ['Node.js', 'TypeScript'] });
    await owner.post(`/api/company/jobs/${job.id}/${action}`);
  }
}, 120_000);

afterAll(async () => {
  await db?.end();
  await server?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

async function candidate(email: string) {
  const client = new Client(server);
  const { user } = await client.signup({ email, userType: 'CANDIDATE', name: 'Ahmad Haddad' });
  return { client, id: user.id as string };
}

/** Upload and read the CV through the applications service itself (no Temporal needed for this test). */
async function readCv(candidateId: string, client: Client) {
  const applications = server.container.get(TOKENS.Applications);
  const request = () => ({ commandId: randomUUID(), actorId: candidateId, correlationId: randomUUID() });
  const { cvId } = await applications.cvs.upload(candidateId, { bytes: cvPdf, fileName: 'cv.pdf' }, request());
  await applications.cvs.process(candidateId, cvId, request());
  await eventually(
    () => client.get(`/api/candidate/cvs/${cvId}`),
    (r) => r.body.status === 'PROCESSED',
  );
  return cvId;
}

type Row = {
  job_id: string;
  skills: string[];
  experience_min: number | null;
  experience_max: number | null;
  job_level: string;
  posted_at: Date;
  sim: number;
};

/** The ranking's definition, evaluated job by job over every ACTIVE job. */
async function bruteForce(profile: {
  skills: { name: string }[];
  totalExperienceYears: number;
  currentJobTitle: string;
}) {
  const mine = new Set(profile.skills.map((s) => s.name.toLowerCase()));
  const years = profile.totalExperienceYears;
  const { rows } = await db.query<Row>(
    `SELECT job_id, skills, experience_min, experience_max, job_level, posted_at,
       similarity(search_title, $1) AS sim FROM jobs WHERE status = 'ACTIVE'`,
    [normalizeSearchText(profile.currentJobTitle)],
  );
  const levelYears: Record<string, [number, number | null]> = {
    ENTRY: [0, 2],
    MID: [2, 7],
    SENIOR: [5, null],
    EXECUTIVE: [10, null],
  };
  return rows
    .map((r) => {
      const matched = r.skills.filter((s) => mine.has(s.toLowerCase()));
      const title = r.sim >= 0.3 ? r.sim : 0;
      const noRange = r.experience_min === null && r.experience_max === null;
      const lo = r.experience_min ?? levelYears[r.job_level]?.[0] ?? 0;
      const hi = noRange ? (levelYears[r.job_level]?.[1] ?? null) : r.experience_max;
      const experience =
        years < lo
          ? Math.max(0, 1 - (lo - years) / 4)
          : hi !== null && years > hi
            ? Math.max(0.3, 1 - (years - hi) / 10)
            : 1;
      const skills = r.skills.length ? matched.length / r.skills.length : 0;
      const score = Math.round(60 * skills + 25 * experience + 15 * title);
      return { id: r.job_id, score, eligible: matched.length > 0 || title > 0, postedAt: r.posted_at.getTime() };
    })
    .filter((r) => r.eligible)
    .sort((a, b) => b.score - a.score || b.postedAt - a.postedAt || (b.id > a.id ? 1 : -1));
}

describe('GET /api/candidate/recommended-jobs', () => {
  it('answers an empty list with a reason until the candidate has a read, active CV', async () => {
    const { client } = await candidate('no-cv@example.com');
    const reply = await client.get('/api/candidate/recommended-jobs');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ jobs: [], total: 0, reason: 'NO_ACTIVE_CV', basedOn: null });
    expect((await new Client(server).get('/api/candidate/recommended-jobs')).status).toBe(401);
    expect((await owner.get('/api/candidate/recommended-jobs')).status).toBe(403);
    expect((await client.get('/api/candidate/recommended-jobs?limit=0')).status).toBe(400);
  });

  it('ranks the ACTIVE jobs exactly as a brute-force scoring of every job does', async () => {
    const { client, id } = await candidate('ranked@example.com');
    const cvId = await readCv(id, client);
    const { rows } = await db.query('SELECT profile FROM candidate_cvs WHERE cv_id = $1', [cvId]);
    const expected = await bruteForce(rows[0].profile);
    expect(expected.length).toBeGreaterThan(10);

    const reply = await client.get('/api/candidate/recommended-jobs?limit=50');
    expect(reply.status).toBe(200);
    expect(reply.body.reason).toBeNull();
    expect(reply.body.basedOn).toMatchObject({ cvId, title: 'Senior Backend Engineer' });
    const got = reply.body.jobs.map((j: { id: string; matchScore: number }) => ({ id: j.id, score: j.matchScore }));
    expect(got).toEqual(expected.map(({ id, score }) => ({ id, score })));

    const top = await client.get('/api/candidate/recommended-jobs?limit=3');
    expect(top.body.jobs.map((j: { id: string }) => j.id)).toEqual(expected.slice(0, 3).map((e) => e.id));
    const first = top.body.jobs[0];
    expect(first).toMatchObject({
      title: expect.any(String),
      company: { name: 'Acme Hiring' },
      companyName: 'Acme Hiring',
      location: 'Amman, Jordan',
      salary: expect.any(String),
      type: 'FULL_TIME',
      postedDate: expect.any(String),
      description: expect.any(String),
      matchColour: first.matchScore >= 90 ? 'green' : first.matchScore >= 80 ? 'yellow' : 'red',
    });
    expect(first.matchedSkills.length).toBeGreaterThan(0);
  }, 60_000);

  it('follows the board: a new job shows at once, a paused one leaves', async () => {
    const { client, id } = await candidate('fresh@example.com');
    await readCv(id, client);
    await client.get('/api/candidate/recommended-jobs');
    const job = await createJob(owner, {
      title: 'Senior Backend Engineer',
      skills: ['TypeScript', 'Node.js'],
      jobLevel: 'SENIOR',
      experience: '5+ years',
    });
    const first = await client.get('/api/candidate/recommended-jobs?limit=1');
    expect(first.body.jobs).toEqual([expect.objectContaining({ id: job.id, matchScore: 100, matchColour: 'green' })]);
    await owner.post(`/api/company/jobs/${job.id}/pause`);
    const after = await client.get('/api/candidate/recommended-jobs?limit=50');
    expect(after.body.jobs.map((j: { id: string }) => j.id)).not.toContain(job.id);
  }, 60_000);
});
