import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client } from '../../../web/api/src/test-client.ts';
import { cvForm, cvPdf, encryptedPdf, eventually, uploadCv } from '../../../web/api/src/test-applications.ts';

let server: TestServer;
let cvDir: string;

const candidate = async (email: string) => {
  const client = new Client(server);
  await client.signup({ email, userType: 'CANDIDATE', name: 'Sara Ali' });
  return client;
};

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-cvs-'));
  server = await startTestServer({
    env: { CV_STORAGE_DIR: cvDir, TEMPORAL_TASK_QUEUE: `test-cvs-${randomUUID()}`, LOG_LEVEL: 'warn' },
  });
  server.container.get(TOKENS.TemporalWorker).start();
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

describe('the CV manager', () => {
  it('uploads a PDF, activates the first one and reads it in the background to PROCESSED', async () => {
    const sara = await candidate('sara.cv@example.com');
    const cv = await uploadCv(sara, 'Sara CV.pdf');
    expect(cv).toMatchObject({ isActive: true, fileName: 'Sara CV.pdf', mimeType: 'application/pdf' });
    expect(['UPLOADED', 'PROCESSING', 'PROCESSED']).toContain(cv.status);
    const read = await eventually(
      () => sara.get(`/api/candidate/cvs/${cv.id}`),
      (r) => r.body.status === 'PROCESSED' || r.body.status === 'ERROR',
    );
    expect(read.body.status).toBe('PROCESSED');
    expect(read.body.processedAt).toEqual(expect.any(String));
  }, 90_000);

  it('refuses a file named .pdf that is not a PDF, with the spec message', async () => {
    const sara = await candidate('sara.notpdf@example.com');
    const reply = await sara.post('/api/candidate/upload-cv', cvForm(Buffer.from('I am not a PDF at all'), 'cv.pdf'));
    expect(reply.status).toBe(415);
    expect(reply.body).toMatchObject({
      code: 'CV.UNSUPPORTED_MEDIA_TYPE',
      detail: 'Please upload only PDF files for your CV.',
    });
    expect((await sara.get('/api/candidate/cvs')).body).toEqual([]);
  });

  it('refuses an encrypted PDF', async () => {
    const sara = await candidate('sara.encrypted@example.com');
    const reply = await sara.post('/api/candidate/upload-cv', cvForm(encryptedPdf, 'locked.pdf'));
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('CV.ENCRYPTED');
  });

  it('answers 413 with the spec message for an 11 MB upload, declared or streamed', async () => {
    const sara = await candidate('sara.large@example.com');
    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.write('%PDF-1.4\n');
    const declared = await sara.post('/api/candidate/upload-cv', cvForm(big, 'big.pdf'));
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ code: 'CV.TOO_LARGE', detail: 'Please upload a CV file smaller than 10MB.' });

    // No Content-Length: the limit is enforced on the streamed file itself.
    const boundary = 'tawzeefboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunks = [head, big, tail];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    });
    const headers = new Headers({ 'content-type': `multipart/form-data; boundary=${boundary}` });
    headers.set('cookie', [...sara.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    headers.set('x-csrf-token', decodeURIComponent(sara.cookies.get('tawzeef_csrf') ?? ''));
    const streamed = await server.get('/api/candidate/upload-cv', {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ code: 'CV.TOO_LARGE' });
    expect((await sara.get('/api/candidate/cvs')).body).toEqual([]);
  });

  it('keeps a single active CV, deletes, and lists newest first', async () => {
    const sara = await candidate('sara.two@example.com');
    const first = await uploadCv(sara, 'first.pdf');
    const second = await uploadCv(sara, 'second.pdf');
    expect(second.isActive).toBe(false);
    const activated = await sara.call('PATCH', `/api/candidate/cvs/${second.id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.body.isActive).toBe(true);
    const list = (await sara.get('/api/candidate/cvs')).body as { id: string; isActive: boolean }[];
    expect(list.map((c) => [c.id, c.isActive])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await sara.call('DELETE', `/api/candidate/cvs/${first.id}`)).status).toBe(200);
    expect(((await sara.get('/api/candidate/cvs')).body as { id: string }[]).map((c) => c.id)).toEqual([second.id]);
    expect((await sara.call('DELETE', `/api/candidate/cvs/${first.id}`)).status).toBe(404);
  });

  it('serves the file to its owner only', async () => {
    const sara = await candidate('sara.owner@example.com');
    const cv = await uploadCv(sara);
    const own = await server.get(`/api/candidate/cvs/${cv.id}/download`, {
      headers: { cookie: [...sara.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await own.arrayBuffer()).equals(cvPdf)).toBe(true);

    const stranger = await candidate('stranger@example.com');
    expect((await stranger.get(`/api/candidate/cvs/${cv.id}/download`)).status).toBe(404);
    expect((await stranger.get(`/api/candidate/cvs/${cv.id}`)).status).toBe(404);
    expect((await stranger.call('PATCH', `/api/candidate/cvs/${cv.id}/activate`)).status).toBe(404);
    expect((await new Client(server).get(`/api/candidate/cvs/${cv.id}/download`)).status).toBe(401);
    const company = new Client(server);
    await company.signup({ email: 'recruiter.cv@example.com' });
    expect((await company.get(`/api/candidate/cvs/${cv.id}/download`)).status).toBe(403);
  });
});
