import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client } from '../../../web/api/src/test-client.ts';
import { currentNoticeVersions } from '@tawzeef/privacy';

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
      acceptedNotices: currentNoticeVersions,
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
      acceptedNotices: currentNoticeVersions,
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
      acceptedNotices: currentNoticeVersions,
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
        {
          email: 'weak@example.com',
          password,
          name: 'Weak Walid',
          userType: 'CANDIDATE',
          acceptedNotices: currentNoticeVersions,
        },
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
      acceptedNotices: currentNoticeVersions,
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
