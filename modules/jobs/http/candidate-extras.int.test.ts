import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { cvForm, cvPdf } from '../../../web/api/src/test-applications.ts';
import { Client, png } from '../../../web/api/src/test-client.ts';
import { currentNoticeVersions, noticeNotAcceptedMessages } from '@tawzeef/privacy';

let server: TestServer;
let uploadsDir: string;
let cvDir: string;
let db: pg.Pool;
let outside: Server;
let outsideHits = 0;
let outsideUrl: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'tawzeef-uploads-'));
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-cvs-'));
  // A host the proxy must never call: any request to it would be a server-side request forgery.
  outside = createServer((_req, res) => {
    outsideHits++;
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  server = await startTestServer({
    env: {
      UPLOADS_DIR: uploadsDir,
      CV_STORAGE_DIR: cvDir,
      JOBFIT_MAX_PER_IP: '6',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://tawzeef.example',
    },
  });
  db = new pg.Pool({ connectionString: server.databaseUrl, max: 1 });
}, 60_000);

afterAll(async () => {
  await db?.end();
  await server?.close();
  await new Promise((resolve) => outside?.close(resolve));
  rmSync(uploadsDir, { recursive: true, force: true });
  rmSync(cvDir, { recursive: true, force: true });
});

const proxy = (url: string) => server.get(`/api/proxy-image?url=${encodeURIComponent(url)}`);

describe('GET /api/proxy-image', () => {
  it("serves the platform's own upload by its URL, by its path and by its name", async () => {
    const sara = new Client(server);
    await sara.signup({ email: 'sara.avatar@example.com', userType: 'CANDIDATE', name: 'Sara Ali' });
    const form = new FormData();
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    const uploaded = await sara.post('/api/auth/upload-avatar', form);
    expect(uploaded.status).toBe(200);
    const avatarUrl = uploaded.body.avatarUrl as string;
    const name = avatarUrl.split('/').pop()!;
    for (const url of [avatarUrl, name, `https://tawzeef.example${avatarUrl}`]) {
      const reply = await proxy(url);
      expect(reply.status, url).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await reply.arrayBuffer()).subarray(0, 8)).toEqual(png.subarray(0, 8));
    }
  });

  it('refuses external URLs without calling them', async () => {
    for (const url of [
      `${outsideUrl}/logo.png`,
      `${outsideUrl}/api/uploads/${'a'.repeat(32)}.png`,
      'http://169.254.169.254/latest/meta-data/',
      `//127.0.0.1:${new URL(outsideUrl).port}/x.png`,
      `https://tawzeef.example@127.0.0.1:${new URL(outsideUrl).port}/api/uploads/${'a'.repeat(32)}.png`,
    ]) {
      const reply = await proxy(url);
      expect(reply.status, url).toBe(400);
      expect(await reply.json()).toMatchObject({ code: 'PROXY_IMAGE.NOT_ALLOWED' });
    }
    expect(outsideHits).toBe(0);
  });

  it('refuses traversal, encoded tricks and other paths', async () => {
    for (const url of [
      '/api/uploads/../../../../etc/passwd',
      '/api/uploads/..%2f..%2f..%2fetc%2fpasswd',
      '../config.ts',
      '/api/candidate/cvs',
      'file:///etc/passwd',
    ]) {
      expect((await proxy(url)).status, url).toBe(400);
    }
    expect((await server.get('/api/proxy-image')).status).toBe(400);
    expect((await server.get('/api/proxy-image?url=a&url=b')).status).toBe(400);
  });

  it('answers 404 for a well-formed name that was never stored', async () => {
    const reply = await proxy(`/api/uploads/${'b'.repeat(32)}.png`);
    expect(reply.status).toBe(404);
  });
});

describe('POST /api/jobfit/upload-cv (the landing-page teaser)', () => {
  const teaser = (form: FormData) => new Client(server).post('/api/jobfit/upload-cv', form);

  it('reads a real PDF and answers what the teaser shows, keeping no file and no event', async () => {
    const events = async () => Number((await db.query('SELECT count(*) AS n FROM emt_messages')).rows[0].n);
    const before = await events();
    const reply = await teaser(cvForm(cvPdf, 'cv.pdf', { acceptedNotices: JSON.stringify(currentNoticeVersions) }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({
      firstName: 'Ahmad',
      phone: '+962789568337',
      email: 'ahmad.haddad0@gmail.com',
      currentJobTitle: 'Senior Backend Engineer',
      totalExperience: expect.any(Number),
      skills: expect.arrayContaining(['Node.js', 'TypeScript', 'PostgreSQL']),
      keySkills: expect.any(Array),
    });
    expect(reply.body.keySkills).toEqual(reply.body.skills.slice(0, 3));
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(await events()).toBe(before);
    expect(readdirSync(cvDir)).toEqual([]);
  });

  it('refuses to read a CV unless the current notices were accepted, in the reader’s language', async () => {
    const without = await teaser(cvForm(cvPdf, 'cv.pdf'));
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({
      code: 'PRIVACY.NOTICE_NOT_ACCEPTED',
      errors: [{ path: 'acceptedNotices', code: 'PRIVACY.NOTICE_NOT_ACCEPTED' }],
    });
    const stale = JSON.stringify({ ...currentNoticeVersions, aiUse: '2020-01-01' });
    const arabic = await new Client(server).post(
      '/api/jobfit/upload-cv?lang=ar',
      cvForm(cvPdf, 'cv.pdf', { acceptedNotices: stale }),
    );
    expect(arabic.status).toBe(400);
    expect(arabic.body.detail).toBe(noticeNotAcceptedMessages.ar);
  });

  it('refuses a file named .pdf that is not a PDF, and a form without a file', async () => {
    const reply = await teaser(cvForm(Buffer.from('I am not a PDF at all'), 'cv.pdf'));
    expect(reply.status).toBe(415);
    expect(reply.body).toMatchObject({
      code: 'CV.UNSUPPORTED_MEDIA_TYPE',
      detail: 'Please upload only PDF files for your CV.',
    });
    const empty = new FormData();
    empty.append('name', 'x');
    expect((await teaser(empty)).status).toBe(400);
  });

  it('limits uploads per client IP with 429 and Retry-After', async () => {
    // Five calls above counted already; the limit is 6 per window in this server.
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof teaser>> | undefined;
    for (let i = 0; i < 3; i++) {
      last = await teaser(cvForm(Buffer.from('not a pdf'), 'cv.pdf'));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([415, 429, 429]);
    expect(last!.body).toMatchObject({ code: 'JOBFIT.RATE_LIMITED' });
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
