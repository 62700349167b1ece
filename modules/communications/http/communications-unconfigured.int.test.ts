import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../web/api/src/test-server.ts';
import { companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { seedApplication } from '../../../web/api/src/test-company-applications.ts';
import { postWhatsApp, whatsappNotification } from '../../../web/api/src/test-providers.ts';
import { projected, seed } from '../../../web/api/src/test-communications.ts';

// An API without SMTP, WhatsApp or SMS settings: the test starts it itself.
let cvDir: string;

beforeAll(() => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-communications-'));
});

afterAll(() => {
  if (cvDir) rmSync(cvDir, { recursive: true, force: true });
});

describe('an unconfigured channel', () => {
  it('stores the message as FAILED with the reason, never lost', async () => {
    const bare = await startTestServer({
      env: { LOG_LEVEL: 'warn', CV_STORAGE_DIR: cvDir, TEMPORAL_TASK_QUEUE: `test-bare-${randomUUID()}` },
    });
    try {
      const { owner: boss } = await companyOwner(bare, 'owner.bare@example.com');
      const job = (await createJob(boss, { title: 'Nurse' })).id;
      const app = (await seedApplication(bare, seed(job, 'Lina', 'Nurse'))).id;
      await projected(bare);
      for (const [type, missing] of [
        ['EMAIL', 'SMTP_URL'],
        ['WHATSAPP', 'WHATSAPP_TOKEN'],
        ['SMS', 'SMS_ACCOUNT_SID'],
      ] as const) {
        const sent = await boss.post('/api/communications', { type, applicationId: app, content: 'Hello' });
        expect(sent.status).toBe(201);
        expect(sent.body).toMatchObject({
          status: 'FAILED',
          pending: false,
          failureReason: { code: 'CHANNEL.NOT_CONFIGURED' },
        });
        expect(sent.body.failureReason.message).toContain(missing);
        expect((await boss.get(`/api/communications/${sent.body.id}`)).body.status).toBe('FAILED');
      }
      expect((await boss.get('/api/communications/stats')).body.byStatus.FAILED).toBe(3);
      const unsigned = await postWhatsApp(bare.url, whatsappNotification('1', {}), 'anything');
      expect(unsigned.status).toBe(401);
    } finally {
      await bare.close();
    }
  }, 60_000);
});
