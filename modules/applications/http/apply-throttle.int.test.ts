import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { Client, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { cvForm, cvPdf } from '../../../web/api/src/test-applications.ts';
import { currentNoticeVersions } from '@tawzeef/privacy';

// Each loopback address (127.0.0.x) is another client IP to the server.
let server: TestServer;
let cvDir: string;
let jobId: string;

const fields = (email: string) => ({
  jobId,
  fullName: 'Lina Haddad',
  email,
  countryCode: '+962',
  phone: '791 234 567',
  acceptedNotices: JSON.stringify(currentNoticeVersions),
});

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-apply-throttle-'));
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: cvDir,
      TEMPORAL_TASK_QUEUE: `test-apply-throttle-${randomUUID()}`,
      APPLY_MAX_PER_IP: '3',
      LOG_LEVEL: 'warn',
      INTERVIEW_AGENT: 'off',
    },
  });
  const { owner } = await companyOwner(server, 'owner.throttle@example.com');
  jobId = (await createJob(owner, { title: 'Support Engineer' })).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

describe('anonymous applications per address', () => {
  it('answers 429 with Retry-After once an address used its share, before reading the upload', async () => {
    const visitor = new Client(server, '127.0.0.2');
    for (let i = 0; i < 3; i++) {
      const applied = await visitor.post(
        '/api/applications/anonymous',
        cvForm(cvPdf, 'cv.pdf', fields(`v${i}@example.com`)),
      );
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    }

    // 9 MB of zeros: had the body been read first, this would be a 415 (not a PDF).
    const big = new Uint8Array(9 * 1024 * 1024);
    const refused = await visitor.post('/api/applications/anonymous', cvForm(big, 'cv.pdf', fields('v3@example.com')));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'APPLICATION.RATE_LIMITED' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body.detail).toBe(`Too many applications from your address. Try again in ${retryAfter} seconds.`);

    const arabic = await visitor.call(
      'POST',
      '/api/applications/anonymous',
      cvForm(cvPdf, 'cv.pdf', fields('v4@example.com')),
      { headers: { 'accept-language': 'ar' } },
    );
    expect(arabic.status).toBe(429);
    expect(arabic.body.detail).toMatch(/^طلبات كثيرة جدًا من عنوانك/);

    // Another address still applies, and a signed-in candidate at the busy one answers for their account.
    const other = await new Client(server, '127.0.0.3').post(
      '/api/applications/anonymous',
      cvForm(cvPdf, 'cv.pdf', fields('other@example.com')),
    );
    expect(other.status).toBe(201);
    const candidate = new Client(server, '127.0.0.2');
    await candidate.signup({ email: 'signed.in@example.com', userType: 'CANDIDATE', name: 'Sami Signed' });
    const signedIn = await candidate.post('/api/applications', cvForm(cvPdf, 'cv.pdf', { jobId }));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(201);
  });
});
