import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../projections.ts';
import { InvalidQueryError } from '../query/list.ts';
import { readModelQueries } from '../queries.ts';
import { createProjectionRunner } from '../runner/runner.ts';
import { append, createHarness, type Harness } from '../testing/harness.ts';

const tricky = 'said "NULL", {a,b} \\ back\nslash, مرحبا';

describe('read-model list and one queries', () => {
  let h: Harness;
  let q: ReturnType<typeof readModelQueries>;
  beforeAll(async () => {
    h = await createHarness();
    q = readModelQueries(h.db);
    const day = (d: number) => new Date(Date.UTC(2025, 5, d, 9));
    await append(h.store, 'job-1', [{ type: 'JobDrafted', data: { jobId: '1' } }], {
      occurredAt: day(1),
      actorId: 'u1',
    });
    await append(h.store, 'job-1', [{ type: 'JobPublished', data: { jobId: '1' } }], {
      occurredAt: day(2),
      actorId: 'u1',
    });
    await append(h.store, 'job-2', [{ type: 'JobDrafted', data: { jobId: '2' } }], {
      occurredAt: day(3),
      actorId: 'u2',
    });
    await append(
      h.store,
      'application-9',
      [{ type: 'ApplicationSubmitted', data: { phone: '966501234567890123', note: tricky } }],
      {
        occurredAt: day(4),
        actorId: 'u3',
      },
    );
    const head = await append(h.store, 'job_odd', [{ type: 'JobDrafted', data: {} }], { occurredAt: day(5) });
    const runner = createProjectionRunner({ db: h.db, store: h.store, projections: allProjections });
    await runner.start();
    expect(await runner.waitForPosition('all', head, 5_000)).toBe(true);
    await runner.stop();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists the audit log newest first by default, paged, with the total', async () => {
    const page = await q.auditLog.list({ range: [0, 1] });
    expect(page.total).toBe(5);
    expect(page.rows.map((r) => r.streamName)).toEqual(['job_odd', 'application-9']);
    expect(page.rows[0]!.streamType).toBe('job_odd');
    const next = await q.auditLog.list({ range: [2, 3] });
    expect(next.rows.map((r) => r.type)).toEqual(['JobDrafted', 'JobPublished']);
  });

  it('filters by stream type, event types, actor, time window, ids and free text', async () => {
    const jobs = await q.auditLog.list({
      filter: { streamType: 'job', type: ['JobDrafted'] },
      sort: ['position', 'ASC'],
    });
    expect(jobs.rows.map((r) => r.streamName)).toEqual(['job-1', 'job-2']);
    expect(jobs.total).toBe(2);
    const window = await q.auditLog.list({
      filter: { occurredAt_gte: '2025-06-02T00:00:00Z', occurredAt_lte: '2025-06-03T23:00:00Z' },
      sort: ['occurredAt', 'ASC'],
    });
    expect(window.rows.map((r) => r.actorId)).toEqual(['u1', 'u2']);
    const many = await q.auditLog.list({ filter: { id: jobs.rows.map((r) => r.id) } });
    expect(many.total).toBe(2);
    expect((await q.auditLog.list({ filter: { q: 'APPLICATION' } })).total).toBe(1);
    expect((await q.auditLog.list({ filter: { q: '_' } })).rows.map((r) => r.streamName)).toEqual(['job_odd']);
    expect((await q.auditLog.list({ filter: { actorId: 'nobody' } })).total).toBe(0);
  });

  it('gets one entry by position, keeping long digit strings in event data as strings', async () => {
    const [submitted] = (await q.auditLog.list({ filter: { type: 'ApplicationSubmitted' } })).rows;
    const one = await q.auditLog.one(submitted!.id);
    expect(one).toEqual(submitted);
    expect(one?.data).toEqual({ phone: '966501234567890123', note: tricky });
    expect(JSON.parse(JSON.stringify(one))).toMatchObject({
      id: submitted!.id,
      occurredAt: '2025-06-04T09:00:00.000Z',
    });
    expect(await q.auditLog.one(999_999)).toBeNull();
  });

  it('lists and gets stream summaries', async () => {
    const list = await q.streamSummary.list({ sort: ['eventCount', 'DESC'], range: [0, 0] });
    expect(list.total).toBe(4);
    expect(list.rows[0]).toMatchObject({ id: 'job-1', eventCount: 2, lastEventType: 'JobPublished' });
    const jobs = await q.streamSummary.list({ filter: { streamType: 'job' }, sort: ['streamName', 'ASC'] });
    expect(jobs.rows.map((r) => r.id)).toEqual(['job-1', 'job-2']);
    expect(await q.streamSummary.one('application-9')).toMatchObject({ streamType: 'application', eventCount: 1 });
    expect(await q.streamSummary.one('nope-1')).toBeNull();
  });

  it('refuses sorts and filters outside the allow-list', async () => {
    await expect(q.auditLog.list({ sort: ['data', 'ASC'] })).rejects.toBeInstanceOf(InvalidQueryError);
    await expect(q.streamSummary.list({ filter: { secret: 1 } as never })).rejects.toThrow(/unknown filter/);
  });
});
