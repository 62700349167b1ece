import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { eventually, uploadCv } from '../../../web/api/src/test-applications.ts';
import { Client } from '../../../web/api/src/test-client.ts';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tawzeef-resume-'));
  server = await startTestServer({ env: { CV_STORAGE_DIR: dir, LOG_LEVEL: 'warn' } });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the candidate profile's resume", () => {
  it('names the active CV as the resume, and counts it in the completeness', async () => {
    const sara = new Client(server);
    await sara.signup({ email: 'resume@example.com', userType: 'CANDIDATE', name: 'Sara Nasser' });
    const before = await sara.get('/api/candidate/profile');
    expect(before.body.resumeUrl).toBeNull();
    expect(before.body.completeness.checks.resume).toBe(false);

    const cv = await uploadCv(sara, 'Sara-CV.pdf');
    const profile = await eventually(
      () => sara.get('/api/candidate/profile'),
      (r) => r.body.resumeUrl !== null,
    );
    expect(profile.body.resumeUrl).toBe(`/api/candidate/cvs/${cv.id}/download`);
    expect(profile.body.resumeFileName).toBe('Sara-CV.pdf');
    expect(profile.body.completeness.checks.resume).toBe(true);
  }, 90_000);
});
