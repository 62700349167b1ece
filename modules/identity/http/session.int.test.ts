import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { Client } from '../../../web/api/src/test-client.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'warn' } });
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/users/session', () => {
  it('answers 200 with a null user for a visitor, an unknown cookie and after logout, and the user when signed in', async () => {
    const visitor = new Client(server);
    const anonymous = await visitor.get('/api/users/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ user: null });
    expect(anonymous.headers.get('cache-control')).toBe('no-store');

    const stale = await visitor.call('GET', '/api/users/session', undefined, {
      headers: { cookie: 'tawzeef_session=not-a-session' },
    });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({ user: null });

    const huda = new Client(server);
    await huda.signup({ email: 'session@example.com', name: 'Huda Nasser', userType: 'CANDIDATE' });
    const signedIn = await huda.get('/api/users/session');
    expect(signedIn.status).toBe(200);
    const me = await huda.get('/api/users/me');
    expect(signedIn.body.user).toEqual(me.body);
    expect(signedIn.body.user).toMatchObject({ email: 'session@example.com', userType: 'CANDIDATE' });

    expect((await huda.post('/api/auth/logout')).status).toBeLessThan(300);
    expect((await huda.get('/api/users/session')).body).toEqual({ user: null });
    // The strict endpoint keeps its 401 for API clients.
    expect((await huda.get('/api/users/me')).status).toBe(401);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await new Client(server).get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.paths['/api/users/session'].get.responses['200']).toBeDefined();
  });
});
