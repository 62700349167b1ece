import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { Client } from '../../../web/api/src/test-client.ts';
import type { Seed } from '../../../web/api/src/test-company-applications.ts';
import {
  baseline,
  enc,
  reference,
  startPipeline,
  type Pipeline,
  type Row,
} from '../../../web/api/src/test-pipeline.ts';

// What each company sees: tenant isolation and the dashboard.
let pipeline: Pipeline;
let server: TestServer;
let owner: Client;
let other: Client;
let seeds: Seed[];
let otherSeedId: string;

beforeAll(async () => {
  pipeline = await startPipeline();
  ({ server, owner, other, seeds, otherSeedId } = pipeline);
}, 120_000);

afterAll(async () => {
  await pipeline?.close();
});

describe('tenant isolation', () => {
  it('answers 404 to another company on every endpoint of an application or a job that is not theirs', async () => {
    const seed = seeds[4]!;
    const before = (await owner.get(`/api/company/applications/${seed.id}`)).body;
    const answers = [
      await other.get(`/api/company/applications/${seed.id}`),
      await other.get(`/api/company/applications/${seed.id}/notes`),
      await other.post(`/api/company/applications/${seed.id}/notes`, { text: 'sneaky' }),
      await other.call('PATCH', `/api/company/applications/${seed.id}/status`, { status: 'REJECTED' }),
      await other.call('PATCH', `/api/company/applications/${seed.id}/priority`, { priority: 'low' }),
      await other.get(`/api/applications/${seed.id}/history`),
      await other.get(`/api/company/applications/${seed.id}/cv`),
      await other.get(`/api/company/jobs/${seed.jobId}/applications`),
      await other.get(`/api/company/jobs/${seed.jobId}/applications/stats`),
      await other.get(`/api/company/jobs/${seed.jobId}/applications?format=csv`),
    ];
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    const bulk = await other.post('/api/company/applications/bulk-status', { ids: [seed.id], status: 'REJECTED' });
    expect(bulk.body.results).toEqual([
      { id: seed.id, ok: false, code: 'APPLICATION.NOT_FOUND', detail: expect.any(String) },
    ]);
    const pipeline = await other.get(`/api/company/applications?range=[0,99]`);
    expect((pipeline.body as Row[]).map((r) => r.id)).toEqual([otherSeedId]);
    expect((await other.get(`/api/company/applications?filter=${enc({ jobId: seed.jobId })}`)).body).toEqual([]);
    expect((await other.get('/api/company/applications/stats')).body.total).toBe(1);
    expect(
      (await other.get('/api/company/dashboard/recent-applications')).body.applications.map((r: Row) => r.id),
    ).toEqual([otherSeedId]);
    // Nothing changed on the owner's side.
    const after = (await owner.get(`/api/company/applications/${seed.id}`)).body;
    expect(after).toMatchObject({ version: before.version, status: before.status, priority: before.priority });
    expect(after.notes).toEqual(before.notes);

    const candidate = new Client(server);
    await candidate.signup({ email: 'iso.candidate@example.com', userType: 'CANDIDATE' });
    expect((await candidate.get('/api/company/applications')).status).toBe(403);
    expect((await new Client(server).get('/api/company/applications')).status).toBe(401);
  });
});

describe('the dashboard', () => {
  it('shows the 4 newest applications and stats from real rows, HIRED counting as a hire', async () => {
    const rows = await baseline(owner);
    const recent = await owner.get('/api/company/dashboard/recent-applications');
    expect(recent.status).toBe(200);
    expect((recent.body.applications as Row[]).map((r) => r.id)).toEqual(
      reference(rows, {}, ['appliedAt', 'DESC']).slice(0, 4),
    );
    const stats = (await owner.get('/api/company/dashboard/stats')).body;
    const hires = rows.filter((r) => r.status === 'HIRED').length;
    expect(stats).toMatchObject({
      activeJobs: 2,
      totalApplications: rows.length,
      hires,
      hireSuccessRate: Math.round((100 * hires) / rows.length),
      offers: rows.filter((r) => r.status === 'OFFERED').length,
      applicationsByStatus: { HIRED: hires, WITHDRAWN: 0 },
    });
    expect((await owner.get('/api/company/dashboard/recent-applications?limit=50')).status).toBe(400);
  });
});
