import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../web/api/src/test-server.ts';
import { companyOwner, type Client } from '../web/api/src/test-client.ts';
import { createJob } from '../web/api/src/test-jobs.ts';
import { caughtUp, seedApplication } from '../web/api/src/test-company-applications.ts';
import { TOKENS } from '../web/api/src/tokens.ts';

const run = promisify(execFile);
const root = new URL('..', import.meta.url).pathname;

let server: TestServer;
let cvDir: string;
let owner: Client;
let applicationId: string;
let afterReview: string;

/** `npm run -s audit:application -- <id> [--at …]` against the test database. */
async function audit(...args: string[]) {
  const { stdout } = await run('npm', ['run', '-s', 'audit:application', '--', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: server.databaseUrl, EVENTSTORE_CONNECTION_STRING: '' },
  });
  return stdout;
}

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-audit-'));
  server = await startTestServer({
    env: { CV_STORAGE_DIR: cvDir, TEMPORAL_TASK_QUEUE: `test-audit-${randomUUID()}`, LOG_LEVEL: 'warn' },
  });
  ({ owner } = await companyOwner(server, 'owner.audit@example.com'));
  const jobId = (await createJob(owner, { title: 'Data Engineer' })).id as string;
  const seeded = await seedApplication(server, {
    jobId,
    jobTitle: 'Data Engineer',
    firstName: 'Huda',
    lastName: 'Karam',
    email: 'huda.audit@example.com',
    status: 'REVIEWING',
    priority: 'high',
    analysis: 'DONE',
    score: 66,
    skills: ['SQL'],
  });
  applicationId = seeded.id;
  await caughtUp(server, seeded.position);
  await new Promise((resolve) => setTimeout(resolve, 20));
  afterReview = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  // Later changes through the HTTP API: an offer and a note.
  const offered = await owner.call('PATCH', `/api/company/applications/${applicationId}/status`, { status: 'OFFERED' });
  expect(offered.status).toBe(200);
  expect((await owner.post(`/api/company/applications/${applicationId}/notes`, { text: 'Offer sent.' })).status).toBe(
    201,
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

describe('npm run audit:application', () => {
  it('prints every event with the state after it, and the final state equals the read model', async () => {
    const printed = JSON.parse(await audit(applicationId, '--json'));
    expect(printed.steps.map((s: { type: string }) => s.type)).toEqual([
      'ApplicationSubmitted',
      'CvAnalyzed',
      'ApplicationStatusChanged',
      'ApplicationPriorityChanged',
      'ApplicationStatusChanged',
      'ApplicationNoteAdded',
    ]);
    expect(printed.steps.map((s: { state: { version: number } }) => s.state.version)).toEqual([1, 2, 3, 4, 5, 6]);

    const profile = (await owner.get(`/api/company/applications/${applicationId}`)).body;
    const final = printed.final;
    expect({
      applicationId: final.applicationId,
      jobId: final.jobId,
      status: final.status,
      priority: final.priority,
      version: final.version,
      analysis: final.analysis,
      score: final.cvAnalysisScore,
      notes: final.noteCount,
      appliedAt: final.appliedAt,
      updatedAt: final.updatedAt,
    }).toEqual({
      applicationId: profile.id,
      jobId: profile.jobId,
      status: profile.status,
      priority: profile.priority,
      version: profile.version,
      analysis: profile.analysisStatus,
      score: profile.cvAnalysisScore,
      notes: profile.notes.length,
      appliedAt: profile.appliedAt,
      updatedAt: profile.updatedAt,
    });
    expect(final).toMatchObject({ status: 'OFFERED', priority: 'high', version: 6, noteCount: 1 });

    const text = await audit(applicationId);
    expect(text).toContain(`application-${applicationId}: 6 events`);
    expect(text).toMatch(/#2 CvAnalyzed at .* by system/);
    expect(text).toContain('"model": "seed"');
    expect(text).toContain('final state:');
  }, 60_000);

  it('prints the state as of a time', async () => {
    const printed = JSON.parse(await audit(applicationId, '--at', afterReview, '--json'));
    expect(printed.asOf).toMatchObject({ at: afterReview, events: 4, state: { status: 'REVIEWING', version: 4 } });
    const before = JSON.parse(await audit(applicationId, '--at', '2000-01-01T00:00:00Z', '--json'));
    expect(before.asOf).toMatchObject({ events: 0, state: { exists: false } });
    await expect(audit(randomUUID())).rejects.toMatchObject({ code: 1 });
    await expect(audit(applicationId, '--at', 'yesterday')).rejects.toMatchObject({ code: 2 });
  }, 60_000);

  it('shows an erased applicant as erased: the facts and states stay, the person reads [erased]', async () => {
    await server.container
      .get(TOKENS.Erasure)
      .eraseApplications([applicationId], { reason: 'retention', actorId: null });
    const text = await audit(applicationId);
    expect(text).toMatch(/^personal data erased at \S+ \(retention\)/);
    expect(text).toContain(`application-${applicationId}: 6 events`);
    expect(text).toContain('"firstName": "[erased]"');
    expect(text).not.toMatch(/Huda|Karam|huda\.audit/);
    const printed = JSON.parse(await audit(applicationId, '--json'));
    expect(printed.erased).toMatchObject({ subject: applicationId, kind: 'application', reason: 'retention' });
    expect(printed.final).toMatchObject({ status: 'OFFERED', priority: 'high', version: 6, noteCount: 1 });
  }, 240_000);
});
