import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHmac, randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from './test-server.ts';
import { TOKENS } from './tokens.ts';
import { Client, companyForm, companyOwner } from './test-client.ts';
import { createJob } from './test-jobs.ts';
import { caughtUp, seedApplication } from './test-company-applications.ts';

/** What the AI interview HTTP tests share: two companies, Omar (who applied), a stranger, one job. */
export type InterviewsFixture = {
  server: TestServer;
  owner: Client;
  other: Client;
  omar: Client;
  stranger: Client;
  omarId: string;
  jobId: string;
  companyId: string;
  /** Omar's application to the job. */
  applicationId: string;
  close(): Promise<void>;
};

export const decodeJwt = (token: string): unknown =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

export const sign = (claims: object, secret: string) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

/** A submitted, analysed application of Omar Khalil to the job. */
export const applicantSeed = (jobId: string, jobTitle: string, email: string) => ({
  jobId,
  jobTitle,
  firstName: 'Omar',
  lastName: 'Khalil',
  email,
  status: 'SUBMITTED' as const,
  priority: 'medium' as const,
  analysis: 'DONE' as const,
  score: 70,
  skills: ['Node.js'],
});

export async function interviewsCaughtUp(server: TestServer) {
  const runner = server.container.get(TOKENS.ProjectionRunner);
  const last = await server.container.get(TOKENS.EventStore).headPosition();
  await runner.waitForPosition('interviews', last, 20_000);
  await runner.waitForPosition('applications', last, 20_000);
}

export async function startInterviews(): Promise<InterviewsFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'tawzeef-interviews-'));
  const server = await startTestServer({
    env: {
      CV_STORAGE_DIR: join(dir, 'cvs'),
      RECORDING_STORAGE_DIR: join(dir, 'recordings'),
      TEMPORAL_TASK_QUEUE: `test-interviews-${randomUUID()}`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://tawzeef.test',
    },
  });
  const a = await companyOwner(server, 'owner.interviews@example.com');
  const { owner: other } = await companyOwner(server, 'owner.other.interviews@example.com', {
    ...companyForm,
    name: 'Other Co',
  });
  const omar = new Client(server);
  const omarId = String(
    (await omar.signup({ email: 'omar.interview@example.com', userType: 'CANDIDATE', name: 'Omar Khalil' })).user.id,
  );
  const stranger = new Client(server);
  await stranger.signup({ email: 'stranger.interview@example.com', userType: 'CANDIDATE', name: 'Sam Stranger' });
  const jobId = (
    await createJob(a.owner, { title: 'Backend Developer', aiFirstInterviewPrompt: 'Probe Node.js and SQL depth.' })
  ).id;
  const applied = await seedApplication(
    server,
    applicantSeed(jobId, 'Backend Developer', 'omar.interview@example.com'),
    { candidateId: omarId },
  );
  await caughtUp(server, applied.position);
  return {
    server,
    owner: a.owner,
    other,
    omar,
    stranger,
    omarId,
    jobId,
    companyId: a.company.id,
    applicationId: applied.id,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
