import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { seedApplication } from '../../../web/api/src/test-company-applications.ts';
import { companyOwner, type Client } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { eventually } from '../../../web/api/src/test-providers.ts';

// A real SMTP server that refuses its first message for good (550) and takes the next: the message is FAILED with the
// reason, Retry queues it again, and it then arrives.
let refusals = 1;
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, done) {
    if (refusals > 0) {
      refusals--;
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      return done(error);
    }
    done();
  },
  onData(stream, _session, done) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      received.push(raw);
      done();
    });
  },
});

let server: TestServer;
let owner: Client;
let other: Client;
let applicationId: string;
let cvDir: string;

beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-retry-'));
  server = await startTestServer({
    startWorkflows: false,
    env: {
      CV_STORAGE_DIR: cvDir,
      TEMPORAL_TASK_QUEUE: `test-retry-${randomUUID()}`,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    },
  });
  server.container.get(TOKENS.TemporalWorker).start();
  ({ owner } = await companyOwner(server, 'owner.retry@example.com'));
  ({ owner: other } = await companyOwner(server, 'owner.retry-other@example.com'));
  const jobId = (await createJob(owner, { title: 'Backend Developer' })).id;
  applicationId = (
    await seedApplication(server, {
      jobId,
      jobTitle: 'Backend Developer',
      firstName: 'Sara',
      lastName: 'Haddad',
      email: 'sara.retry@example.com',
      status: 'SUBMITTED',
      priority: 'medium',
      analysis: 'PENDING',
      score: null,
      skills: [],
    })
  ).id;
  const head = await server.container.get(TOKENS.EventStore).headPosition();
  await server.container.get(TOKENS.ProjectionRunner).waitForPosition('all', head, 20_000);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  if (cvDir) rmSync(cvDir, { recursive: true, force: true });
});

const one = async (client: Client, id: string) => (await client.get(`/api/communications/${id}`)).body;

describe('POST /api/communications/{id}/retry', () => {
  it('a refused e-mail is FAILED with the reason; Retry queues it again and it arrives', async () => {
    const sent = await owner.post('/api/communications', {
      type: 'EMAIL',
      applicationId,
      subject: 'Your interview',
      content: 'See you Monday.',
    });
    expect(sent.status).toBe(201);
    const id = sent.body.id as string;
    const failed = await eventually(
      () => one(owner, id),
      (b) => b.status === 'FAILED',
    );
    expect(failed).toMatchObject({
      pending: false,
      canRetry: true,
      failureReason: { code: 'PROVIDER.REJECTED', message: 'The mail server refused the message (550).' },
    });
    expect(received).toHaveLength(0);

    const elsewhere = await other.post(`/api/communications/${id}/retry`, {});
    expect(elsewhere.status).toBe(404);

    const retried = await owner.post(`/api/communications/${id}/retry`, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.failureReason).toBeNull();
    const after = await eventually(
      () => one(owner, id),
      (b) => b.status === 'SENT' && b.pending === false,
    );
    expect(after).toMatchObject({ canRetry: false, failureReason: null, failedAt: null });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('See you Monday.');

    const again = await owner.post(`/api/communications/${id}/retry`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('COMMUNICATION.ALREADY_SENT');
  });

  it('a logged call is not sent again', async () => {
    const call = await owner.post('/api/communications', {
      type: 'PHONE',
      applicationId,
      direction: 'OUTBOUND',
      outcome: 'WRONG_NUMBER',
      durationSeconds: 10,
    });
    expect(call.body).toMatchObject({ status: 'FAILED', canRetry: false });
    const retried = await owner.post(`/api/communications/${call.body.id}/retry`, {});
    expect(retried.status).toBe(422);
    expect(retried.body.code).toBe('COMMUNICATION.NOT_RETRYABLE');
  });
});
