import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';
import { TOKENS } from './tokens.ts';
import { companyForm, companyOwner, type Client } from './test-client.ts';

/**
 * The analytics HTTP tests' data: applications written as events with chosen times, kept as seeds that a
 * brute-force computation (written independently of the projection's code) reads.
 */
export type Seed = {
  id: string;
  job: (typeof jobs)[number];
  source: 'candidate' | 'anonymous';
  steps: { status: string; at: number }[];
  appliedAt: number;
  analysis: 'PENDING' | 'DONE' | 'FAILED';
  score: number;
  fit: 'Excellent' | 'Good' | 'Fair' | 'Poor';
  skills: string[];
};

export const DAY = 86_400_000;
const jobs = [
  { id: randomUUID(), department: 'Engineering', location: 'Amman', salary: [2000, 3000] },
  { id: randomUUID(), department: 'Engineering', location: 'Dubai', salary: [4000, 4000] },
  { id: randomUUID(), department: 'Sales', location: 'Amman', salary: null },
  { id: randomUUID(), department: 'Design', location: 'Doha', salary: [1500, 2500] },
] as const;
const paths = [
  [],
  ['REVIEWING'],
  ['REVIEWING', 'REJECTED'],
  ['REVIEWING', 'INTERVIEW_SCHEDULED', 'INTERVIEWED'],
  ['REVIEWING', 'INTERVIEW_SCHEDULED', 'INTERVIEWED', 'OFFERED', 'HIRED'],
  ['INTERVIEW_SCHEDULED', 'REJECTED'],
  ['REVIEWING', 'INTERVIEW_SCHEDULED', 'INTERVIEWED', 'OFFERED', 'REJECTED'],
  ['REVIEWING', 'WITHDRAWN'],
  ['OFFERED', 'HIRED'],
];
const skillPool = ['react', 'sql', 'python', 'figma', 'sales', 'kubernetes'];

export type Analytics = {
  server: TestServer;
  owner: Client;
  /** Another company, with no applications. */
  outsider: Client;
  seeds: Seed[];
  /** The time the seeds were written relative to. */
  now: number;
  close(): Promise<void>;
};

async function write(server: TestServer, stream: string, type: string, data: Record<string, unknown>, at: number) {
  const store = server.container.get(TOKENS.EventStore);
  const result = await store.appendToStream(stream, [
    {
      type,
      data,
      metadata: {
        messageId: randomUUID(),
        actorId: null,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date(at).toISOString(),
      },
    },
  ]);
  return result.lastEventGlobalPosition;
}

export async function startAnalytics(): Promise<Analytics> {
  let rand = 42;
  const random = () => (rand = (rand * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const seeds: Seed[] = [];
  const now = Date.now();
  const server = await startTestServer({ env: { LOG_LEVEL: 'warn' } });
  const a = await companyOwner(server, 'owner.analytics@example.com');
  const { owner: outsider } = await companyOwner(server, 'owner.analytics2@example.com', {
    ...companyForm,
    name: 'Beta Hiring',
  });
  const companyId = a.company.id as string;
  for (const job of jobs) {
    const salaryRange = job.salary
      ? { min: job.salary[0], max: job.salary[1], currency: 'JOD', period: 'MONTH' }
      : null;
    await write(
      server,
      `job-${job.id}`,
      'JobDrafted',
      {
        jobId: job.id,
        companyId,
        fields: { title: `${job.department} role`, department: job.department, location: job.location, salaryRange },
        draftedAt: new Date(now - 500 * DAY).toISOString(),
      },
      now - 500 * DAY,
    );
  }
  let last = 0n;
  for (let i = 0; i < 160; i++) {
    const appliedAt = now - Math.floor(random() * 420 * DAY);
    const steps: Seed['steps'] = [];
    let t = appliedAt;
    for (const status of pick(paths)) {
      t += Math.floor((0.5 + random() * 6) * DAY);
      if (t >= now) break;
      steps.push({ status, at: t });
    }
    const analysis = pick(['PENDING', 'DONE', 'DONE', 'DONE', 'FAILED'] as const);
    const seed: Seed = {
      id: randomUUID(),
      job: pick(jobs),
      source: random() < 0.7 ? 'candidate' : 'anonymous',
      steps,
      appliedAt,
      analysis,
      score: Math.floor(random() * 101),
      fit: pick(['Excellent', 'Good', 'Fair', 'Poor'] as const),
      skills: [...new Set([pick(skillPool), pick(skillPool), pick(skillPool)])],
    };
    seeds.push(seed);
    const stream = `application-${seed.id}`;
    await write(
      server,
      stream,
      'ApplicationSubmitted',
      {
        applicationId: seed.id,
        jobId: seed.job.id,
        companyId,
        candidateId: null,
        status: 'SUBMITTED',
        source: seed.source,
        applicant: { firstName: 'A', lastName: `${i}`, email: `a${i}@example.com` },
        cv: { storageKey: 'x', fileName: 'cv.pdf', fileSize: 1, cvId: null },
        submittedAt: new Date(appliedAt).toISOString(),
      },
      appliedAt,
    );
    if (analysis === 'DONE') {
      await write(
        server,
        stream,
        'CvAnalyzed',
        {
          applicationId: seed.id,
          score: seed.score,
          results: {
            overallFit: seed.fit,
            skillsMatch: { matched: seed.skills.map((s) => s.toUpperCase()), missing: [] },
          },
          provenance: {},
          analyzedAt: new Date(appliedAt + 1000).toISOString(),
        },
        appliedAt + 1000,
      );
    } else if (analysis === 'FAILED') {
      await write(
        server,
        stream,
        'CvAnalysisFailed',
        {
          applicationId: seed.id,
          error: { code: 'CV.NO_TEXT', message: 'x' },
          provenance: null,
          failedAt: new Date(appliedAt + 1000).toISOString(),
        },
        appliedAt + 1000,
      );
    }
    for (const step of steps) {
      const at = new Date(step.at).toISOString();
      last =
        step.status === 'WITHDRAWN'
          ? await write(
              server,
              stream,
              'ApplicationWithdrawn',
              { applicationId: seed.id, candidateId: 'c', reason: null, withdrawnAt: at },
              step.at,
            )
          : await write(
              server,
              stream,
              'ApplicationStatusChanged',
              {
                applicationId: seed.id,
                status: step.status,
                previousStatus: 'SUBMITTED',
                actorId: null,
                reason: null,
                changedAt: at,
              },
              step.at,
            );
    }
  }
  last = await server.container.get(TOKENS.EventStore).headPosition();
  expect(await server.container.get(TOKENS.ProjectionRunner).waitForPosition('analytics', last, 60_000)).toBe(true);
  return { server, owner: a.owner, outsider, seeds, now, close: () => server.close() };
}
