import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../web/api/src/test-client.ts';
import type { Seed } from '../../../web/api/src/test-company-applications.ts';
import { enc, startPipeline, type Pipeline, type Row } from '../../../web/api/src/test-pipeline.ts';

// An application's profile and the recruiter's actions: status, priority, notes, bulk status.
let pipeline: Pipeline;
let owner: Client;
let ownerId: string;
let seeds: Seed[];
let otherSeedId: string;

beforeAll(async () => {
  pipeline = await startPipeline();
  ({ owner, ownerId, seeds, otherSeedId } = pipeline);
}, 120_000);

afterAll(async () => {
  await pipeline?.close();
});

describe('the profile and the recruiter actions', () => {
  const submittedSeed = () => seeds.find((s) => s.status === 'SUBMITTED' && s.analysis === 'DONE')!;

  it('answers the profile with the job, the analysis, notes and the timeline', async () => {
    const seed = submittedSeed();
    const reply = await owner.get(`/api/company/applications/${seed.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: seed.id,
      job: { id: seed.jobId, title: seed.jobTitle, department: 'Engineering', company: { name: 'Acme Hiring' } },
      candidate: { firstName: seed.firstName, email: seed.email, portfolioUrl: null },
      status: 'SUBMITTED',
      priority: seed.priority,
      coverLetter: 'Hello',
      expectedSalary: 'JOD 1,000',
      resumeUrl: `/api/company/applications/${seed.id}/cv`,
      cvAnalysisScore: seed.score,
      cvAnalysisResults: { summary: 'Seeded', skillsMatch: { matched: seed.skills } },
      aiCvRecommendations: '### Fit\n- seeded',
      analysisProvenance: { engine: 'local', model: 'seed' },
      notes: [],
      interviews: [],
    });
    expect(reply.body.timeline.map((t: Row) => t.type)).toEqual(
      seed.priority === 'medium' ? ['SUBMITTED', 'CV_ANALYZED'] : ['SUBMITTED', 'CV_ANALYZED', 'PRIORITY_CHANGED'],
    );
    expect(reply.body.timeline[1]).toMatchObject({ score: seed.score, actor: null });
    const failed = seeds.find((s) => s.analysis === 'FAILED')!;
    expect((await owner.get(`/api/company/applications/${failed.id}`)).body).toMatchObject({
      analysisStatus: 'FAILED',
      cvAnalysisScore: null,
      analysisError: { code: 'CV.NO_TEXT' },
      cvAnalysisResults: { summary: expect.stringContaining('failed') },
    });
    expect((await owner.get(`/api/company/applications/${randomUUID()}`)).status).toBe(404);
    expect((await owner.get(`/api/company/applications/not-a-uuid`)).status).toBe(404);
  });

  it('moves an application through REVIEWING, OFFERED and HIRED with expected versions, and refuses the rest', async () => {
    const seed = submittedSeed();
    const start = (await owner.get(`/api/company/applications/${seed.id}`)).body;
    const move = (status: string, expectedVersion?: number, reason?: string) =>
      owner.call('PATCH', `/api/company/applications/${seed.id}/status`, { status, expectedVersion, reason });

    expect((await move('HIRED')).body).toMatchObject({ status: 422, code: 'APPLICATION.INVALID_TRANSITION' });
    expect((await move('WITHDRAWN')).body).toMatchObject({ status: 422, code: 'APPLICATION.WITHDRAW_FORBIDDEN' });
    expect((await move('NOPE')).status).toBe(400);

    const reviewing = await move('REVIEWING', start.version, 'Looks promising');
    expect(reviewing.status, JSON.stringify(reviewing.body)).toBe(200);
    expect(reviewing.body).toMatchObject({ status: 'REVIEWING', version: start.version + 1 });
    expect(reviewing.headers.get('x-event-position')).toMatch(/^\d+$/);
    expect(reviewing.body.timeline.at(-1)).toMatchObject({
      type: 'STATUS_CHANGED',
      status: 'REVIEWING',
      previousStatus: 'SUBMITTED',
      reason: 'Looks promising',
      actor: { id: ownerId, name: 'Layla Haddad' },
    });

    // A second recruiter who still holds the old version loses.
    const stale = await move('REJECTED', start.version);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('APPLICATION.VERSION_CONFLICT');
    // The same status again records nothing and keeps the version.
    expect((await move('REVIEWING')).body.version).toBe(start.version + 1);

    const offered = await move('OFFERED', start.version + 1);
    expect(offered.body).toMatchObject({ status: 'OFFERED', version: start.version + 2 });
    const hired = await move('HIRED', start.version + 2);
    expect(hired.body).toMatchObject({ status: 'HIRED', version: start.version + 3 });
    for (const status of ['REVIEWING', 'REJECTED', 'OFFERED']) {
      expect((await move(status)).body.code).toBe('APPLICATION.INVALID_TRANSITION');
    }
    seed.status = 'HIRED';
  });

  it('sets the priority with a version check', async () => {
    const seed = seeds.find((s) => s.status === 'REJECTED')!;
    const before = (await owner.get(`/api/company/applications/${seed.id}`)).body;
    const target = seed.priority === 'high' ? 'low' : 'high';
    const set = await owner.call('PATCH', `/api/company/applications/${seed.id}/priority`, {
      priority: target,
      expectedVersion: before.version,
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ priority: target, version: before.version + 1 });
    const stale = await owner.call('PATCH', `/api/company/applications/${seed.id}/priority`, {
      priority: 'medium',
      expectedVersion: before.version,
    });
    expect(stale.status).toBe(409);
    expect(
      (await owner.call('PATCH', `/api/company/applications/${seed.id}/priority`, { priority: 'urgent' })).status,
    ).toBe(400);
    const listed = await owner.get(`/api/company/applications?filter=${enc({ priority: target, id: seed.id })}`);
    expect((listed.body as Row[]).map((r) => r.id)).toEqual([seed.id]);
    seed.priority = target;
  });

  it('adds and lists notes, newest first, with the author', async () => {
    const seed = seeds[2]!;
    const first = await owner.post(`/api/company/applications/${seed.id}/notes`, {
      text: '  Strong backend profile. ',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      applicationId: seed.id,
      text: 'Strong backend profile.',
      source: 'USER',
      author: { id: ownerId, name: 'Layla Haddad', email: 'owner.pipeline@example.com' },
      user: { name: 'Layla Haddad', email: 'owner.pipeline@example.com' },
    });
    const second = await owner.post(`/api/company/applications/${seed.id}/notes`, { text: 'Call on Sunday.' });
    const list = await owner.get(`/api/company/applications/${seed.id}/notes`);
    expect((list.body as Row[]).map((n) => n.id)).toEqual([second.body.id, first.body.id]);
    expect(list.headers.get('content-range')).toBe('notes 0-1/2');
    expect((await owner.post(`/api/company/applications/${seed.id}/notes`, { text: '   ' })).status).toBe(400);
    expect((await owner.post(`/api/company/applications/${seed.id}/notes`, { text: 'x'.repeat(5001) })).status).toBe(
      400,
    );
    expect(
      (await owner.post(`/api/company/applications/${seed.id}/notes`, { text: 'fake', source: 'AI' })).status,
    ).toBe(400);
    const profile = (await owner.get(`/api/company/applications/${seed.id}`)).body;
    expect(profile.notes.map((n: Row) => n.text)).toEqual(['Call on Sunday.', 'Strong backend profile.']);
    expect(profile.timeline.filter((t: Row) => t.type === 'NOTE_ADDED')).toHaveLength(2);
  });

  it('changes statuses in bulk, one command per application, reported per id', async () => {
    const reviewing = seeds.filter((s) => s.status === 'SUBMITTED' || s.status === 'INTERVIEWED').slice(0, 2);
    const already = seeds.find((s) => s.status === 'REVIEWING')!;
    const hired = seeds.find((s) => s.status === 'HIRED')!;
    const ids = [...reviewing.map((s) => s.id), already.id, hired.id, otherSeedId, 'garbage'];
    const reply = await owner.post('/api/company/applications/bulk-status', {
      ids,
      status: 'REVIEWING',
      reason: 'Batch',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ status: 'REVIEWING', succeeded: 3, failed: 3 });
    expect(reply.body.results).toEqual([
      ...reviewing.map((s) => ({
        id: s.id,
        ok: true,
        status: 'REVIEWING',
        version: expect.any(Number),
        changed: true,
      })),
      { id: already.id, ok: true, status: 'REVIEWING', version: expect.any(Number), changed: false },
      { id: hired.id, ok: false, code: 'APPLICATION.INVALID_TRANSITION', detail: expect.any(String) },
      { id: otherSeedId, ok: false, code: 'APPLICATION.NOT_FOUND', detail: expect.any(String) },
      { id: 'garbage', ok: false, code: 'APPLICATION.NOT_FOUND', detail: expect.any(String) },
    ]);
    for (const s of reviewing) {
      expect((await owner.get(`/api/company/applications/${s.id}`)).body.status).toBe('REVIEWING');
      s.status = 'REVIEWING';
    }
    expect((await owner.post('/api/company/applications/bulk-status', { ids: [], status: 'REVIEWING' })).status).toBe(
      400,
    );
    expect(
      (
        await owner.post('/api/company/applications/bulk-status', {
          ids: [already.id, already.id],
          status: 'REVIEWING',
        })
      ).status,
    ).toBe(400);
  });
});
