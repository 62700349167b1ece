import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';
import { TOKENS } from './tokens.ts';

const opsToken = randomBytes(24).toString('hex');
const operator = { authorization: `Bearer ${opsToken}` };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { READ_WAIT_TIMEOUT_MS: '300', OPS_API_TOKEN: opsToken } });
});
afterAll(() => server?.close());

describe('read-your-writes with x-min-position', () => {
  it('waits until the projection has the caller’s write', async () => {
    const stream = `candidate-${randomUUID()}`;
    const { lastEventGlobalPosition } = await server.container.get(TOKENS.EventStore).appendToStream(stream, [
      {
        type: 'CandidateRegistered',
        data: { candidateId: stream },
        metadata: {
          actorId: null,
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: new Date().toISOString(),
        },
      },
    ]);
    const response = await server.get(`/api/streams/${stream}`, {
      headers: { ...operator, 'x-min-position': String(lastEventGlobalPosition) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-read-model-stale')).toBe('false');
    expect(await response.json()).toMatchObject({ id: stream, eventCount: 1 });
  });

  it('gives up after the bound and says the answer may be stale', async () => {
    const started = Date.now();
    const response = await server.get('/api/audit-log', { headers: { ...operator, 'x-min-position': '999999999' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-read-model-stale')).toBe('true');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('rejects a malformed position', async () => {
    const response = await server.get('/api/audit-log', { headers: { ...operator, 'x-min-position': 'soon' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'REQUEST.INVALID_MIN_POSITION' });
  });
});
