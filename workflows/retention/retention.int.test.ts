import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client as TemporalClient } from '@temporalio/client';
import { ERASED } from '@tawzeef/shared';
import { addMonths } from '@tawzeef/privacy';
import { assertMailpitUp, mailpit, mailsTo } from '../../web/api/src/test-mailpit.ts';
import { startTestServer, type TestServer } from '../../web/api/src/test-server.ts';
import { TOKENS } from '../../web/api/src/tokens.ts';
import { seedApplication } from '../../web/api/src/test-company-applications.ts';
import { companyOwner, type Client } from '../../web/api/src/test-client.ts';
import { createJob } from '../../web/api/src/test-jobs.ts';
import { ensureRetentionSchedule } from './schedule.ts';
import { RETENTION_WORKFLOW_TYPE, type RetentionRunResult } from './messages.ts';

// The retention run against the real API, event store, projections, Temporal dev server and SMTP (Mailpit).
const run = randomUUID().slice(0, 8);
const address = (who: string) => `${who}.${run}@retention.test`;
const taskQueue = `test-retention-${run}`;
const DAY = 86_400_000;

let server: TestServer;
let owner: Client;
let temporal: TemporalClient;
let cvDir: string;
const ids = { due: '', hired: '', held: '' };

const settle = async () => {
  const head = await server.container.get(TOKENS.EventStore).headPosition();
  await server.container.get(TOKENS.ProjectionRunner).waitForPosition('all', head, 20_000);
};
let runs = 0;
const retentionRun = (now: Date) =>
  temporal.workflow.execute(RETENTION_WORKFLOW_TYPE, {
    taskQueue,
    workflowId: `retention-test-${run}-${++runs}`,
    args: [{ now: now.toISOString() }],
  }) as Promise<RetentionRunResult>;
const application = async (id: string) => (await owner.get(`/api/company/applications/${id}`)).body;

beforeAll(async () => {
  await assertMailpitUp();
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-retention-'));
  server = await startTestServer({
    startWorkflows: false,
    env: { CV_STORAGE_DIR: cvDir, TEMPORAL_TASK_QUEUE: taskQueue, LOG_LEVEL: 'warn', SMTP_URL: mailpit.smtpUrl },
  });
  const created = await companyOwner(server, address('owner'));
  owner = created.owner;
  const jobId = (await createJob(owner, { title: 'Data Analyst' })).id;
  const seed = async (firstName: string, status: 'REJECTED' | 'HIRED') =>
    (
      await seedApplication(server, {
        jobId,
        jobTitle: 'Data Analyst',
        firstName,
        lastName: 'Applicant',
        email: address(firstName.toLowerCase()),
        status,
        priority: 'medium',
        analysis: 'DONE',
        score: 55,
        skills: [],
      })
    ).id;
  ids.due = await seed('Dana', 'REJECTED');
  ids.hired = await seed('Hadi', 'HIRED');
  ids.held = await seed('Huda', 'REJECTED');
  const hold = await owner.put(`/api/company/legal-holds/${ids.held}`, { reason: 'Employment tribunal claim' });
  expect(hold.status).toBe(200);
  expect(hold.body).toMatchObject({
    held: true,
    reason: 'Employment tribunal claim',
    placedBy: { name: 'Layla Haddad' },
  });
  await settle();
  temporal = server.container.get(TOKENS.TemporalClient);
  server.container.get(TOKENS.TemporalWorker).start();
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

describe('retention', () => {
  it('a retention run erases a due candidate: the company is told 14 days before; hired and held stay', async () => {
    const lastActivity = new Date((await application(ids.due)).updatedAt);
    const due = addMonths(lastActivity, 24);

    // Three weeks before the end: nothing yet.
    expect(await retentionRun(new Date(due.getTime() - 21 * DAY))).toMatchObject({ announced: 0, erased: 0 });

    // Ten days before: the company is told once (in the app and by mail), with the date the notice period ends.
    const told = new Date(due.getTime() - 10 * DAY);
    expect(await retentionRun(told)).toMatchObject({ announced: 1, companiesTold: 1, erased: 0 });
    const eraseOn = new Date(told.getTime() + 14 * DAY).toISOString().slice(0, 10);
    const [mail] = await mailsTo(address('owner'), { accept: (m) => m.Subject.includes('will be erased') });
    expect(mail!.Subject).toBe('Tawzeef: 1 application will be erased');
    expect(mail!.Text).toContain(`will be erased on ${eraseOn}`);
    expect(mail!.Text).toContain('Acme Hiring');
    await settle();
    const inbox = (await owner.get('/api/notifications')).body as { kind: string; params: object; message: string }[];
    const notices = inbox.filter((n) => n.kind === 'system.retentionDue');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ params: { count: 1, eraseOn } });

    // The next day's run tells nothing again, and the date has not come.
    expect(await retentionRun(new Date(told.getTime() + DAY))).toMatchObject({ announced: 0, erased: 0 });

    // On the date: erased. Anonymous applicant, so the application's key is what goes.
    const result = await retentionRun(new Date(told.getTime() + 14 * DAY + 1000));
    expect(result).toMatchObject({ announced: 0, erased: 1, held: 0 });
    await settle();
    const erased = await application(ids.due);
    expect([erased.candidate.firstName, erased.candidate.lastName]).toEqual([ERASED, ERASED]);
    expect(erased.candidate.email).not.toContain('dana');
    expect(erased.status).toBe('REJECTED');

    // Long after, the hired and the held candidates are still there, and nobody was told about them.
    expect(await retentionRun(addMonths(due, 36))).toMatchObject({ announced: 0, erased: 0 });
    expect(await application(ids.hired)).toMatchObject({ candidate: { firstName: 'Hadi' }, status: 'HIRED' });
    expect(await application(ids.held)).toMatchObject({ candidate: { firstName: 'Huda' }, status: 'REJECTED' });
    expect((await mailsTo(address('owner'), { accept: (m) => m.Subject.includes('will be erased') })).length).toBe(1);
  }, 180_000);

  it('a hold is lifted with a reason; another company cannot see or place one', async () => {
    const lifted = await owner.post(`/api/company/legal-holds/${ids.held}/lift`, { reason: 'Claim settled' });
    expect(lifted.status).toBe(200);
    expect(lifted.body).toEqual({ held: false, reason: null, placedBy: null, placedAt: null });
    expect((await owner.post(`/api/company/legal-holds/${ids.held}/lift`, { reason: 'again' })).status).toBe(422);
    expect((await owner.put(`/api/company/legal-holds/${ids.held}`, { reason: ' ' })).status).toBe(400);
    const other = (await companyOwner(server, address('other'))).owner;
    expect((await other.get(`/api/company/legal-holds/${ids.held}`)).status).toBe(404);
    expect((await other.put(`/api/company/legal-holds/${ids.held}`, { reason: 'mine' })).status).toBe(404);
  });

  it('the retention period is a company setting: 24 months by default, 6 to 60, owners and admins', async () => {
    expect((await owner.get('/api/company/retention')).body).toEqual({ months: 24, default: 24, min: 6, max: 60 });
    expect((await owner.put('/api/company/retention', { months: 5 })).status).toBe(400);
    expect((await owner.put('/api/company/retention', { months: 61 })).status).toBe(400);
    const saved = await owner.put('/api/company/retention', { months: 12 });
    expect(saved.body).toMatchObject({ months: 12 });
    expect((await owner.get('/api/company/me/company')).body.retentionMonths).toBe(12);
  });

  it('the daily Schedule is created once; a second start finds it; a start on another queue moves it there', async () => {
    const scheduleId = `privacy-retention-test-${run}`;
    expect(await ensureRetentionSchedule(temporal, taskQueue, scheduleId)).toBe('created');
    expect(await ensureRetentionSchedule(temporal, taskQueue, scheduleId)).toBe('exists');
    const handle = temporal.schedule.getHandle(scheduleId);
    const described = await handle.describe();
    expect(described.action).toMatchObject({ type: 'startWorkflow', workflowType: RETENTION_WORKFLOW_TYPE, taskQueue });
    expect(await ensureRetentionSchedule(temporal, `${taskQueue}-moved`, scheduleId)).toBe('moved');
    const moved = await handle.describe();
    expect(moved.action).toMatchObject({ workflowType: RETENTION_WORKFLOW_TYPE, taskQueue: `${taskQueue}-moved` });
    expect(moved.spec.calendars?.[0]).toMatchObject({ hour: [{ start: 2, end: 2, step: 1 }] });
    await handle.delete();
  });
});
