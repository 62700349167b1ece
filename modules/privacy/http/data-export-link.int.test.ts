import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyOwner, decodeMail, startMailCatcher } from '../../../web/api/src/test-client.ts';
import { cvForm, cvPdf, eventually } from '../../../web/api/src/test-applications.ts';
import { anonymousFields } from '../../../web/api/src/test-apply.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';

// The anonymous applicant's right of access: a link mailed to the application's address, never a hint otherwise.
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let cvDir: string;
let applicationId: string;
const clock = { offsetMs: 0 };

const linkIn = (raw: string) => {
  // The mail opens the app's page (/my-data?token=); the page downloads from this path with the same token.
  const match = /\/my-data\?token=([^\s"<&]+)/u.exec(decodeMail(raw));
  if (!match) throw new Error(`no link in:\n${raw}`);
  return `/api/privacy/data-export/download?token=${match[1]!}`;
};
const download = async (path: string) => {
  const response = await server.get(path);
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
};

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-export-link-'));
  smtp = await startMailCatcher();
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: cvDir,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://app.tawzeef.test',
      TEMPORAL_TASK_QUEUE: `test-export-link-${randomUUID()}`,
      LOG_LEVEL: 'warn',
    },
    configure: (c) => c.rebind(TOKENS.Clock).toConstantValue(() => new Date(Date.now() + clock.offsetMs)),
  });
  const { owner } = await companyOwner(server, 'owner.export-link@example.com');
  const jobId = (await createJob(owner, { title: 'Data Analyst' })).id;
  const applied = await new Client(server).post(
    '/api/applications/anonymous',
    cvForm(cvPdf, 'Lina CV.pdf', anonymousFields(jobId, { email: 'lina.export@example.com' })),
  );
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  applicationId = applied.body.id as string;
  await eventually(
    () => owner.get(`/api/company/applications/${applicationId}`),
    (r) => r.status === 200,
  );
}, 90_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

describe('the anonymous applicant asks for their data by e-mail', () => {
  it('answers the same to a wrong address or an unknown application, and mails nobody', async () => {
    const before = smtp.mails.length;
    const wrong = await new Client(server).post('/api/privacy/data-export/request', {
      email: 'someone.else@example.com',
      applicationId,
    });
    const unknown = await new Client(server).post('/api/privacy/data-export/request', {
      email: 'lina.export@example.com',
      applicationId: randomUUID(),
    });
    const right = await new Client(server).post('/api/privacy/data-export/request', {
      email: ' Lina.Export@Example.com ',
      applicationId,
    });
    expect([wrong.status, unknown.status, right.status]).toEqual([202, 202, 202]);
    expect(wrong.body).toEqual(right.body);
    expect(unknown.body).toEqual(right.body);
    const mail = await smtp.next(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails).toHaveLength(before + 1);
    expect(mail!.to).toEqual(['lina.export@example.com']);

    const link = linkIn(mail!.raw);
    const zip = await download(link);
    expect(zip.status).toBe(200);
    const files = unzipSync(zip.bytes);
    const data = JSON.parse(new TextDecoder().decode(files['data.json']));
    expect(data.applications).toEqual([
      expect.objectContaining({ id: applicationId, job: expect.objectContaining({ title: 'Data Analyst' }) }),
    ]);
    expect(data.applications[0].contact).toMatchObject({ email: 'lina.export@example.com' });
    const cv = Object.keys(files).find((p) => p.startsWith('files/cvs/'));
    expect(cv).toMatch(/Lina_CV\.pdf$/u);
    expect(Buffer.from(files[cv!]!).equals(Buffer.from(cvPdf))).toBe(true);
    expect(new TextDecoder().decode(files['data.pdf']!.subarray(0, 5))).toBe('%PDF-');

    // Altered, then expired: the same 404, no data.
    const altered = link.replace(/token=(.)/u, (_, c: string) => `token=${c === 'A' ? 'B' : 'A'}`);
    expect((await download(altered)).status).toBe(404);
    clock.offsetMs = 25 * 60 * 60 * 1000;
    try {
      expect((await download(link)).status).toBe(404);
    } finally {
      clock.offsetMs = 0;
    }
  }, 60_000);

  it('refuses a request that is not an e-mail and an application id', async () => {
    const reply = await new Client(server).post('/api/privacy/data-export/request', { email: 'nope', applicationId });
    expect(reply.status).toBe(400);
  });
});
