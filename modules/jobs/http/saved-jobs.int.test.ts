import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { Client, companyForm, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob, inDays } from '../../../web/api/src/test-jobs.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_MAX_PER_IP: '1000', LOG_LEVEL: 'warn' } });
});
afterAll(async () => server?.close());

describe('saved jobs', () => {
  it('lets a candidate save, list with real stats, filter, sort, toggle and unsave', async () => {
    const candidate = new Client(server);
    await candidate.signup({ email: 'saver@example.com', userType: 'CANDIDATE' });
    const owner = (await companyOwner(server, 'board-saved@example.com', { ...companyForm, name: 'Saved Co' })).owner;
    const soon = await createJob(owner, { title: 'Closing soon', deadline: inDays(2), type: 'CONTRACT' });
    const later = await createJob(owner, { title: 'Closing later', deadline: inDays(40) });
    expect((await candidate.call('PUT', `/api/saved-jobs/${soon.id}`)).body).toEqual({ jobId: soon.id, saved: true });
    expect((await candidate.post('/api/saved-jobs', { jobId: later.id })).body.saved).toBe(true);
    expect((await candidate.call('PUT', `/api/saved-jobs/${soon.id}`)).status).toBe(200);
    const list: Json = (await candidate.get('/api/saved-jobs')).body;
    expect(list.savedJobs.map((j: Json) => j.id)).toEqual([later.id, soon.id]);
    expect(list.stats).toEqual({ totalSaved: 2, appliedFromSaved: 0, deadlinesSoon: 1 });
    expect(list.savedJobs[1]).toMatchObject({
      title: 'Closing soon',
      type: 'CONTRACT',
      company: { name: 'Saved Co' },
      available: true,
      applied: false,
    });
    expect((await candidate.get('/api/saved-jobs?sort=deadline')).body.savedJobs.map((j: Json) => j.id)).toEqual([
      soon.id,
      later.id,
    ]);
    expect((await candidate.get('/api/saved-jobs?type=CONTRACT')).body.savedJobs.map((j: Json) => j.id)).toEqual([
      soon.id,
    ]);
    expect((await candidate.get('/api/saved-jobs/ids')).body.jobIds.sort()).toEqual([soon.id, later.id].sort());
    expect((await candidate.post(`/api/saved-jobs/${soon.id}/toggle`)).body).toEqual({ jobId: soon.id, saved: false });
    expect((await candidate.get('/api/saved-jobs/stats')).body).toEqual({
      totalSaved: 1,
      appliedFromSaved: 0,
      deadlinesSoon: 0,
    });
    expect((await candidate.call('DELETE', `/api/saved-jobs/${later.id}`)).body).toEqual({
      jobId: later.id,
      saved: false,
    });
    expect((await candidate.get('/api/saved-jobs')).body.savedJobs).toEqual([]);

    await candidate.call('PUT', `/api/saved-jobs/${later.id}`);
    await owner.post(`/api/company/jobs/${later.id}/pause`);
    expect((await candidate.get('/api/saved-jobs')).body.savedJobs[0]).toMatchObject({
      id: later.id,
      available: false,
    });
    const draft = await owner.post('/api/company/jobs', { title: 'Not public', status: 'DRAFT' });
    expect((await candidate.call('PUT', `/api/saved-jobs/${draft.body.id}`)).status).toBe(404);
    expect((await candidate.call('PUT', '/api/saved-jobs/not-a-job')).status).toBe(404);
    expect((await owner.get('/api/saved-jobs')).status).toBe(403);
    expect((await new Client(server).get('/api/saved-jobs')).status).toBe(401);
  });
});
