import { randomBytes, randomUUID } from 'node:crypto';
import { fetchUtils, HttpError, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '@tawzeef/read-models';
import { startTestServer, type TestServer } from './test-server.ts';
import { TOKENS } from './tokens.ts';

let server: TestServer;
let provider: DataProvider;
let lastPosition: bigint;
const run = randomUUID().slice(0, 8);
const opsToken = randomBytes(24).toString('hex');
const jobs = [1, 2, 3].map((n) => `job-${run}${n}`);
const applications = [1, 2].map((n) => `application-${run}${n}`);

async function append(stream: string, types: string[]): Promise<bigint> {
  const correlationId = randomUUID();
  const result = await server.container.get(TOKENS.EventStore).appendToStream(
    stream,
    types.map((type) => ({
      type,
      data: { id: stream, at: new Date().toISOString() },
      metadata: { actorId: `user-${run}`, correlationId, causationId: null, occurredAt: new Date().toISOString() },
    })),
  );
  return result.lastEventGlobalPosition;
}

beforeAll(async () => {
  server = await startTestServer({ env: { OPS_API_TOKEN: opsToken } });
  for (const job of jobs) lastPosition = await append(job, ['JobDrafted', 'JobPublished']);
  for (const application of applications) lastPosition = await append(application, ['ApplicationSubmitted']);
  const runner = server.container.get(TOKENS.ProjectionRunner);
  expect(await runner.waitForPosition('all', lastPosition, 15_000)).toBe(true);
  provider = simpleRestProvider(`${server.url}/api`, (url, options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${opsToken}` } }),
  );
});
afterAll(() => server?.close());

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('ra-data-simple-rest against the running API', () => {
  it('pages, sorts and filters the audit log', async () => {
    const params = { sort: { field: 'position', order: 'ASC' as const }, filter: { streamType: 'job' } };
    const first = await provider.getList('audit-log', { ...params, pagination: { page: 1, perPage: 4 } });
    const second = await provider.getList('audit-log', { ...params, pagination: { page: 2, perPage: 4 } });
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
    expect(first.data.map((e) => e.type)).toEqual(['JobDrafted', 'JobPublished', 'JobDrafted', 'JobPublished']);
    expect(second.data).toHaveLength(2);
    const ids = [...first.data, ...second.data].map((e) => e.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(6);
    expect(first.data[0]).toMatchObject({ streamName: jobs[0], actorId: `user-${run}`, data: { id: jobs[0] } });

    const newest = await provider.getList('audit-log', {
      sort: { field: 'position', order: 'DESC' },
      pagination: { page: 1, perPage: 1 },
      filter: { q: 'submitted' },
    });
    expect(newest.total).toBe(2);
    expect(newest.data[0]).toMatchObject({ id: Number(lastPosition), streamName: applications[1] });
  });

  it('gets one audit-log entry and many by id', async () => {
    const { data } = await provider.getList('audit-log', {
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 3 },
      filter: { streamName: jobs[1] },
    });
    const one = await provider.getOne('audit-log', { id: data[0]!.id });
    expect(one.data).toEqual(data[0]);
    const many = await provider.getMany('audit-log', { ids: data.map((e) => e.id) });
    expect(many.data.map((e) => e.id).sort()).toEqual(data.map((e) => e.id).sort());
  });

  it('lists stream summaries and gets one', async () => {
    const list = await provider.getList('streams', {
      sort: { field: 'lastPosition', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: { streamType: 'application' },
    });
    expect(list.total).toBe(2);
    expect(list.data.map((s) => s.id)).toEqual([applications[1], applications[0]]);
    const one = await provider.getOne('streams', { id: jobs[2]! });
    expect(one.data).toMatchObject({
      id: jobs[2],
      eventCount: 2,
      firstEventType: 'JobDrafted',
      lastEventType: 'JobPublished',
    });
  });

  it('lists projections with their lag and gets one', async () => {
    const list = await provider.getList('projections', {
      sort: { field: 'name', order: 'DESC' },
      pagination: { page: 1, perPage: 50 },
      filter: {},
    });
    const names = allProjections.map((p) => p.name).sort((a, b) => b.localeCompare(a));
    expect(list.total).toBe(names.length);
    expect(list.data.map((p) => p.id)).toEqual(names);
    const one = await provider.getOne('projections', { id: 'audit-log' });
    expect(one.data).toMatchObject({ name: 'audit-log', state: 'running', lagEvents: 0, lagMs: 0 });
    expect(BigInt(one.data.checkpoint as string)).toBeGreaterThanOrEqual(lastPosition);
    expect(one.data.headPosition).toBe(one.data.checkpoint);
  });

  it('surfaces problem details as react-admin HttpErrors', async () => {
    const badSort = await rejection(
      provider.getList('audit-log', {
        sort: { field: 'password', order: 'ASC' },
        pagination: { page: 1, perPage: 5 },
        filter: {},
      }),
    );
    expect(badSort.status).toBe(400);
    expect(badSort.body).toMatchObject({ code: 'REQUEST.INVALID_LIST_QUERY', errors: [{ path: 'sort.0' }] });

    const missing = await rejection(provider.getOne('audit-log', { id: 987654321 }));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'AUDIT_LOG.NOT_FOUND' });
    const noProjection = await rejection(provider.getOne('projections', { id: 'nope' }));
    expect(noProjection.body).toMatchObject({ code: 'PROJECTION.NOT_FOUND' });
  });

  it('sends Content-Range and exposes it to browsers', async () => {
    const response = await server.get('/api/audit-log?range=[2,3]&sort=["id","ASC"]', {
      headers: { authorization: `Bearer ${opsToken}` },
    });
    expect(response.headers.get('content-range')).toMatch(/^audit-log 2-3\/\d+$/);
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});
