import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporalProcesses } from '../../applications-wiring.ts';
import { startTestServer, type TestServer } from '../../test-server.ts';
import { TOKENS } from '../../tokens.ts';
import { Client, companyOwner } from '../identity/test-client.ts';
import { createJob } from '../jobs/test-jobs.ts';
import { cvForm, cvPdf, eventually, uploadCv } from './test-applications.ts';

const MINUTE = 60_000;
let server: TestServer;
let cvDir: string;
let owner: Client;
let jobId: string;
// While Temporal is "down", the start at submission is lost as the real one is: logged, not retried.
let temporalDown = false;
const clock = { offsetMs: 0 };

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-missed-starts-'));
  const taskQueue = `test-missed-starts-${randomUUID()}`;
  server = await startTestServer({
    env: { CV_STORAGE_DIR: cvDir, TEMPORAL_TASK_QUEUE: taskQueue, LOG_LEVEL: 'warn' },
    configure: (c) => {
      c.rebind(TOKENS.Clock).toConstantValue(() => new Date(Date.now() + clock.offsetMs));
      c.rebind(TOKENS.ApplicationProcesses).toDynamicValue((ctx) => {
        const real = temporalProcesses(ctx.get(TOKENS.TemporalClient), taskQueue, ctx.get(TOKENS.Logger));
        return {
          ...real,
          startHiring: async (input) => (temporalDown ? undefined : real.startHiring(input)),
          readCv: async (candidateId, cvId) => (temporalDown ? undefined : real.readCv(candidateId, cvId)),
        };
      });
    },
  });
  server.container.get(TOKENS.TemporalWorker).start();
  ({ owner } = await companyOwner(server, 'owner.missed-starts@example.com'));
  jobId = (await createJob(owner, { title: 'Backend Developer', skills: ['Node.js', 'PostgreSQL'] })).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

const apply = async (email: string) => {
  const fields = { jobId, fullName: 'Lina Haddad', email, countryCode: '+962', phone: '791 234 567' };
  const applied = await new Client(server).post('/api/applications/anonymous', cvForm(cvPdf, 'cv.pdf', fields));
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  return applied.body.id as string;
};
const analysis = async (applicationId: string) =>
  (await owner.get(`/api/company/applications/${applicationId}`)).body.analysisStatus as string;

describe('the sweep of missed workflow starts', () => {
  it('starts the hiring process of an application submitted while Temporal was down, once its grace is over', async () => {
    const sweeper = server.container.get(TOKENS.MissedStarts);
    temporalDown = true;
    const lost = await apply('lost@example.com');
    temporalDown = false;
    const started = await apply('started@example.com');
    await eventually(
      () => analysis(started),
      (status) => status === 'DONE',
    );
    expect(await analysis(lost)).toBe('PENDING');

    // Within the grace the sweep leaves it alone: the start at submission may still be on its way.
    expect(await sweeper.sweep()).toBe(0);
    clock.offsetMs = 6 * MINUTE;
    expect(await sweeper.sweep()).toBe(1);
    await eventually(
      () => analysis(lost),
      (status) => status === 'DONE',
    );
    const workflow = await server.container.get(TOKENS.TemporalClient).workflow.getHandle(`hiring-${lost}`).describe();
    expect(workflow.workflowId).toBe(`hiring-${lost}`);
    // Analysed, it is not swept again.
    expect(await sweeper.sweep()).toBe(0);
  });

  it('leaves alone an application that ended before its analysis', async () => {
    temporalDown = true;
    const rejected = await apply('rejected@example.com');
    temporalDown = false;
    const changed = await owner.call('PATCH', `/api/company/applications/${rejected}/status`, { status: 'REJECTED' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    clock.offsetMs += 6 * MINUTE;
    expect(await server.container.get(TOKENS.MissedStarts).sweep()).toBe(0);
    expect(await analysis(rejected)).toBe('PENDING');
  });

  it('reads a CV uploaded while Temporal was down, once its grace is over', async () => {
    const sara = new Client(server);
    await sara.signup({ email: 'sara.missed@example.com', userType: 'CANDIDATE', name: 'Sara Nasser' });
    temporalDown = true;
    const cv = await uploadCv(sara);
    temporalDown = false;
    const status = async () => (await sara.get(`/api/candidate/cvs/${cv.id}`)).body.status as string;
    expect(await status()).toBe('UPLOADED');
    clock.offsetMs += 6 * MINUTE;
    expect(await server.container.get(TOKENS.MissedStarts).sweep()).toBe(1);
    expect(await eventually(status, (s) => s === 'PROCESSED' || s === 'ERROR')).toBe('PROCESSED');
  }, 90_000);
});
