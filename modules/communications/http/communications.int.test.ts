import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryActivities } from '@tawzeef/workflows';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyForm, companyOwner, startMailCatcher, type Reply } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { parseCsv, seedApplication } from '../../../web/api/src/test-company-applications.ts';
import {
  eventually,
  postSms,
  postWhatsApp,
  startFakeProviders,
  whatsappNotification,
} from '../../../web/api/src/test-providers.ts';

const PHONE_NUMBER_ID = '1098765432';
const WA_TOKEN = 'wa-token-test';
const APP_SECRET = 'wa-app-secret';
const SID = 'AC0123456789';
const SMS_TOKEN = 'sms-auth-token';
const PUBLIC_URL = 'http://tawzeef.test';

/** The list answers a page (a JSON array); its total is in X-Total-Count (and Content-Range). */
const totalOf = (reply: Reply) => Number(reply.headers.get('x-total-count'));

let server: TestServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let providers: Awaited<ReturnType<typeof startFakeProviders>>;
let cvDir: string;
let owner: Client;
let other: Client;
let applicationId: string;
let otherApplicationId: string;
let jobId: string;

const seed = (jobId: string, firstName: string, jobTitle: string) => ({
  jobId,
  jobTitle,
  firstName,
  lastName: 'Haddad',
  email: `${firstName.toLowerCase()}@example.com`,
  status: 'SUBMITTED' as const,
  priority: 'medium' as const,
  analysis: 'PENDING' as const,
  score: null,
  skills: [],
});

const patch = (client: Client, path: string, body?: unknown) => client.call('PATCH', path, body);
const get = (client: Client, id: string) => client.get(`/api/communications/${id}`);
const settled = (client: Client, id: string, ok: (body: Record<string, unknown>) => boolean) =>
  eventually(() => get(client, id).then((r) => r.body as Record<string, unknown>), ok);

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-communications-'));
  mail = await startMailCatcher();
  providers = await startFakeProviders({
    phoneNumberId: PHONE_NUMBER_ID,
    token: WA_TOKEN,
    sid: SID,
    authToken: SMS_TOKEN,
  });
  server = await startTestServer({
    startWorkflows: false,
    env: {
      CV_STORAGE_DIR: cvDir,
      TEMPORAL_TASK_QUEUE: `test-communications-${randomUUID()}`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL,
      SMTP_URL: mail.url,
      WHATSAPP_API_URL: providers.url,
      WHATSAPP_TOKEN: WA_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      SMS_API_URL: `${providers.url}/2010-04-01`,
      SMS_ACCOUNT_SID: SID,
      SMS_AUTH_TOKEN: SMS_TOKEN,
      SMS_FROM: '+15550001111',
    },
  });
  server.container.get(TOKENS.TemporalWorker).start();
  ({ owner } = await companyOwner(server, 'owner.messages@example.com'));
  ({ owner: other } = await companyOwner(server, 'owner.other-messages@example.com', {
    ...companyForm,
    name: 'Other Co',
  }));
  jobId = (await createJob(owner, { title: 'Backend Developer' })).id;
  const otherJob = (await createJob(other, { title: 'Secret Role' })).id;
  applicationId = (await seedApplication(server, seed(jobId, 'Sara', 'Backend Developer'))).id;
  otherApplicationId = (await seedApplication(server, seed(otherJob, 'Omar', 'Secret Role'))).id;
  await projected(server);
}, 120_000);

/** Inbound messages are linked from the read models (the last conversation with the number), so they must be current. */
async function projected(on: TestServer) {
  const head = await on.container.get(TOKENS.EventStore).headPosition();
  await on.container.get(TOKENS.ProjectionRunner).waitForPosition('all', head, 20_000);
}

afterAll(async () => {
  await server?.close();
  await providers?.close();
  await mail?.close();
  if (cvDir) rmSync(cvDir, { recursive: true, force: true });
});

describe('sending by each channel', () => {
  it('e-mail goes over SMTP with a Message-ID of the communication, and shows SENT', async () => {
    const sent = await owner.post('/api/communications', {
      type: 'EMAIL',
      applicationId,
      subject: 'Your interview',
      content: 'Hello Sara, see you Monday.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      type: 'EMAIL',
      direction: 'OUTBOUND',
      status: 'SENT',
      subject: 'Your interview',
      email: 'sara@example.com',
      candidate: { firstName: 'Sara', lastName: 'Haddad' },
      job: { id: jobId, title: 'Backend Developer' },
      origin: 'USER',
    });
    const id = sent.body.id as string;
    const caught = await mail.next(1, 30_000);
    expect(caught?.to).toEqual(['sara@example.com']);
    expect(caught?.raw).toContain(`Message-ID: <communication-${id}@localhost>`);
    expect(caught?.raw).toContain('Your interview');
    const after = await settled(owner, id, (b) => b.pending === false);
    expect(after).toMatchObject({
      status: 'SENT',
      pending: false,
      providerMessageId: `<communication-${id}@localhost>`,
    });
    expect(after.sentAt).toEqual(expect.any(String));

    const reply = await owner.post('/api/communications', { type: 'EMAIL', replyTo: id, content: 'One more thing.' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      subject: 'Re: Your interview',
      replyToId: id,
      applicationId,
      email: 'sara@example.com',
    });
    await mail.next(2, 30_000);
  });

  it('WhatsApp goes to the Cloud API; signed statuses move it to DELIVERED and READ, never back', async () => {
    const sent = await owner.post('/api/communications', { type: 'WHATSAPP', applicationId, content: 'Hi Sara!' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ subject: null, phoneNumber: '+962791234567' });
    const id = sent.body.id as string;
    const done = await settled(owner, id, (b) => b.pending === false);
    expect(providers.whatsapp).toHaveLength(1);
    const request = JSON.parse(providers.whatsapp[0]!.body);
    expect(request).toMatchObject({
      messaging_product: 'whatsapp',
      to: '962791234567',
      type: 'text',
      text: { body: 'Hi Sara!' },
      biz_opaque_callback_data: id,
    });
    const wamid = done.whatsappId as string;
    expect(wamid).toMatch(/^wamid\.TEST/);

    const status = (s: string) =>
      whatsappNotification(PHONE_NUMBER_ID, {
        statuses: [
          { id: wamid, status: s, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: '962791234567' },
        ],
      });
    const bad = await postWhatsApp(server.url, status('delivered'), 'not-the-secret');
    expect(bad.status).toBe(401);
    expect((await postWhatsApp(server.url, status('delivered'), null)).status).toBe(401);
    expect((await get(owner, id)).body.status).toBe('SENT');

    expect((await postWhatsApp(server.url, status('delivered'), APP_SECRET)).status).toBe(200);
    expect(await settled(owner, id, (b) => b.status === 'DELIVERED')).toMatchObject({ status: 'DELIVERED' });
    expect((await postWhatsApp(server.url, status('read'), APP_SECRET)).status).toBe(200);
    expect(await settled(owner, id, (b) => b.status === 'READ')).toMatchObject({ status: 'READ' });
    expect((await postWhatsApp(server.url, status('delivered'), APP_SECRET)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect((await get(owner, id)).body).toMatchObject({ status: 'READ', readAt: expect.any(String) });
  });

  it('the WhatsApp GET handshake answers the challenge only to the verify token', async () => {
    const ok = await server.get(
      '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=42',
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('42');
    const wrong = await server.get('/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=42');
    expect(wrong.status).toBe(403);
  });

  it('SMS goes to the gateway (form, basic auth, status callback); a signed callback moves it, a bad one is refused', async () => {
    const sent = await owner.post('/api/communications', {
      type: 'SMS',
      applicationId,
      content: 'Interview Monday 10:00',
    });
    expect(sent.status).toBe(201);
    const id = sent.body.id as string;
    const done = await settled(owner, id, (b) => b.pending === false);
    expect(providers.sms).toHaveLength(1);
    const form = Object.fromEntries(new URLSearchParams(providers.sms[0]!.body));
    expect(form).toEqual({
      To: '+962791234567',
      From: '+15550001111',
      Body: 'Interview Monday 10:00',
      StatusCallback: `${PUBLIC_URL}/api/webhooks/sms?communicationId=${id}`,
    });
    const sid = done.providerMessageId as string;
    expect(sid).toMatch(/^SM/);
    const path = `/api/webhooks/sms?communicationId=${id}`;
    const params = {
      MessageSid: sid,
      MessageStatus: 'delivered',
      AccountSid: SID,
      To: '+962791234567',
      From: '+15550001111',
    };
    const forged = await postSms(server.url, PUBLIC_URL, path, params, 'wrong-token');
    expect(forged.status).toBe(401);
    const ok = await postSms(server.url, PUBLIC_URL, path, params, SMS_TOKEN);
    expect(ok.status).toBe(200);
    expect(await settled(owner, id, (b) => b.status === 'DELIVERED')).toMatchObject({ status: 'DELIVERED' });
  });

  it('a phone call is logged with its outcome, duration and notes', async () => {
    const logged = await owner.post('/api/communications', {
      type: 'PHONE',
      applicationId,
      outcome: 'CONNECTED',
      durationSeconds: 300,
      notes: 'Discussed the start date',
    });
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({
      type: 'PHONE',
      status: 'DELIVERED',
      content: 'Discussed the start date',
      call: { outcome: 'CONNECTED', durationSeconds: 300, notes: 'Discussed the start date' },
    });
    const invalid = await owner.post('/api/communications', { type: 'PHONE', applicationId });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { path: string }) => e.path)).toContain('outcome');

    await projected(server);
    const profile = await owner.get(`/api/company/applications/${applicationId}`);
    expect(profile.body.timeline).toContainEqual(
      expect.objectContaining({
        type: 'MESSAGE',
        communicationId: logged.body.id,
        channel: 'PHONE',
        direction: 'OUTBOUND',
      }),
    );
  });
});

describe('no duplicate sends on retry', () => {
  it('the delivery activity run again after the provider accepted calls no provider', async () => {
    const service = server.container.get(TOKENS.Communications);
    const activities = deliveryActivities(service);
    const before = { wa: providers.whatsapp.length, sms: providers.sms.length, mail: mail.mails.length };
    const ids: string[] = [];
    for (const type of ['WHATSAPP', 'SMS', 'EMAIL']) {
      const sent = await owner.post('/api/communications', { type, applicationId, content: `Retry ${type}` });
      ids.push(sent.body.id);
    }
    for (const id of ids) await settled(owner, id, (b) => b.pending === false);
    for (const id of ids) expect(await activities.deliverCommunication(id)).toBe('already-done');
    await new Promise((r) => setTimeout(r, 500));
    expect(providers.whatsapp.length - before.wa).toBe(1);
    expect(providers.sms.length - before.sms).toBe(1);
    expect(mail.mails.length - before.mail).toBe(1);
  });

  it('a provider failure is retried with backoff and the message goes once', async () => {
    const before = providers.whatsapp.length;
    providers.behaviour.failWhatsApp = 1;
    const key = randomUUID();
    const sent = await owner.call(
      'POST',
      '/api/communications',
      { type: 'WHATSAPP', applicationId, content: 'Flaky' },
      {
        headers: { 'idempotency-key': key },
      },
    );
    expect(sent.status).toBe(201);
    const again = await owner.call(
      'POST',
      '/api/communications',
      { type: 'WHATSAPP', applicationId, content: 'Flaky' },
      {
        headers: { 'idempotency-key': key },
      },
    );
    expect(again.body.id).toBe(sent.body.id);
    const done = await settled(owner, sent.body.id, (b) => b.pending === false);
    expect(done).toMatchObject({ status: 'SENT', pending: false });
    expect(providers.behaviour.failWhatsApp).toBe(0);
    expect(providers.whatsapp.length - before).toBe(1);
  }, 60_000);
});

describe('inbound messages', () => {
  it('an inbound WhatsApp is recorded INBOUND and linked to the candidate by phone; a redelivery records it once', async () => {
    await projected(server);
    const payload = whatsappNotification(PHONE_NUMBER_ID, {
      contacts: [{ profile: { name: 'Sara H' }, wa_id: '962791234567' }],
      messages: [
        {
          from: '962791234567',
          id: 'wamid.INBOUND1',
          timestamp: '1767000000',
          type: 'text',
          text: { body: 'Thank you, see you Monday' },
        },
      ],
    });
    expect((await postWhatsApp(server.url, payload, APP_SECRET)).status).toBe(200);
    expect((await postWhatsApp(server.url, payload, APP_SECRET)).status).toBe(200);
    const list = await eventually(
      () => owner.get('/api/communications?direction=INBOUND&type=WHATSAPP'),
      (r) => totalOf(r) >= 1,
    );
    expect(totalOf(list)).toBe(1);
    expect(list.body[0]).toMatchObject({
      direction: 'INBOUND',
      status: 'DELIVERED',
      origin: 'CANDIDATE',
      content: 'Thank you, see you Monday',
      applicationId,
      jobId,
      phoneNumber: '+962791234567',
      candidate: { firstName: 'Sara' },
    });
    expect(totalOf(await other.get('/api/communications?direction=INBOUND'))).toBe(0);
  });

  it('an inbound SMS is recorded and linked the same way', async () => {
    await projected(server);
    const params = {
      MessageSid: 'SMINBOUND1',
      From: '+962791234567',
      To: '+15550001111',
      Body: 'Yes, I can come',
      SmsStatus: 'received',
    };
    expect((await postSms(server.url, PUBLIC_URL, '/api/webhooks/sms', params, SMS_TOKEN)).status).toBe(200);
    const list = await eventually(
      () => owner.get('/api/communications?direction=INBOUND&type=SMS'),
      (r) => totalOf(r) >= 1,
    );
    expect(list.body[0]).toMatchObject({ content: 'Yes, I can come', applicationId });
  });
});

describe('tenant isolation', () => {
  it("another company's message is 404 on every endpoint, and absent from its list, stats and export", async () => {
    const mine = await owner.post('/api/communications', { type: 'PHONE', applicationId, outcome: 'BUSY' });
    const id = mine.body.id as string;
    expect((await other.get(`/api/communications/${id}`)).status).toBe(404);
    expect((await patch(other, `/api/communications/${id}/archive`, { archived: true })).status).toBe(404);
    expect((await other.post('/api/communications', { type: 'EMAIL', replyTo: id, content: 'x' })).status).toBe(404);
    const foreign = await other.post('/api/communications', { type: 'EMAIL', applicationId, content: 'x' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('CANDIDATE.NOT_FOUND');
    expect(
      (await owner.post('/api/communications', { type: 'EMAIL', applicationId: otherApplicationId, content: 'x' }))
        .status,
    ).toBe(404);
    expect(totalOf(await other.get('/api/communications'))).toBe(0);
    expect((await other.get('/api/communications/stats')).body.total).toBe(0);
    const csv = await other.server.get('/api/communications/export.csv', {
      headers: { cookie: [...other.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(parseCsv((await csv.text()).replace(/^\uFEFF/, ''))).toHaveLength(1);
    expect((await get(owner, id)).status).toBe(200);
    expect((await new Client(server).get('/api/communications')).status).toBe(401);
  });
});

describe('the list: filters, search, pagination, stats, archive and export', () => {
  it('pages by 20, filters by type and status, searches the spec fields', async () => {
    for (let i = 0; i < 21; i++) {
      const reply = await owner.post('/api/communications', {
        type: 'EMAIL',
        direction: 'INBOUND',
        applicationId,
        subject: `Question ${i}`,
        content: i === 0 ? '=HYPERLINK("http://evil","x")' : `Follow-up number ${i} about kubernetes`,
      });
      expect(reply.status).toBe(201);
    }
    const page1 = await owner.get('/api/communications?page=1&limit=20');
    expect(page1.body).toHaveLength(20);
    const total = totalOf(page1);
    expect(page1.headers.get('content-range')).toBe(`communications 0-19/${total}`);
    const page2 = await owner.get('/api/communications?page=2&limit=20');
    expect(page2.body).toHaveLength(Math.min(20, total - 20));
    const ids = new Set([...page1.body, ...page2.body].map((c: { id: string }) => c.id));
    expect(ids.size).toBe(page1.body.length + page2.body.length);
    const dates = page1.body.map((c: { createdAt: string }) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const phones = await owner.get('/api/communications?type=phone');
    expect(phones.body.every((c: { type: string }) => c.type === 'PHONE')).toBe(true);
    expect(totalOf(phones)).toBe(2);
    const read = await owner.get('/api/communications?status=READ');
    expect(totalOf(read)).toBe(1);
    expect(totalOf(await owner.get('/api/communications?status=all&type=all'))).toBe(total);
    expect((await owner.get('/api/communications?type=FAX')).status).toBe(400);

    expect(totalOf(await owner.get('/api/communications?search=KUBERNETES'))).toBe(20);
    expect(totalOf(await owner.get('/api/communications?search=question%2012'))).toBe(1);
    expect(totalOf(await owner.get('/api/communications?search=sara%20haddad'))).toBe(total);
    expect(totalOf(await owner.get('/api/communications?search=sara%40example.com'))).toBe(total);
    expect(totalOf(await owner.get('/api/communications?search=backend%20dev'))).toBe(total);
    expect(totalOf(await owner.get('/api/communications?search=791234567'))).toBeGreaterThan(3);
    expect(totalOf(await owner.get('/api/communications?search=100%25'))).toBe(0);
  });

  it('speaks the react-admin list dialect: sort, range and filter in, the page and Content-Range out', async () => {
    const all = await owner.get('/api/communications?range=[0,99]');
    const total = totalOf(all);
    expect(total).toBeGreaterThan(21);
    const q = (sort: unknown, range: unknown, filter: unknown = {}) =>
      owner.get(
        `/api/communications?sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(
          JSON.stringify(range),
        )}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      );

    const first = await q(['createdAt', 'ASC'], [0, 4]);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-range')).toBe(`communications 0-4/${total}`);
    expect(first.body).toHaveLength(5);
    const ascending = first.body.map((c: { createdAt: string }) => c.createdAt);
    expect([...ascending].sort()).toEqual(ascending);
    const next = await q(['createdAt', 'ASC'], [5, 9]);
    expect(next.headers.get('content-range')).toBe(`communications 5-9/${total}`);
    expect(next.body[0].createdAt >= ascending[4]).toBe(true);
    expect(next.body.map((c: { id: string }) => c.id)).not.toContain(first.body[4].id);

    const byType = await q(['type', 'DESC'], [0, 99]);
    const types = byType.body.map((c: { type: string }) => c.type);
    expect([...types].sort().reverse()).toEqual(types);
    expect(new Set(types).size).toBeGreaterThan(1);

    const phones = await q(['createdAt', 'DESC'], [0, 9], { type: 'PHONE' });
    expect(phones.headers.get('content-range')).toBe('communications 0-1/2');
    expect(phones.body.every((c: { type: string }) => c.type === 'PHONE')).toBe(true);
    const searched = await q(['createdAt', 'DESC'], [0, 9], { q: 'question 12' });
    expect(searched.body.map((c: { subject: string }) => c.subject)).toEqual(['Question 12']);
    const thread = await q(['createdAt', 'DESC'], [0, 99], { applicationId, archived: 'all' });
    expect(totalOf(thread)).toBe(total);
    const none = await q(['createdAt', 'DESC'], [0, 9], { q: 'no such message' });
    expect(none.headers.get('content-range')).toBe('communications */0');
    expect(none.body).toEqual([]);

    expect((await q(['secret', 'ASC'], [0, 9])).status).toBe(400);
    expect((await q(['createdAt', 'ASC'], [0, 500])).status).toBe(400);
    expect((await q(['createdAt', 'ASC'], [0, 9], { unknown: 1 })).status).toBe(400);
  });

  it('stats count per type and status; archive hides a message from the list and the stats', async () => {
    const stats = (await owner.get('/api/communications/stats')).body;
    const list = (await owner.get('/api/communications?limit=100')).body as {
      type: string;
      status: string;
    }[];
    expect(stats.total).toBe(list.length);
    expect(stats.byType.EMAIL).toBe(list.filter((c) => c.type === 'EMAIL').length);
    expect(stats.byType.PHONE).toBe(2);
    expect(stats.byType.WHATSAPP).toBe(list.filter((c) => c.type === 'WHATSAPP').length);
    expect(stats.byStatus.READ).toBe(1);
    expect(stats.delivered).toBe(list.filter((c) => c.status === 'DELIVERED' || c.status === 'READ').length);

    const target = list[0] as unknown as { id: string };
    const archived = await patch(owner, `/api/communications/${target.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.archived).toBe(true);
    expect((await patch(owner, `/api/communications/${target.id}/archive`, { archived: true })).status).toBe(200);
    expect((await owner.get('/api/communications/stats')).body).toMatchObject({ total: stats.total - 1, archived: 1 });
    expect((await owner.get('/api/communications?archived=true')).body.map((c: { id: string }) => c.id)).toEqual([
      target.id,
    ]);
    expect(totalOf(await owner.get('/api/communications?limit=100'))).toBe(stats.total - 1);
    const restored = await patch(owner, `/api/communications/${target.id}/archive`, { archived: false });
    expect(restored.body.archived).toBe(false);
  });

  it('exports the filtered rows as CSV, formula-safe', async () => {
    const response = await owner.server.get('/api/communications/export.csv?search=hyperlink', {
      headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="communications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]![0]).toBe('ID');
    expect(rows).toHaveLength(2);
    expect(rows[1]![10]).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(rows[1]![5]).toBe('Sara Haddad');
    expect(rows[1]![8]).toBe('Backend Developer');
  });
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
