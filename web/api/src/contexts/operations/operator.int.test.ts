import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-server.ts';

const opsToken = randomBytes(24).toString('hex');
let server: TestServer;
let closed: TestServer;

beforeAll(async () => {
  [server, closed] = await Promise.all([startTestServer({ env: { OPS_API_TOKEN: opsToken } }), startTestServer()]);
});
afterAll(() => Promise.all([server?.close(), closed?.close()]));

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('the global log is for operators only', () => {
  it.each(['/api/audit-log', '/api/streams'])('%s answers the operator token and nobody else', async (path) => {
    const anonymous = await server.get(path);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'OPS.UNAUTHENTICATED' });
    expect(anonymous.headers.get('content-range')).toBeNull();

    const wrong = await server.get(path, bearer(randomBytes(24).toString('hex')));
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: 'OPS.FORBIDDEN' });

    const operator = await server.get(path, bearer(opsToken));
    expect(operator.status).toBe(200);
    expect(operator.headers.get('content-range')).toMatch(/\/\d+$/);
  });

  it('stays closed when no operator token is configured', async () => {
    const response = await closed.get('/api/audit-log', bearer(opsToken));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'OPS.DISABLED' });
  });

  it('keeps projection lag readable without a token', async () => {
    expect((await server.get('/api/projections')).status).toBe(200);
  });
});
