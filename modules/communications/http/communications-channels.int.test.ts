import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryActivities } from '@tawzeef/workflows';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import type { Client } from '../../../web/api/src/test-client.ts';
import { eventually, postSms, postWhatsApp, whatsappNotification } from '../../../web/api/src/test-providers.ts';
import { APP_SECRET, PHONE_NUMBER_ID, PUBLIC_URL, SID, SMS_TOKEN } from '../../../web/api/src/test-communications.ts';
import { projected, settled, startCommunications, totalOf } from '../../../web/api/src/test-communications.ts';
import type { CommunicationsFixture } from '../../../web/api/src/test-communications.ts';

// Each channel on its own (e-mail, the WhatsApp handshake, SMS), sends that go once on retry, and inbound messages,
// which are linked to the number's most recent conversation: the outbound messages of the tests before them.
let fixture: CommunicationsFixture;
let server: TestServer, mail: CommunicationsFixture['mail'], providers: CommunicationsFixture['providers'];
let owner: Client, other: Client;
let applicationId: string, jobId: string;

beforeAll(async () => {
  fixture = await startCommunications();
  ({ server, mail, providers, owner, other, applicationId, jobId } = fixture);
}, 120_000);

afterAll(async () => {
  await fixture?.close();
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
