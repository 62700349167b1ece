import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { decodeMail, startMailCatcher } from '../../../web/api/src/test-client.ts';

let server: TestServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

const valid = {
  name: 'Sara Ali',
  email: 'sara@example.com',
  company: 'Acme',
  subject: 'support',
  message: 'Hello, I need help with my account.',
  website: '',
};
const post = (body: unknown) =>
  server.get('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function contactStreams() {
  const store = server.container.get(TOKENS.EventStore);
  const events = await store.readAll({ after: 0n, limit: 10_000 });
  return events.filter((e) => e.streamName.startsWith('contact-'));
}

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({
    env: { SMTP_URL: mail.url, CONTACT_EMAIL: 'inbox@tawzeef.test', CONTACT_MAX_PER_IP: '4', LOG_LEVEL: 'warn' },
    runProjections: false,
  });
});
afterAll(async () => {
  await server?.close();
  await mail?.close();
});

describe('POST /api/contact', () => {
  it('stores the message and delivers it to the contact address', async () => {
    const reply = await post(valid);
    expect(reply.status).toBe(201);
    const body = (await reply.json()) as { id: string; status: string };
    expect(body.status).toBe('RECEIVED');
    const caught = await mail.next(1);
    expect(caught!.to).toEqual(['inbox@tawzeef.test']);
    const text = decodeMail(caught!.raw);
    expect(text).toContain('[Contact/support] Sara Ali');
    expect(text).toContain('Hello, I need help with my account.');
    expect(text).toContain('Company: Acme');
    const events = await contactStreams();
    expect(events.map((e) => [e.streamName, e.type])).toEqual([
      [`contact-${body.id}`, 'ContactMessageReceived'],
      [`contact-${body.id}`, 'ContactMessageDelivered'],
    ]);
    expect(events[0]!.data).toMatchObject({ name: 'Sara Ali', email: 'sara@example.com', subject: 'support' });
  });

  it('answers a filled honeypot as accepted but stores and sends nothing', async () => {
    const before = (await contactStreams()).length;
    const mails = mail.mails.length;
    const reply = await post({ ...valid, website: 'http://spam.example' });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({ status: 'RECEIVED' });
    await new Promise((r) => setTimeout(r, 300));
    expect((await contactStreams()).length).toBe(before);
    expect(mail.mails.length).toBe(mails);
  });

  it('rejects invalid fields with field errors', async () => {
    const reply = await post({ ...valid, name: ' ', email: 'nope', subject: 'other', message: '' });
    expect(reply.status).toBe(400);
    const problem = (await reply.json()) as { code: string; errors: { path: string }[] };
    expect(problem.code).toBe('REQUEST.VALIDATION_FAILED');
    expect(problem.errors.map((e) => e.path).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('limits messages per client IP with 429 and Retry-After', async () => {
    let reply = await post(valid);
    for (let i = 0; i < 3 && reply.status !== 429; i++) reply = await post(valid);
    expect(reply.status).toBe(429);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await reply.json()) as { code: string }).code).toBe('CONTACT.RATE_LIMITED');
  });
});
