import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReactor } from '@tawzeef/read-models';
import { workflowStarts } from '@tawzeef/workflows';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { cvForm, cvPdf, eventually, uploadCv } from '../../../web/api/src/test-applications.ts';
import { currentNoticeVersions } from '@tawzeef/privacy';

let server: TestServer;
let cvDir: string;
let owner: Client;
let jobId: string;
// While Temporal is "down", every start fails as it does when the server cannot be reached.
let temporalDown = false;
let failedStarts = 0;

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-workflow-starts-'));
  const taskQueue = `test-workflow-starts-${randomUUID()}`;
  server = await startTestServer({
    env: { CV_STORAGE_DIR: cvDir, TEMPORAL_TASK_QUEUE: taskQueue, LOG_LEVEL: 'fatal' },
    configure: (c) => {
      c.rebind(TOKENS.WorkflowStarts).toDynamicValue((ctx) =>
        createReactor({
          db: ctx.get(TOKENS.ReadModelDb),
          store: ctx.get(TOKENS.EventStore),
          reactions: workflowStarts(ctx.get(TOKENS.TemporalClient), taskQueue, ctx.get(TOKENS.Logger)).map((r) => ({
            ...r,
            react: async (event) => {
              if (temporalDown) {
                failedStarts++;
                throw Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 });
              }
              await r.react(event);
            },
          })),
          retry: { initialDelayMs: 50, maxDelayMs: 500 },
        }),
      );
    },
  });
  server.container.get(TOKENS.TemporalWorker).start();
  ({ owner } = await companyOwner(server, 'owner.workflow-starts@example.com'));
  jobId = (await createJob(owner, { title: 'Backend Developer', skills: ['Node.js', 'PostgreSQL'] })).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

const apply = async (email: string) => {
  const fields = {
    jobId,
    fullName: 'Lina Haddad',
    email,
    countryCode: '+962',
    phone: '791 234 567',
    acceptedNotices: JSON.stringify(currentNoticeVersions),
  };
  const applied = await new Client(server).post('/api/applications/anonymous', cvForm(cvPdf, 'cv.pdf', fields));
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  return applied.body.id as string;
};
const workflowOf = async (workflowId: string) => {
  try {
    return await server.container.get(TOKENS.TemporalClient).workflow.getHandle(workflowId).describe();
  } catch {
    return null;
  }
};
const analysis = async (applicationId: string) =>
  (await owner.get(`/api/company/applications/${applicationId}`)).body.analysisStatus as string;

describe('workflows started from the event log', () => {
  it('starts hiring-<id> for a submitted application right after its 201', async () => {
    const id = await apply('prompt@example.com');
    const answeredAt = Date.now();
    const started = await eventually(
      () => workflowOf(`hiring-${id}`),
      (w) => w !== null,
      10_000,
    );
    // Well under a second on a quiet machine; the bound leaves room for a loaded one.
    expect(started!.startTime.getTime() - answeredAt).toBeLessThan(5_000);
    expect(
      await eventually(
        () => analysis(id),
        (s) => s === 'DONE',
      ),
    ).toBe('DONE');
  });

  it('accepts applications while Temporal is down and starts each one once it is back, none skipped', async () => {
    temporalDown = true;
    const before = failedStarts;
    const ids = [await apply('down-1@example.com'), await apply('down-2@example.com')];
    await eventually(
      async () => failedStarts,
      (n) => n > before + 2,
      10_000,
    );
    expect(await workflowOf(`hiring-${ids[0]}`)).toBeNull();
    temporalDown = false;
    for (const id of ids) {
      const workflow = await eventually(
        () => workflowOf(`hiring-${id}`),
        (w) => w !== null,
        10_000,
      );
      expect(workflow?.workflowId).toBe(`hiring-${id}`);
    }
  });

  it('reads a CV uploaded while Temporal was down once it is back', async () => {
    const sara = new Client(server);
    await sara.signup({ email: 'sara.starts@example.com', userType: 'CANDIDATE', name: 'Sara Nasser' });
    temporalDown = true;
    const cv = await uploadCv(sara);
    const status = async () => (await sara.get(`/api/candidate/cvs/${cv.id}`)).body.status as string;
    expect(await status()).toBe('UPLOADED');
    temporalDown = false;
    expect(await eventually(status, (s) => s === 'PROCESSED' || s === 'ERROR')).toBe('PROCESSED');
  }, 90_000);
});
