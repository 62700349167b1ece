import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client } from '../../../web/api/src/test-client.ts';

let server: TestServer;
const clock = { offsetMs: 0 };

beforeAll(async () => {
  server = await startTestServer({
    env: { AUTH_MAX_PER_IP: '1000', AUTH_MAX_PER_ACCOUNT: '5', LOG_LEVEL: 'warn' },
    configure: (c) => c.rebind(TOKENS.Clock).toConstantValue(() => new Date(Date.now() + clock.offsetMs)),
  });
});
afterAll(() => server?.close());

describe('login and logout', () => {
  it('logs in with any case of the e-mail, follows only same-site redirects, and rejects a wrong password', async () => {
    await new Client(server).signup({ email: 'login@example.com', password: 'the password 1', userType: 'CANDIDATE' });
    const browser = new Client(server);
    const wrong = await browser.post('/api/auth/login', { email: 'login@example.com', password: 'nope nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS', detail: 'Invalid email or password.' });
    const unknown = await browser.post('/api/auth/login', { email: 'nobody@example.com', password: 'the password 1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('AUTH.INVALID_CREDENTIALS');

    const ok = await browser.post('/api/auth/login', {
      email: 'LOGIN@example.com',
      password: 'the password 1',
      redirect: '/jobs/42/apply?x=1',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.redirectTo).toBe('/jobs/42/apply?x=1');
    for (const evil of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const reply = await new Client(server).post('/api/auth/login', {
        email: 'login@example.com',
        password: 'the password 1',
        redirect: evil,
      });
      expect(reply.body.redirectTo).toBe('/userdashboard');
    }
  });

  it('revokes the session on logout, for the cookie and for the bearer token', async () => {
    const browser = new Client(server);
    const { token } = await browser.signup({ email: 'logout@example.com' });
    const api = new Client(server);
    api.bearer = token;
    expect((await api.get('/api/users/me')).status).toBe(200);
    expect((await browser.post('/api/auth/logout')).status).toBe(204);
    expect(browser.cookies.has('tawzeef_session')).toBe(false);
    const revoked = await api.get('/api/users/me');
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe('AUTH.UNAUTHENTICATED');
  });

  it('slows failed logins down with 429 and a growing Retry-After instead of locking, and a success clears it', async () => {
    await new Client(server).signup({ email: 'limited@example.com', password: 'right password' });
    const browser = new Client(server);
    const login = (password: string) => browser.post('/api/auth/login', { email: 'limited@example.com', password });
    for (let i = 0; i < 5; i++) expect((await login(`wrong ${i}`)).status).toBe(401);
    const retryAfters: number[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const early = await login('right password');
        expect(early.status).toBe(429);
        expect(early.body).toMatchObject({ code: 'AUTH.RATE_LIMITED' });
        const retryAfter = Number(early.headers.get('retry-after'));
        expect(early.body.detail).toBe(`Too many attempts. Try again in ${retryAfter} seconds.`);
        retryAfters.push(retryAfter);
        clock.offsetMs += retryAfter * 1000;
        expect((await login(`still wrong ${i}`)).status).toBe(401);
      }
      expect(retryAfters).toEqual([1, 2, 4]);
      clock.offsetMs += 8_000;
      expect((await login('right password')).status).toBe(200);
      // The success cleared this address's count: the next mistake is answered at once.
      expect((await login('wrong again')).status).toBe(401);
    } finally {
      clock.offsetMs = 0;
    }
  });
});

describe('sessions and CSRF', () => {
  it('refuses a cookie-authenticated write without the CSRF header, and accepts bearer writes without it', async () => {
    const browser = new Client(server);
    const { token } = await browser.signup({ email: 'csrf@example.com', password: 'first password' });
    const body = { currentPassword: 'first password', newPassword: 'second password' };
    const noHeader = await browser.put('/api/auth/change-password', body, { csrf: false });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.code).toBe('AUTH.CSRF_FAILED');
    const forged = await browser.call('PUT', '/api/auth/change-password', body, {
      csrf: false,
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(forged.status).toBe(403);
    const api = new Client(server);
    api.bearer = token;
    expect((await api.put('/api/auth/change-password', body)).status).toBe(200);
  });

  it('changing the password keeps this session and revokes the others', async () => {
    const first = new Client(server);
    await first.signup({ email: 'change@example.com', password: 'old password 1' });
    const second = new Client(server);
    expect(
      (await second.post('/api/auth/login', { email: 'change@example.com', password: 'old password 1' })).status,
    ).toBe(200);
    const wrongCurrent = await first.put('/api/auth/change-password', {
      currentPassword: 'not it at all',
      newPassword: 'new password 1',
    });
    expect(wrongCurrent.status).toBe(422);
    expect(wrongCurrent.body).toMatchObject({
      code: 'AUTH.CURRENT_PASSWORD_INCORRECT',
      detail: 'Current password is incorrect.',
    });
    const weak = await first.put('/api/auth/change-password', {
      currentPassword: 'old password 1',
      newPassword: 'password123',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 'AUTH.WEAK_PASSWORD', errors: [{ path: 'newPassword' }] });
    const changed = await first.put('/api/auth/change-password', {
      currentPassword: 'old password 1',
      newPassword: 'new password 1',
    });
    expect(changed.status).toBe(200);
    expect((await first.get('/api/users/me')).status).toBe(200);
    expect((await second.get('/api/users/me')).status).toBe(401);
    const anon = new Client(server);
    expect(
      (await anon.post('/api/auth/login', { email: 'change@example.com', password: 'old password 1' })).status,
    ).toBe(401);
    expect(
      (await anon.post('/api/auth/login', { email: 'change@example.com', password: 'new password 1' })).status,
    ).toBe(200);
  });

  it("expires a session after the user's idle timeout, and a new timeout applies to open sessions", async () => {
    const browser = new Client(server);
    await browser.signup({ email: 'idle@example.com' });
    clock.offsetMs = 29 * 60_000;
    expect((await browser.get('/api/users/me')).status).toBe(200);
    clock.offsetMs = 58 * 60_000; // 29 minutes after the last activity
    expect((await browser.get('/api/users/me')).status).toBe(200);
    const saved = await browser.put('/api/auth/security-settings', { twoFactorEnabled: true, sessionTimeout: 15 });
    expect(saved.status).toBe(200);
    expect(saved.body.securitySettings).toEqual({ twoFactorEnabled: true, sessionTimeout: 15 });
    clock.offsetMs = 74 * 60_000; // 16 minutes idle
    try {
      const expired = await browser.get('/api/users/me');
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe('AUTH.SESSION_EXPIRED');
      expect((await browser.get('/api/users/me')).body.code).toBe('AUTH.UNAUTHENTICATED');
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('answers 401 without a session and ignores a bad cookie on public endpoints', async () => {
    const anon = new Client(server);
    expect((await anon.get('/api/users/me')).status).toBe(401);
    anon.cookies.set('tawzeef_session', 'garbage');
    const health = await anon.post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(health.status).toBe(202);
  });
});
