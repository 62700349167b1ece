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

describe('sign-up', () => {
  it('creates a candidate with a candidate profile, signs them in and returns the /users/me shape', async () => {
    const browser = new Client(server);
    const reply = await browser.post('/api/auth/signup', {
      email: '  Sara.Haddad@Example.COM ',
      password: 'long enough 1',
      name: 'Sara Al Haddad',
      phone: '+962790000001',
      userType: 'CANDIDATE',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.token).toMatch(/^[\w-]{43}$/);
    expect(reply.body.redirectTo).toBe('/userdashboard');
    expect(reply.body.user).toMatchObject({
      userType: 'CANDIDATE',
      email: 'sara.haddad@example.com',
      name: 'Sara Al Haddad',
      firstName: 'Sara',
      lastName: 'Al Haddad',
      companyId: null,
      role: null,
      company: null,
      candidateProfile: { firstName: 'Sara', lastName: 'Al Haddad', cvs: [] },
    });
    const setCookies = reply.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/tawzeef_session=[^;]+;.*HttpOnly/i);
    expect(setCookies).toMatch(/tawzeef_session=[^;]+;.*SameSite=Lax/i);
    expect(setCookies).not.toMatch(/tawzeef_csrf=[^;]+;.*HttpOnly/i);
    const me = await browser.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(reply.body.user);
  });

  it('gives a company user without a company companyId null and sends them to company setup', async () => {
    const reply = await new Client(server).post('/api/auth/signup', {
      email: 'owner1@example.com',
      password: 'long enough 1',
      name: 'Omar',
      userType: 'COMPANY',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.user).toMatchObject({ userType: 'COMPANY', companyId: null, role: null, candidateProfile: null });
    expect(reply.body.redirectTo).toBe('/dashboard/company-profile');
  });

  it('refuses a duplicate e-mail whatever its case, and a short password', async () => {
    await new Client(server).signup({ email: 'dup@example.com' });
    const again = await new Client(server).post('/api/auth/signup', {
      email: 'DUP@example.com',
      password: 'another password',
      name: 'Someone Else',
      userType: 'CANDIDATE',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'AUTH.EMAIL_ALREADY_REGISTERED',
      detail: 'An account with this email already exists.',
    });
    const short = await new Client(server).post('/api/auth/signup', {
      email: 'short@example.com',
      password: 'short',
      name: 'Short',
      userType: 'CANDIDATE',
    });
    expect(short.status).toBe(400);
    expect(short.body.errors[0]).toMatchObject({
      path: 'password',
      message: 'Password must be at least 8 characters long',
    });
  });

  it('refuses common and personal passwords with a field error in English or Arabic, and keeps the address free', async () => {
    const signup = (password: string, headers: Record<string, string> = {}) =>
      new Client(server).call(
        'POST',
        '/api/auth/signup',
        { email: 'weak@example.com', password, name: 'Weak Walid', userType: 'CANDIDATE' },
        { headers },
      );
    for (const password of ['password', '12345678', '        ', 'qwertyuiop', 'weak@example.com', 'walid weak']) {
      const weak = await signup(password);
      expect(weak.status, password).toBe(400);
      expect(weak.body).toMatchObject({ code: 'AUTH.WEAK_PASSWORD' });
      expect(weak.body.errors).toEqual([
        { path: 'password', code: 'AUTH.WEAK_PASSWORD', message: expect.stringMatching(/^This password is too easy/) },
      ]);
    }
    const english = await signup('password');
    expect(english.body.detail).toBe(
      'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
    );
    const arabic = await signup('password', { 'accept-language': 'ar' });
    expect(arabic.status).toBe(400);
    expect(arabic.body.errors[0]).toMatchObject({ path: 'password', message: expect.stringMatching(/^كلمة المرور/) });
    expect((await signup('Tawzeef-Demo-1')).status).toBe(201);
  });

  it('refuses an invitation code on a candidate sign-up and an unknown code on a company one', async () => {
    const candidate = await new Client(server).post('/api/auth/signup', {
      email: 'cand-code@example.com',
      password: 'long enough 1',
      name: 'C',
      userType: 'CANDIDATE',
      invitationCode: 'ABCD',
    });
    expect(candidate.status).toBe(400);
    const unknown = await new Client(server).post('/api/auth/signup', {
      email: 'co-code@example.com',
      password: 'long enough 1',
      name: 'C',
      userType: 'COMPANY',
      invitationCode: 'NOPE-NOPE-NOPE',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('INVITATION.NOT_FOUND');
    // Nothing was created: the address is still free.
    expect((await new Client(server).signup({ email: 'co-code@example.com' })).user).toBeTruthy();
  });
});

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
