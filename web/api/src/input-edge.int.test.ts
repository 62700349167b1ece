import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';
import { Client, companyForm, companyOwner } from './test-client.ts';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { TEMPORAL_TASK_QUEUE: `test-edge-${randomUUID()}`, LOG_LEVEL: 'warn', INTERVIEW_AGENT: 'off' },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const boundary = 'xx';
/** A form whose file part never ends: busboy's "Unexpected end of form". */
const unterminated = (field: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\n\r\n%PDF-1.4 garbage`;

async function candidate() {
  const client = new Client(server);
  await client.signup({ email: `edge.${randomUUID()}@example.com`, userType: 'CANDIDATE', name: 'Sara Ali' });
  return client;
}

async function rawPost(client: Client | undefined, path: string, body: string, contentType: string) {
  const headers = new Headers({ 'content-type': contentType });
  if (client) {
    headers.set('cookie', [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    headers.set('x-csrf-token', decodeURIComponent(client.cookies.get('tawzeef_csrf') ?? ''));
  }
  const response = await server.get(path, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as { code: string; detail: string } };
}

const stillServing = async () => expect((await server.get('/api/openapi.json')).status).toBe(200);

describe('upload bodies cut short', () => {
  const endpoints: { path: string; field: string; as: 'anonymous' | 'candidate' | 'owner' }[] = [
    { path: '/api/applications/anonymous', field: 'cv', as: 'anonymous' },
    { path: '/api/jobfit/upload-cv', field: 'cv', as: 'anonymous' },
    { path: '/api/applications', field: 'cv', as: 'candidate' },
    { path: '/api/candidate/upload-cv', field: 'cv', as: 'candidate' },
    { path: '/api/auth/upload-avatar', field: 'avatar', as: 'candidate' },
    { path: '/api/company/upload-logo', field: 'logo', as: 'owner' },
  ];

  it.each(endpoints)('$path answers a 400 and the API keeps serving', async ({ path, field, as }) => {
    const client =
      as === 'candidate'
        ? await candidate()
        : as === 'owner'
          ? (await companyOwner(server, `edge.owner.${randomUUID()}@example.com`)).owner
          : undefined;
    for (const name of [field, 'other']) {
      const reply = await rawPost(client, path, unterminated(name), `multipart/form-data; boundary=${boundary}`);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toMatch(/^UPLOAD\./);
    }
    await stillServing();
  });

  it('refuses a form with too many fields before its file with a 413', async () => {
    const fields = Array.from(
      { length: 200 },
      (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    ).join('');
    const body = `${fields}--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`;
    const reply = await rawPost(undefined, '/api/jobfit/upload-cv', body, `multipart/form-data; boundary=${boundary}`);
    expect(reply.status).toBe(413);
    await stillServing();
  });
});

describe('control characters at the edge', () => {
  it('refuses NUL in a sign-up name with a 400 naming the field, and leaves the address free', async () => {
    const email = `nul.${randomUUID()}@example.com`;
    const client = new Client(server);
    const refused = await client.post('/api/auth/signup', {
      email,
      name: 'N\u0000ul',
      password: 'correct horse battery',
      userType: 'CANDIDATE',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'REQUEST.CONTROL_CHARACTER', errors: [{ path: 'name' }] });
    await client.signup({ email, userType: 'CANDIDATE', name: 'Nul Free' });
  });

  it('refuses control characters in multipart fields, query strings and JSON inside them', async () => {
    const form = new FormData();
    form.append('fullName', 'Sara\u0007 Ali');
    form.append('cv', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
    const multipart = await new Client(server).post('/api/applications/anonymous', form);
    expect(multipart.status).toBe(400);
    expect(multipart.body.errors).toEqual([expect.objectContaining({ path: 'fullName' })]);

    const search = await server.get('/api/jobs?search=%00');
    expect(search.status).toBe(400);
    const { owner } = await companyOwner(server, `nul.owner.${randomUUID()}@example.com`);
    const filter = await owner.get(`/api/company/applications?filter=${encodeURIComponent('{"q":"\\u0000"}')}`);
    expect(filter.status).toBe(400);
    expect(filter.body.errors).toEqual([expect.objectContaining({ path: 'filter.q' })]);
    await stillServing();
  });

  it('gives a multipart field without a name the empty path, as its documented problem says (found by the fuzzer)', async () => {
    const body = `--${boundary}\r\nContent-Disposition: form-data; name=""\r\n\r\n\u0002\r\n--${boundary}--\r\n`;
    const reply = await rawPost(undefined, '/api/jobfit/upload-cv', body, `multipart/form-data; boundary=${boundary}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errors: [{ path: '', code: 'control_character' }] });
  });

  it('refuses a body nested past any form of the API with a 400, not a 500', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const headers = { 'content-type': 'application/json' };
    const reply = await server.get('/api/auth/signup', { method: 'POST', headers, body: deep });
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { code: string }).code).toBe('REQUEST.TOO_DEEP');
    await stillServing();
  });

  it('keeps line breaks and tabs in long texts, and drops bidi overrides from one-line names', async () => {
    const client = new Client(server);
    const signedUp = await client.signup({
      email: `bidi.${randomUUID()}@example.com`,
      userType: 'CANDIDATE',
      name: 'Sara \u202egnp.exe',
    });
    expect(signedUp.user.name).toBe('Sara gnp.exe');

    const { owner } = await companyOwner(server, `long.text.${randomUUID()}@example.com`);
    const description = 'We build things.\n\tIn Amman \u202eand\u202c Doha.';
    const updated = await owner.put('/api/company/me/company', { ...companyForm, description });
    expect(updated.status).toBe(200);
    expect(updated.body.description).toBe(description);
  });
});

describe('behind a trusted proxy', () => {
  it('sets Secure on the session cookie when the proxy says the client used HTTPS', async () => {
    const proxied = await startTestServer({
      env: { TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn', INTERVIEW_AGENT: 'off' },
    });
    try {
      const email = `proxy.${randomUUID()}@example.com`;
      const headers = { 'content-type': 'application/json', 'x-forwarded-proto': 'https' };
      const body = JSON.stringify({
        email,
        password: 'correct horse battery',
        name: 'Pro Xy',
        userType: 'CANDIDATE',
        acceptedNotices: currentNoticeVersions,
      });
      const viaProxy = await proxied.get('/api/auth/signup', { method: 'POST', headers, body });
      expect(viaProxy.status).toBe(201);
      expect(viaProxy.headers.getSetCookie().every((cookie) => /;\s*Secure/i.test(cookie))).toBe(true);
      // The same header straight from a client is not believed where no proxy is trusted.
      const direct = await server.get('/api/auth/signup', {
        method: 'POST',
        headers,
        body: body.replace(email, `direct.${email}`),
      });
      expect(direct.headers.getSetCookie().some((cookie) => /;\s*Secure/i.test(cookie))).toBe(false);
    } finally {
      await proxied.close();
    }
  }, 60_000);
});
