import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { Client } from '../../../web/api/src/test-client.ts';
import { parseCsv } from '../../../web/api/src/test-company-applications.ts';
import { postWhatsApp, whatsappNotification } from '../../../web/api/src/test-providers.ts';
import { APP_SECRET, PHONE_NUMBER_ID, get, patch } from '../../../web/api/src/test-communications.ts';
import { projected, settled, startCommunications, totalOf } from '../../../web/api/src/test-communications.ts';
import type { CommunicationsFixture } from '../../../web/api/src/test-communications.ts';

// The list and its counts, in order: the statuses (one READ WhatsApp) and the two phone calls counted below come
// from the first three tests, then the 21 messages the list tests page, search, archive and export.
let fixture: CommunicationsFixture;
let server: TestServer, providers: CommunicationsFixture['providers'];
let owner: Client, other: Client;
let applicationId: string, otherApplicationId: string;

beforeAll(async () => {
  fixture = await startCommunications();
  ({ server, providers, owner, other, applicationId, otherApplicationId } = fixture);
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

describe('sending by each channel', () => {
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
