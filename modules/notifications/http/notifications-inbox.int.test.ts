import { randomUUID } from 'node:crypto';
import { isolate } from '@tawzeef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, decodeMail, type Reply } from '../../../web/api/src/test-client.ts';
import { caughtUp, seedApplication } from '../../../web/api/src/test-company-applications.ts';
import {
  applicantOf,
  cookieOf,
  readEvents,
  startNotifications,
  utf8,
} from '../../../web/api/src/test-notifications.ts';
import type { NotificationsFixture } from '../../../web/api/src/test-notifications.ts';

// The inbox over HTTP, in order: the stream sees Sara's application, the list test adds Omar's (and his interview),
// the digest mails the recruiter those three unread notifications.
let fixture: NotificationsFixture;
let server: TestServer, mail: NotificationsFixture['mail'];
let owner: Client, recruiter: Client, outsider: Client;
let jobId: string;
let applicant: ReturnType<typeof applicantOf>;

beforeAll(async () => {
  fixture = await startNotifications();
  ({ server, mail, owner, recruiter, outsider, jobId } = fixture);
  applicant = applicantOf(jobId);
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

/** The list answers a page (a JSON array); its total is in X-Total-Count (and Content-Range). */
const totalOf = (reply: Reply) => Number(reply.headers.get('x-total-count'));

describe('notifications over HTTP', () => {
  it('pushes a new application to the open stream, with the unread count', async () => {
    const response = await fetch(`${server.url}/api/notifications/stream`, { headers: { cookie: cookieOf(owner) } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reading = readEvents(response.body!, (events) => events.some((e) => e.event === 'notification'));
    const { position } = await seedApplication(server, applicant('Sara', 'Ali'));
    const events = await reading;
    expect(events[0]).toEqual({ event: 'ready', data: { unreadCount: 0 } });
    const pushed = events.find((e) => e.event === 'notification')!.data as Record<string, unknown>;
    expect(pushed).toMatchObject({
      kind: 'application.received',
      type: 'INFO',
      category: 'application',
      titleKey: 'notifications.application.received.title',
      params: { candidateName: 'Sara Ali', jobTitle: 'Data Engineer' },
      message: 'Sara Ali applied for Data Engineer',
      read: false,
      actionUrl: expect.stringMatching(new RegExp(`^/dashboard/jobs/${jobId}/applications/`)),
      metadata: { candidateName: 'Sara Ali', jobTitle: 'Data Engineer', jobId },
    });
    await caughtUp(server, position);
  });

  it('lists, filters, searches, marks read (never back), reads all and deletes, scoped to the caller', async () => {
    const { id: applicationId } = await seedApplication(server, applicant('Omar', 'Haddad'));
    const applications = server.container.get(TOKENS.Applications);
    const req = { commandId: randomUUID(), actorId: null, correlationId: randomUUID() };
    const moved = await applications.changeStatus(
      applicationId,
      { status: 'INTERVIEW_SCHEDULED', actorId: null, reason: null },
      req,
    );
    await server.container.get(TOKENS.ProjectionRunner).waitForPosition('notifications', moved.position!, 20_000);

    const all = await owner.get('/api/notifications');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('notifications 0-2/3');
    expect(totalOf(all)).toBe(3);
    expect((await owner.get('/api/notifications/unread-count')).body).toEqual({ unreadCount: 3 });
    expect(all.body.map((n: { kind: string }) => n.kind)).toEqual([
      'interview.scheduled',
      'application.received',
      'application.received',
    ]);
    // The recruiter (a member) gets the same facts as their own rows.
    const theirs = await recruiter.get('/api/notifications');
    expect(totalOf(theirs)).toBe(3);
    expect(theirs.body[0].id).not.toBe(all.body[0].id);

    expect(totalOf(await owner.get('/api/notifications?filter=interview'))).toBe(1);
    expect(totalOf(await owner.get('/api/notifications?search=omar'))).toBe(2);
    expect(totalOf(await owner.get(`/api/notifications?search=${encodeURIComponent('مقابلة')}`))).toBe(1);
    expect((await owner.get('/api/notifications?filter=nope')).status).toBe(400);

    // The react-admin dialect: sort, range and filter={category, read, q}.
    const dialect = (sort: unknown, range: unknown, filter: unknown = {}) =>
      owner.get(
        `/api/notifications?sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(
          JSON.stringify(range),
        )}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      );
    const oldest = await dialect(['timestamp', 'ASC'], [0, 1]);
    expect(oldest.headers.get('content-range')).toBe('notifications 0-1/3');
    expect(oldest.body.map((n: { id: string }) => n.id)).toEqual([all.body[2].id, all.body[1].id]);
    const last = await dialect(['timestamp', 'ASC'], [2, 3]);
    expect(last.headers.get('content-range')).toBe('notifications 2-2/3');
    expect(last.body.map((n: { id: string }) => n.id)).toEqual([all.body[0].id]);
    const byCategory = await dialect(['category', 'DESC'], [0, 9]);
    expect(byCategory.body.map((n: { category: string }) => n.category)).toEqual([
      'interview',
      'application',
      'application',
    ]);
    expect(totalOf(await dialect(['timestamp', 'DESC'], [0, 9], { category: 'interview' }))).toBe(1);
    expect(totalOf(await dialect(['timestamp', 'DESC'], [0, 9], { q: 'omar', read: 'unread' }))).toBe(2);
    expect(totalOf(await dialect(['timestamp', 'DESC'], [0, 9], { read: 'read' }))).toBe(0);
    expect((await dialect(['title', 'ASC'], [0, 9])).status).toBe(400);
    expect((await dialect(['timestamp', 'ASC'], [0, 9], { category: 'nope' })).status).toBe(400);

    const target = all.body[1].id as string;
    // Isolation: another company's user and a member of the same company cannot touch it.
    expect((await outsider.post(`/api/notifications/${target}/read`)).status).toBe(404);
    expect((await recruiter.post(`/api/notifications/${target}/read`)).status).toBe(404);
    expect((await outsider.call('DELETE', `/api/notifications/${target}`)).status).toBe(404);
    expect(totalOf(await outsider.get('/api/notifications'))).toBe(0);
    expect((await outsider.put(`/api/notifications/${target}`, { read: true })).status).toBe(404);

    const read = await owner.post(`/api/notifications/${target}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ notification: { id: target, read: true }, unreadCount: 2 });
    const again = await owner.post(`/api/notifications/${target}/read`);
    expect(again.body.notification.readAt).toBe(read.body.notification.readAt);
    expect(totalOf(await owner.get('/api/notifications?unread=false'))).toBe(1);
    expect(totalOf(await owner.get('/api/notifications?unread=true'))).toBe(2);
    // react-admin's update (PUT /{id}) marks read too, answers the notification and never goes back to unread.
    const other = all.body[2].id as string;
    const put = await owner.put(`/api/notifications/${other}`, { read: true });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: other, read: true });
    expect((await owner.put(`/api/notifications/${other}`, { read: false })).status).toBe(400);
    expect((await owner.get('/api/notifications/unread-count')).body).toEqual({ unreadCount: 1 });

    const allRead = await owner.post('/api/notifications/read-all');
    expect(allRead.body).toEqual({ marked: 1, unreadCount: 0 });
    expect((await owner.get('/api/notifications/unread-count')).body).toEqual({ unreadCount: 0 });
    expect((await recruiter.get('/api/notifications/unread-count')).body).toEqual({ unreadCount: 3 });

    // A delete answers the deleted notification (react-admin's delete and deleteMany read its id); again, the same.
    const deleted = await owner.call('DELETE', `/api/notifications/${target}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: target });
    expect((await owner.call('DELETE', `/api/notifications/${target}`)).body).toMatchObject({ id: target });
    expect((await owner.post(`/api/notifications/${target}/read`)).status).toBe(404);
    expect((await owner.put(`/api/notifications/${target}`, { read: true })).status).toBe(404);
    expect(totalOf(await owner.get('/api/notifications'))).toBe(2);
    expect((await owner.post('/api/notifications/not-a-uuid/read')).status).toBe(404);
  });

  it('refuses anonymous callers and candidates', async () => {
    expect((await new Client(server).get('/api/notifications')).status).toBe(401);
    expect((await server.get('/api/notifications/stream')).status).toBe(401);
    const candidate = new Client(server);
    await candidate.signup({ email: 'cand.notify@example.com', userType: 'CANDIDATE' });
    expect((await candidate.get('/api/notifications')).status).toBe(403);
  });

  it('mails the daily digest of unread notifications once per day to users with the setting on', async () => {
    const off = await owner.put('/api/auth/notification-settings', {
      emailDigest: false,
      browserNotifications: true,
      emailOnMention: true,
      emailOnAssignment: true,
      emailWeeklyReport: false,
      smsReminders: false,
    });
    expect(off.status).toBe(200);
    const digest = server.container.get(TOKENS.Digest);
    const before = mail.mails.length;
    expect(await digest.send(new Date())).toBe(1);
    const caught = await mail.next(before + 1);
    expect(caught!.to).toEqual(['recruiter.notify@example.com']);
    const text = utf8(decodeMail(caught!.raw));
    expect(text).toContain('3 unread notifications');
    // Names and titles are isolated, so an Arabic name does not reorder the English sentence around it.
    expect(text).toContain(`${isolate('Omar Haddad')} applied for ${isolate('Data Engineer')}`);
    expect(await digest.send(new Date())).toBe(0);
  });
});
