import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePeople } from '@tawzeef/oversight';
import { handleCommand } from '@tawzeef/shared';
import { expectedTable } from '../../modules/oversight/bias-audit/test-expected.ts';
import { startTestServer, type TestServer } from '../../web/api/src/test-server.ts';
import { Client } from '../../web/api/src/test-client.ts';
import { TOKENS } from '../../web/api/src/tokens.ts';
import { seedServicesOf } from '../seed-services.ts';
import { biasAuditJobIds, biasAuditSeeder } from './bias-audit.ts';
import { seedClock } from './clock.ts';
import { DEMO_PASSWORD, demoAccounts, identitySeeder } from './identity.ts';
import { jobsSeeder } from './jobs.ts';

type Line = {
  group: string;
  suppressed: boolean;
  considered: number | null;
  selected: number | null;
  selectionRate: number | null;
  impactRatio: number | null;
  flagged: boolean;
};
type Report = {
  jobs: { jobId: string; applications: number; tables: { stage: string; question: string; groups: Line[] }[] }[];
};

let server: TestServer;
let folder: string;
let owner: Client;
const taskQueue = `test-seed-bias-${randomUUID()}`;
const DAY = 86_400_000;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tawzeef-seed-bias-'));
  const clock = seedClock();
  server = await startTestServer({
    env: {
      LOG_LEVEL: 'warn',
      CV_STORAGE_DIR: join(folder, 'cvs'),
      TEMPORAL_TASK_QUEUE: taskQueue,
      INTERVIEW_AGENT: 'off',
      SELF_ID_KEY: randomBytes(32).toString('hex'),
    },
    configure: (c) => c.rebind(TOKENS.Clock).toConstantValue(clock.clock),
  });
  const store = server.container.get(TOKENS.EventStore);
  const context = (commandId: string) => ({
    commandId,
    actorId: 'system:seed',
    correlationId: 'seed',
    now: new Date(),
  });
  await identitySeeder.run({ store, handleCommand, context, instance: '' });
  await jobsSeeder.run({ store, handleCommand, context, instance: '' });
  const runner = server.container.get(TOKENS.ProjectionRunner);
  await runner.waitForPosition('all', await store.headPosition(), 60_000);
  let working = false;
  const seeder = biasAuditSeeder(seedServicesOf(server.container), clock, {
    startWorker: () => {
      if (!working) server.container.get(TOKENS.TemporalWorker).start();
      working = true;
    },
  });
  // Its own application ids: a Temporal kept from an earlier run still holds the hiring workflows of the last ones.
  const instance = randomUUID();
  expect(await seeder.run({ store, handleCommand, context, instance })).toBeGreaterThan(0);
  expect(await seeder.run({ store, handleCommand, context, instance })).toBe(0);
  await runner.waitForPosition('all', await store.headPosition(), 60_000);
  owner = new Client(server);
  await owner.post('/api/auth/login', { email: demoAccounts.owner.email, password: DEMO_PASSWORD });
}, 600_000);

afterAll(async () => {
  const client = server?.container.get(TOKENS.TemporalClient);
  await client?.workflowService
    .startBatchOperation({
      namespace: client.options.namespace,
      jobId: `${taskQueue}-cleanup`,
      reason: 'seed test cleanup',
      visibilityQuery: `TaskQueue = "${taskQueue}" AND ExecutionStatus = "Running"`,
      terminationOperation: {},
    })
    .catch(() => undefined);
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Compares every line of the report with the plain count of the fixture's people (test-expected.ts). */
function expectReport(report: Report, people: ReturnType<typeof fixturePeople>) {
  const jobs = biasAuditJobIds();
  let flagged = 0;
  let suppressed = 0;
  for (const key of ['A', 'B'] as const) {
    const job = report.jobs.find((j) => j.jobId === jobs[key]);
    const mine = people.filter((p) => p.job === key);
    if (!mine.length) {
      expect(job).toBeUndefined();
      continue;
    }
    expect(job?.applications).toBe(mine.length);
    expect(job!.tables).toHaveLength(4 * 3);
    for (const table of job!.tables) {
      const expected = expectedTable(mine, key, table.stage, table.question);
      for (const line of table.groups) {
        const e = expected[line.group]!;
        const where = `${key} ${table.stage} ${table.question} ${line.group}`;
        expect(line.suppressed, where).toBe(e.suppressed);
        if (e.suppressed) {
          suppressed += 1;
          continue;
        }
        expect([line.considered, line.selected], where).toEqual([e.considered, e.selected]);
        expect(line.selectionRate, where).toBeCloseTo(e.rate, 12);
        if (e.ratio === null) expect(line.impactRatio, where).toBeNull();
        else expect(line.impactRatio, where).toBeCloseTo(e.ratio, 12);
        expect(line.flagged, where).toBe(e.ratio !== null && e.ratio < 0.8);
        if (line.flagged) flagged += 1;
      }
    }
  }
  return { flagged, suppressed };
}

describe('the bias audit demo seed', () => {
  it('shows, through the HTTP route, the rates and ratios counted by hand from the fixture', async () => {
    const reply = await owner.get('/api/bias-audit');
    expect(reply.status).toBe(200);
    const report = reply.body as Report;
    const { flagged, suppressed } = expectReport(report, fixturePeople());
    expect(flagged).toBeGreaterThan(0);
    expect(suppressed).toBeGreaterThan(0);
    // The figures a person checks on the screen: job A's women at the offer, 3 of 6 against the men's 4 of 6.
    const offer = report.jobs
      .find((j) => j.jobId === biasAuditJobIds().A)!
      .tables.find((t) => t.stage === 'offer' && t.question === 'sex')!;
    expect(offer.groups.find((g) => g.group === 'female')).toMatchObject({ considered: 6, selected: 3, flagged: true });
  });

  it('counts only the applications submitted in the date range', async () => {
    // From 31 days ago until 9 days ago (the seed applies at 09:00 UTC on its days).
    const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
    const from = new Date(today - 31 * DAY).toISOString();
    const to = new Date(today - 9 * DAY).toISOString();
    const reply = await owner.get(`/api/bias-audit?from=${from}&to=${to}`);
    expect(reply.status).toBe(200);
    const people = fixturePeople().filter((p) => p.daysAgo <= 30 && p.daysAgo >= 10);
    expect(people.length).toBeGreaterThan(10);
    expectReport(reply.body as Report, people);
    expect((await owner.get(`/api/bias-audit?from=${to}&to=${from}`)).status).toBe(400);
  });

  it("reads each person's own name from their CV, so the recruiter's name check flags none of them", async () => {
    const jobs = Object.values(biasAuditJobIds());
    const filter = encodeURIComponent(JSON.stringify({ jobId: jobs }));
    const seeded = (await owner.get(`/api/company/applications?range=[0,99]&filter=${filter}`)).body as {
      id: string;
    }[];
    expect(seeded).toHaveLength(fixturePeople().length);
    for (const row of seeded) {
      const profile = (await owner.get(`/api/company/applications/${row.id}`)).body as {
        candidate: { fullName: string };
        analysisStatus: string;
        cvAnalysisResults: { nameCheck?: { cvName: string; matches: boolean } };
      };
      const { fullName } = profile.candidate;
      expect([fullName, profile.analysisStatus, profile.cvAnalysisResults?.nameCheck?.matches]).toEqual([
        fullName,
        'DONE',
        true,
      ]);
    }
  });
});
