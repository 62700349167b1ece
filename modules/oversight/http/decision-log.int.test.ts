import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { Client, companyForm, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { parseCsv, request, seedApplication } from '../../../web/api/src/test-company-applications.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';

// The decision log over HTTP: the company's own rows, its filters and its CSV export.
type Row = Record<string, unknown>;
let server: TestServer;
let cvDir: string;
let owner: Client;
let other: Client;
let ownerId: string;
let jobA: string;
let jobA2: string;
let hired: string;
let rejected: string;
let otherApp: string;

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const seed = (jobId: string, firstName: string, score: number) => ({
  jobId,
  jobTitle: 'x',
  firstName,
  lastName: 'Test',
  email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`,
  status: 'SUBMITTED' as const,
  priority: 'medium' as const,
  analysis: 'DONE' as const,
  score,
  skills: ['Go'],
});

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-decision-log-'));
  server = await startTestServer({
    env: { CV_STORAGE_DIR: cvDir, TEMPORAL_TASK_QUEUE: `test-decision-log-${randomUUID()}`, LOG_LEVEL: 'warn' },
    startWorkflows: false,
  });
  const a = await companyOwner(server, 'owner.decisions@example.com');
  owner = a.owner;
  ownerId = a.user.id as string;
  ({ owner: other } = await companyOwner(server, 'owner.decisions.other@example.com', {
    ...companyForm,
    name: 'Other Co',
  }));
  jobA = (await createJob(owner, { title: 'Backend Developer' })).id as string;
  jobA2 = (await createJob(owner, { title: 'Designer' })).id as string;
  const jobB = (await createJob(other, { title: 'Secret Role' })).id as string;
  const applications = server.container.get(TOKENS.Applications);
  const move = async (id: string, status: 'OFFERED' | 'HIRED' | 'REJECTED') =>
    (await applications.changeStatus(id, { status, actorId: ownerId, reason: null }, request(ownerId))).position;
  // The seeded analyses say Good (the AI advances): hiring follows it, rejecting overrides it.
  hired = (await seedApplication(server, seed(jobA, 'Huda', 82))).id;
  await move(hired, 'OFFERED');
  await move(hired, 'HIRED');
  rejected = (await seedApplication(server, seed(jobA2, 'Rania', 70))).id;
  await move(rejected, 'REJECTED');
  otherApp = (await seedApplication(server, seed(jobB, 'Omar', 90))).id;
  const last = await move(otherApp, 'REJECTED');
  const runner = server.container.get(TOKENS.ProjectionRunner);
  expect(await runner.waitForPosition('decision-log', last!, 20_000)).toBe(true);
  expect(await runner.waitForPosition('users', last!, 20_000)).toBe(true);
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (cvDir) rmSync(cvDir, { recursive: true, force: true });
});

const list = async (client: Client, filter: object = {}, sort: [string, string] = ['id', 'ASC']) => {
  const reply = await client.get(`/api/company/decision-log?filter=${enc(filter)}&sort=${enc(sort)}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { rows: reply.body as Row[], total: Number(reply.headers.get('x-total-count')), headers: reply.headers };
};

async function csvOf(client: Client, filter: object = {}) {
  const response = await server.get(`/api/company/decision-log?format=csv&filter=${enc(filter)}`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(response.headers.get('content-disposition')).toMatch(
    /attachment; filename="decision-log-\d{4}-\d{2}-\d{2}\.csv"/,
  );
  return parseCsv((await response.text()).replace(/^\uFEFF/, ''));
}

describe('the decision log over HTTP', () => {
  it("lists the company's AI outputs and decisions, with who decided and whether they followed the AI", async () => {
    const { rows, total, headers } = await list(owner, { applicationId: hired });
    expect(total).toBe(3);
    expect(headers.get('content-range')).toBe('decision-log 0-2/3');
    expect(rows.map((r) => [r.kind, r.actorKind, r.status, r.verdict])).toEqual([
      ['CV_ANALYSIS', 'AI', null, null],
      ['STATUS_CHANGE', 'PERSON', 'OFFERED', 'FOLLOWED'],
      ['STATUS_CHANGE', 'PERSON', 'HIRED', 'FOLLOWED'],
    ]);
    expect(rows[0]).toMatchObject({
      score: 82,
      fit: 'Good',
      stance: 'ADVANCE',
      provenance: { engine: 'local', model: 'seed', promptVersion: 'v1' },
      candidateName: 'Huda Test',
      jobTitle: 'Backend Developer',
    });
    expect(rows[2]).toMatchObject({
      actorId: ownerId,
      actorName: 'Layla Haddad',
      actorRole: expect.any(String),
      basis: { kind: 'CV_ANALYSIS', score: 82, fit: 'Good' },
    });
  });

  it("never shows another company's rows, and filters by job, verdict and date", async () => {
    expect((await list(owner)).total).toBe(5);
    expect((await list(owner, { applicationId: otherApp })).total).toBe(0);
    expect((await list(other, { applicationId: hired })).total).toBe(0);
    expect((await list(other)).rows.map((r) => r.applicationId)).toEqual([otherApp, otherApp]);

    expect((await list(owner, { jobId: jobA2 })).rows.map((r) => r.kind)).toEqual(['CV_ANALYSIS', 'STATUS_CHANGE']);
    const overrode = await list(owner, { verdict: 'OVERRODE' });
    expect(overrode.rows.map((r) => [r.applicationId, r.status])).toEqual([[rejected, 'REJECTED']]);
    expect((await list(owner, { verdict: ['FOLLOWED', 'OVERRODE'] })).total).toBe(3);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    expect((await list(owner, { occurredAt_gte: tomorrow })).total).toBe(0);
    expect((await list(owner, { occurredAt_lte: yesterday })).total).toBe(0);
    expect((await list(owner, { occurredAt_gte: yesterday, occurredAt_lte: tomorrow })).total).toBe(5);

    const bad = await owner.get(`/api/company/decision-log?filter=${enc({ verdict: 'MAYBE' })}`);
    expect(bad.status).toBe(400);
    expect((await new Client(server).get('/api/company/decision-log')).status).toBe(401);
  });

  it('exports every filtered row as CSV, for the company only', async () => {
    const all = await csvOf(owner);
    const [header, ...lines] = all;
    expect(header).toContain('Verdict');
    expect(lines).toHaveLength(5);
    const col = (name: string) => header!.indexOf(name);
    expect(lines.map((l) => l[col('Application ID')])).not.toContain(otherApp);
    const overrode = await csvOf(owner, { verdict: 'OVERRODE' });
    expect(overrode).toHaveLength(2);
    expect(overrode[1]![col('Candidate')]).toBe('Rania Test');
    expect(overrode[1]![col('Actor')]).toBe('Layla Haddad');
    expect(overrode[1]![col('Status')]).toBe('REJECTED');
    expect(overrode[1]![col('Compared AI Stance')]).toBe('ADVANCE');
    expect(overrode[1]![col('Verdict')]).toBe('OVERRODE');
    const analysis = lines.find((l) => l[col('Kind')] === 'CV_ANALYSIS' && l[col('Candidate')] === 'Huda Test')!;
    expect([analysis[col('AI Score')], analysis[col('Engine')], analysis[col('Model')]]).toEqual([
      '82',
      'local',
      'seed',
    ]);
    const theirs = await csvOf(other);
    expect(theirs.slice(1).map((l) => l[col('Application ID')])).toEqual([otherApp, otherApp]);
  });
});
