import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from './test-server.ts';
import { TOKENS } from './tokens.ts';
import { Client, companyOwner } from './test-client.ts';
import { createJob } from './test-jobs.ts';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';

/** What the tests of applying share: a server whose worker runs the hiring workflow, a company and two jobs. */
export type Apply = {
  server: TestServer;
  owner: Client;
  jobId: string;
  secondJobId: string;
  close(): Promise<void>;
};

export const alreadyApplied =
  'You have already applied for this job. Please check your applications in your dashboard.';
export const request = () => ({ commandId: randomUUID(), actorId: 'recruiter', correlationId: randomUUID() });

export const candidate = async (server: TestServer, email: string) => {
  const client = new Client(server);
  await client.signup({ email, userType: 'CANDIDATE', name: 'Omar Khalil' });
  return client;
};

export const anonymousFields = (jobId: string, overrides: Record<string, string> = {}) => ({
  jobId,
  fullName: 'Lina Haddad Nasser',
  email: 'lina@example.com',
  countryCode: '+962',
  phone: '791 234 567',
  portfolioUrl: 'https://lina.example.com',
  coverLetter: 'I would love to join.',
  expectedSalary: 'JOD 1,200',
  noticePeriod: '1 month',
  acceptedNotices: JSON.stringify(currentNoticeVersions),
  ...overrides,
});

export async function startApply(): Promise<Apply> {
  const cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-applications-'));
  const server = await startTestServer({
    env: { CV_STORAGE_DIR: cvDir, TEMPORAL_TASK_QUEUE: `test-applications-${randomUUID()}`, LOG_LEVEL: 'warn' },
  });
  server.container.get(TOKENS.TemporalWorker).start();
  const { owner } = await companyOwner(server, 'owner.apply@example.com');
  const jobId = (await createJob(owner, { title: 'Backend Developer', skills: ['Node.js', 'PostgreSQL', 'Docker'] }))
    .id;
  const secondJobId = (await createJob(owner, { title: 'Platform Engineer' })).id;
  return {
    server,
    owner,
    jobId,
    secondJobId,
    async close() {
      await server.close();
      rmSync(cvDir, { recursive: true, force: true });
    },
  };
}
