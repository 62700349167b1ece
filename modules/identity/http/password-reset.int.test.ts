import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, decodeMail, mailSubject, startMailCatcher } from '../../../web/api/src/test-client.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
const clock = { offsetMs: 0 };

beforeAll(async () => {
  smtp = await startMailCatcher();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Tawzeef <no-reply@tawzeef.test>',
      PUBLIC_URL: 'http://app.tawzeef.test',
      AUTH_MAX_PER_IP: '1000',
      LOG_LEVEL: 'warn',
    },
    configure: (c) => c.rebind(TOKENS.Clock).toConstantValue(() => new Date(Date.now() + clock.offsetMs)),
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

function tokenFrom(raw: string): string {
  const match = /reset-password\?token=([^\s"<]+)/.exec(decodeMail(raw));
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return decodeURIComponent(match[1]!);
}

describe('forgot and reset password', () => {
  it('mails a single-use link through SMTP that sets a new password and ends every session', async () => {
    const browser = new Client(server);
    await browser.signup({ email: 'forgetful@example.com', password: 'old password 1', name: 'Nadia Forgetful' });
    const before = smtp.mails.length;
    const asked = await new Client(server).post('/api/auth/forgot-password', { email: 'Forgetful@Example.com' });
    expect(asked.status).toBe(202);
    const mail = await smtp.next(before + 1);
    expect(mail?.to).toEqual(['forgetful@example.com']);
    expect(mailSubject(mail!.raw)).toBe('Reset your Tawzeef password | إعادة تعيين كلمة مرور توظيف');
    expect(decodeMail(mail!.raw)).toContain('http://app.tawzeef.test/reset-password?token=');
    const token = tokenFrom(mail!.raw);

    const weak = await new Client(server).post('/api/auth/reset-password', { token, password: 'nadia123' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 'AUTH.WEAK_PASSWORD', errors: [{ path: 'password' }] });
    const reset = await new Client(server).post('/api/auth/reset-password', { token, password: 'brand new pass' });
    expect(reset.status).toBe(204);
    expect((await browser.get('/api/users/me')).status).toBe(401);
    const anon = new Client(server);
    expect(
      (await anon.post('/api/auth/login', { email: 'forgetful@example.com', password: 'old password 1' })).status,
    ).toBe(401);
    expect(
      (await anon.post('/api/auth/login', { email: 'forgetful@example.com', password: 'brand new pass' })).status,
    ).toBe(200);

    const again = await new Client(server).post('/api/auth/reset-password', { token, password: 'third password' });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      code: 'AUTH.RESET_TOKEN_INVALID',
      detail: 'This password reset link is invalid or has already been used.',
    });
  });

  it('says the same for an unknown address and sends nothing', async () => {
    const before = smtp.mails.length;
    const reply = await new Client(server).post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ status: 'sent' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.length).toBe(before);
  });

  it('refuses an expired link and a forged one', async () => {
    await new Client(server).signup({ email: 'slow@example.com' });
    const before = smtp.mails.length;
    await new Client(server).post('/api/auth/forgot-password', { email: 'slow@example.com' });
    const token = tokenFrom((await smtp.next(before + 1))!.raw);
    clock.offsetMs = 61 * 60_000;
    try {
      const expired = await new Client(server).post('/api/auth/reset-password', { token, password: 'too late now' });
      expect(expired.status).toBe(422);
      expect(expired.body).toMatchObject({
        code: 'AUTH.RESET_TOKEN_EXPIRED',
        detail: 'This password reset link has expired.',
      });
    } finally {
      clock.offsetMs = 0;
    }
    const forged = await new Client(server).post('/api/auth/reset-password', {
      token: `${token.split('.')[0]}.${'A'.repeat(43)}`,
      password: 'forged password',
    });
    expect(forged.status).toBe(422);
    expect(forged.body.code).toBe('AUTH.RESET_TOKEN_INVALID');
  });

  it('rate limits reset requests per address', async () => {
    await new Client(server).signup({ email: 'spammed@example.com' });
    const anon = new Client(server);
    for (let i = 0; i < 5; i++) {
      expect((await anon.post('/api/auth/forgot-password', { email: 'spammed@example.com' })).status).toBe(202);
    }
    const blocked = await anon.post('/api/auth/forgot-password', { email: 'spammed@example.com' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
