import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ERASED } from '@tawzeef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyOwner, decodeMail, startMailCatcher } from '../../../web/api/src/test-client.ts';
import { cvForm, cvPdf, eventually, uploadCv } from '../../../web/api/src/test-applications.ts';
import { anonymousFields, candidate } from '../../../web/api/src/test-apply.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';

// The right to erasure through the HTTP routes: the signed-in candidate's (password asked again) and the anonymous
// applicant's (the e-mailed link, spent once used). The company keeps its counts; the person reads as erased.
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let cvDir: string;
let owner: Client;
let jobId: string;
const clock = { offsetMs: 0 };

const applicantsOf = async () => (await owner.get(`/api/company/jobs/${jobId}`)).body.applicants as number;
const companyView = (id: string) => owner.get(`/api/company/applications/${id}`);
const tokenIn = (raw: string) => {
  const match = /\/my-data\?token=([^\s"<&]+)/u.exec(decodeMail(raw));
  if (!match) throw new Error(`no link in:\n${raw}`);
  return match[1]!;
};

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-erasure-http-'));
  smtp = await startMailCatcher();
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: cvDir,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://app.tawzeef.test',
      TEMPORAL_TASK_QUEUE: `test-erasure-http-${randomUUID()}`,
      LOG_LEVEL: 'warn',
    },
    configure: (c) => c.rebind(TOKENS.Clock).toConstantValue(() => new Date(Date.now() + clock.offsetMs)),
  });
  ({ owner } = await companyOwner(server, 'owner.erasure-http@example.com'));
  jobId = (await createJob(owner, { title: 'Data Analyst' })).id;
}, 90_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

describe('a signed-in candidate erases their account', () => {
  it('refuses without a session, without the confirmation and with a wrong password, erasing nothing', async () => {
    const stranger = await new Client(server).post('/api/candidate/erasure', { password: 'x', confirm: true });
    expect(stranger.status).toBe(401);

    const rami = await candidate(server, 'rami.erasure@example.com');
    const unconfirmed = await rami.post('/api/candidate/erasure', { password: 'correct horse battery' });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.code).toBe('ERASURE.NOT_CONFIRMED');

    const wrong = await rami.call(
      'POST',
      '/api/candidate/erasure',
      { password: 'not my password', confirm: true },
      { headers: { 'Accept-Language': 'ar' } },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('ERASURE.PASSWORD_INCORRECT');
    expect(wrong.body.detail).toBe('كلمة المرور غير صحيحة. لم يُمسح شيء.');
    expect((await rami.get('/api/users/me')).status).toBe(200);
  });

  it('throttles wrong passwords like a sign-in, with the 429 its API description lists', async () => {
    const nadia = await candidate(server, 'nadia.erasure-throttle@example.com');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12 && !statuses.includes(429); attempt++)
      statuses.push((await nadia.post('/api/candidate/erasure', { password: 'wrong', confirm: true })).status);
    expect(statuses.at(-1)).toBe(429);
    const document = (await new Client(server).get('/api/openapi.json')).body as {
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
    };
    expect(Object.keys(document.paths['/api/candidate/erasure']!.post!.responses)).toContain('429');
  });

  it('erases with the password: signed out, the application stays counted and reads as erased', async () => {
    const omar = await candidate(server, 'omar.erasure@example.com');
    const cv = await uploadCv(omar, 'Omar CV.pdf');
    const applied = await omar.post('/api/applications', { jobId, cvId: cv.id });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const applicationId = applied.body.id as string;
    await eventually(
      () => companyView(applicationId),
      (r) => r.status === 200,
    );
    const before = await applicantsOf();

    // The same session, kept aside: the erasure must end it on the server, not only clear the browser's cookie.
    const kept = new Client(server);
    for (const [name, value] of omar.cookies) kept.cookies.set(name, value);
    const erased = await omar.post('/api/candidate/erasure', { password: 'correct horse battery', confirm: true });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.headers.get('set-cookie')).toMatch(/tawzeef_session=;/u);
    expect((await kept.get('/api/users/me')).status).toBe(401);
    const signIn = await new Client(server).post('/api/auth/login', {
      email: 'omar.erasure@example.com',
      password: 'correct horse battery',
    });
    expect(signIn.status).not.toBe(200);

    const seen = await eventually(
      () => companyView(applicationId),
      (r) => r.body.candidate?.email === ERASED,
    );
    expect(seen.body.status).toBe('SUBMITTED');
    expect(JSON.stringify(seen.body)).not.toContain('omar.erasure@example.com');
    expect(await applicantsOf()).toBe(before);
  }, 90_000);
});

describe('an anonymous applicant erases through the e-mailed link', () => {
  let applicationId: string;
  let token: string;

  beforeAll(async () => {
    const applied = await new Client(server).post(
      '/api/applications/anonymous',
      cvForm(cvPdf, 'Lina CV.pdf', anonymousFields(jobId, { email: 'lina.erasure@example.com' })),
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    applicationId = applied.body.id as string;
    await eventually(
      () => companyView(applicationId),
      (r) => r.status === 200,
    );
    const before = smtp.mails.length;
    const asked = await new Client(server).post('/api/privacy/data-export/request', {
      email: 'lina.erasure@example.com',
      applicationId,
    });
    expect(asked.status).toBe(202);
    token = tokenIn((await smtp.next(before + 1))!.raw);
  }, 90_000);

  it('opens the page, the PDF and the archive; refuses a forged or expired link', async () => {
    const link = await new Client(server).get(`/api/privacy/data-export/link?token=${token}`);
    expect(link.status).toBe(200);
    expect(link.body).toEqual({ jobTitle: 'Data Analyst', companyName: expect.any(String) });
    const pdf = await server.get(`/api/privacy/data-export/pdf?token=${token}&lang=ar`);
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');

    const forged = token.replace(/^(.)/u, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await new Client(server).get(`/api/privacy/data-export/link?token=${forged}`)).status).toBe(404);
    expect(
      (await new Client(server).post('/api/privacy/data-export/erase', { token: forged, confirm: true })).status,
    ).toBe(404);
    clock.offsetMs = 25 * 60 * 60 * 1000;
    try {
      const expired = await new Client(server).post('/api/privacy/data-export/erase', { token, confirm: true });
      expect(expired.status).toBe(404);
      expect(expired.body.code).toBe('DATA_EXPORT.LINK_INVALID');
    } finally {
      clock.offsetMs = 0;
    }
    expect((await companyView(applicationId)).body.candidate?.email).toBe('lina.erasure@example.com');
  });

  it('erases once: the company keeps the application as erased, and the link then opens nothing', async () => {
    const before = await applicantsOf();
    const unconfirmed = await new Client(server).post('/api/privacy/data-export/erase', { token });
    expect(unconfirmed.status).toBe(400);
    const erased = await new Client(server).post('/api/privacy/data-export/erase', { token, confirm: true });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);

    const again = await new Client(server).post('/api/privacy/data-export/erase', { token, confirm: true });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('DATA_EXPORT.LINK_ALREADY_USED');
    expect((await server.get(`/api/privacy/data-export/download?token=${token}`)).status).toBe(409);
    expect((await new Client(server).get(`/api/privacy/data-export/link?token=${token}`)).status).toBe(409);

    const seen = await eventually(
      () => companyView(applicationId),
      (r) => r.body.candidate?.email === ERASED,
    );
    expect(JSON.stringify(seen.body)).not.toContain('lina.erasure@example.com');
    expect(await applicantsOf()).toBe(before);
  }, 90_000);

  it('limits link requests per e-mail address', async () => {
    const ask = () =>
      new Client(server).post('/api/privacy/data-export/request', {
        email: 'many.requests@example.com',
        applicationId: randomUUID(),
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await ask()).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
