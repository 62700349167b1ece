import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApplicationStatus } from '@tawzeef/applications';
import { startTestServer, type TestServer } from './test-server.ts';
import { companyForm, companyOwner, type Client } from './test-client.ts';
import { createJob } from './test-jobs.ts';
import { caughtUp, seedApplication, type Seed } from './test-company-applications.ts';

/** The company pipeline the company-applications HTTP tests share: two companies, three jobs, 23 applications. */
export type Pipeline = {
  server: TestServer;
  owner: Client;
  other: Client;
  ownerId: string;
  jobA1: string;
  jobA2: string;
  jobB: string;
  /** The owner's applications as seeded; tests update status and priority as they change them. */
  seeds: Seed[];
  /** The one application of the other company. */
  otherSeedId: string;
  close(): Promise<void>;
};

export const statuses: ApplicationStatus[] = [
  'SUBMITTED',
  'REVIEWING',
  'INTERVIEW_SCHEDULED',
  'INTERVIEWED',
  'OFFERED',
  'HIRED',
  'REJECTED',
];
const firstNames = ['=HYPERLINK("http://evil","x")', 'Basel, "B"', 'Dana', 'Fadi', 'Ghada', 'Hani', 'Iman', 'Jamal'];
const lastNames = ['Haddad', 'Nasser', 'Khalil', 'Saleh', 'Odeh', 'Masri', 'Qasem', 'Hamdan', 'Zoubi', 'Tamimi'];
export const SEEDS = 22;
export const opsToken = 'ops-token-for-applications-tests-0123456789';
export const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));

export async function startPipeline(): Promise<Pipeline> {
  const seeds: Seed[] = [];
  const cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-company-applications-'));
  const server = await startTestServer({
    env: {
      CV_STORAGE_DIR: cvDir,
      TEMPORAL_TASK_QUEUE: `test-company-applications-${randomUUID()}`,
      LOG_LEVEL: 'warn',
      OPS_API_TOKEN: opsToken,
    },
  });
  const a = await companyOwner(server, 'owner.pipeline@example.com');
  const owner = a.owner;
  const ownerId = a.user.id;
  const { owner: other } = await companyOwner(server, 'owner.elsewhere@example.com', {
    ...companyForm,
    name: 'Other Co',
  });
  const jobA1 = (await createJob(owner, { title: 'Backend Developer' })).id;
  const jobA2 = (await createJob(owner, { title: 'Product Designer' })).id;
  const jobB = (await createJob(other, { title: 'Secret Role' })).id;

  let last = 0n;
  for (let i = 0; i < SEEDS; i++) {
    const onSecond = i % 3 === 2;
    const analysis = i % 4 === 3 ? 'PENDING' : i % 8 === 5 ? 'FAILED' : 'DONE';
    const seed = {
      jobId: onSecond ? jobA2 : jobA1,
      jobTitle: onSecond ? 'Product Designer' : 'Backend Developer',
      firstName: firstNames[i % firstNames.length]!,
      lastName: `${lastNames[i % lastNames.length]}${String.fromCharCode(97 + i)}`,
      email: `applicant${i}@example.com`,
      status: statuses[i % statuses.length]!,
      priority: (['medium', 'high', 'low'] as const)[(i >> 1) % 3]!,
      analysis,
      score: analysis === 'DONE' ? (i * 37) % 101 : null,
      skills: analysis === 'DONE' ? [i % 2 ? 'Figma' : 'Kubernetes'] : [],
    } as const;
    const { id, position } = await seedApplication(server, seed, { actorId: ownerId });
    seeds.push({ id, ...seed, skills: [...seed.skills] });
    last = position;
  }
  const elsewhere = await seedApplication(server, {
    jobId: jobB,
    jobTitle: 'Secret Role',
    firstName: 'Dana',
    lastName: 'Hidden',
    email: 'hidden@example.com',
    status: 'REVIEWING',
    priority: 'high',
    analysis: 'PENDING',
    score: null,
    skills: [],
  });
  await caughtUp(server, elsewhere.position > last ? elsewhere.position : last);
  return {
    server,
    owner,
    other,
    ownerId,
    jobA1,
    jobA2,
    jobB,
    seeds,
    otherSeedId: elsewhere.id,
    async close() {
      await server.close();
      rmSync(cvDir, { recursive: true, force: true });
    },
  };
}

export type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every row of the company as the API shows them, checked against the seeds. */
export async function baseline(owner: Client): Promise<Row[]> {
  const reply = await owner.get(`/api/company/applications?range=[0,99]`);
  expect(reply.status).toBe(200);
  return reply.body as Row[];
}

const sortValue: Record<string, (r: Row) => string | number | null> = {
  appliedAt: (r) => r.appliedAt,
  updatedAt: (r) => r.updatedAt,
  priority: (r) => ({ high: 3, medium: 2, low: 1 })[r.priority as 'high'],
  aiScore: (r) => r.aiScore,
  overallScore: (r) => r.overallScore,
  lastName: (r) => r.candidate.lastName,
  jobTitle: (r) => r.job.title,
};

/** The brute-force reference: filter, then sort with nulls last and the id as the tie-breaker. */
export function reference(rows: Row[], filter: Record<string, unknown>, sort: [string, 'ASC' | 'DESC']): string[] {
  const list = (v: unknown) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);
  const q = typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';
  const picked = rows.filter((r) => {
    const status = list(filter.status)?.filter((s) => s !== 'all');
    const priority = list(filter.priority)?.filter((p) => p !== 'all');
    if (status?.length && !status.includes(r.status)) return false;
    if (priority?.length && !priority.includes(r.priority)) return false;
    if (filter.jobId && !list(filter.jobId)!.includes(r.jobId)) return false;
    if (q) {
      const text = [r.candidate.firstName, r.candidate.lastName, r.candidate.email, ...r.matchedSkills, r.job.title]
        .join(' ')
        .toLowerCase();
      if (!text.includes(q)) return false;
    }
    return true;
  });
  const [field, order] = sort;
  const dir = order === 'ASC' ? 1 : -1;
  const value = sortValue[field]!;
  return picked
    .sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * dir;
      }
      return (a.id < b.id ? -1 : 1) * dir;
    })
    .map((r) => r.id);
}
