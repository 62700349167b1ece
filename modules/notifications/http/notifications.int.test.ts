import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { isolate } from '@tawzeef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import {
  Client,
  companyForm,
  companyOwner,
  decodeMail,
  invite,
  startMailCatcher,
  type Reply,
} from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { caughtUp, seedApplication } from '../../../web/api/src/test-company-applications.ts';

let server: TestServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let cvDir: string;
let owner: Client;
let ownerId: string;
let recruiterId: string;
let recruiter: Client;
let outsider: Client;
let jobId: string;

const applicant = (firstName: string, lastName: string) => ({
  jobId,
  jobTitle: 'Data Engineer',
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  status: 'SUBMITTED' as const,
  priority: 'medium' as const,
  analysis: 'PENDING' as const,
  score: null,
  skills: [],
});

/** Reads server-sent events from a fetch body until `until` says stop. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  until: (events: { event: string; data: unknown }[]) => boolean,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  const deadline = Date.now() + 15_000;
  while (!until(events) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
      else if (block.startsWith(':')) events.push({ event: 'comment', data: block });
    }
  }
  await reader.cancel();
  return events;
}

const cookieOf = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

beforeAll(async () => {
  mail = await startMailCatcher();
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-notifications-'));
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: cvDir,
      TEMPORAL_TASK_QUEUE: `test-notifications-${randomUUID()}`,
      LOG_LEVEL: 'warn',
      SMTP_URL: mail.url,
      DIGEST_HOUR_UTC: '0',
    },
  });
  const a = await companyOwner(server, 'owner.notify@example.com');
  owner = a.owner;
  ownerId = String(a.user.id);
  const { code } = await invite(owner, a.company.id);
  recruiter = new Client(server);
  recruiterId = String(
    (await recruiter.signup({ email: 'recruiter.notify@example.com', name: 'Rami Recruiter', invitationCode: code }))
      .user.id,
  );
  ({ owner: outsider } = await companyOwner(server, 'owner.other@example.com', { ...companyForm, name: 'Other' }));
  jobId = (await createJob(owner, { title: 'Data Engineer' })).id;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await mail?.close();
  rmSync(cvDir, { recursive: true, force: true });
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

const settings = (changes: Record<string, boolean>) => ({
  emailDigest: false,
  browserNotifications: true,
  emailOnMention: true,
  emailOnAssignment: true,
  emailWeeklyReport: false,
  smsReminders: false,
  ...changes,
});

/** decodeMail gives one character per byte; the mails are UTF-8. */
const utf8 = (bytes: string) => Buffer.from(bytes, 'latin1').toString('utf8');

/** Waits until nothing more arrives for a moment, then answers how many mails were caught. */
async function settledMailCount() {
  await new Promise((resolve) => setTimeout(resolve, 700));
  return mail.mails.length;
}

describe('mentions in notes', () => {
  const note = async (authorId: string, applicationId: string, text: string) => {
    const req = { commandId: randomUUID(), actorId: authorId, correlationId: randomUUID() };
    const added = await server.container
      .get(TOKENS.Applications)
      .addNote(applicationId, { source: 'USER', authorId, text }, req);
    expect(
      await server.container.get(TOKENS.ProjectionRunner).waitForPosition('notifications', added.position!, 20_000),
    ).toBe(true);
    return added.noteId;
  };
  const mentionsOf = async (client: Client) =>
    (await client.get('/api/notifications?filter=candidate&limit=100')).body.filter(
      (n: { kind: string }) => n.kind === 'candidate.mentioned',
    );

  it('notifies only the mentioned member and mails them once, only with the setting on', async () => {
    const mentions = server.container.get(TOKENS.MentionMails);
    mentions.start();
    const { id: applicationId, position } = await seedApplication(server, applicant('Nadia', 'Karim'));
    await caughtUp(server, position);
    const before = await settledMailCount();

    const noteId = await note(ownerId, applicationId, 'Strong profile. @rami recruiter, can you call her? cc @Layla');
    const [theirs] = await mentionsOf(recruiter);
    expect(theirs).toMatchObject({
      type: 'INFO',
      category: 'candidate',
      params: { authorName: 'Layla Haddad', candidateName: 'Nadia Karim', jobTitle: 'Data Engineer' },
      message: "Layla Haddad mentioned you in a note on Nadia Karim's application for Data Engineer",
      actionUrl: `/dashboard/jobs/${jobId}/applications/${applicationId}`,
      metadata: { noteId, applicationId, jobId, authorName: 'Layla Haddad' },
    });
    // The author (also "Layla") and the other company's Layla Haddad get nothing.
    expect(await mentionsOf(owner)).toHaveLength(0);
    expect(await mentionsOf(outsider)).toHaveLength(0);

    // The mail goes out on its own (the projection's onCommitted hook wakes the loop), once.
    const caught = await mail.next(before + 1, 10_000);
    expect(caught!.to).toEqual(['recruiter.notify@example.com']);
    const text = utf8(decodeMail(caught!.raw));
    expect(text).toContain('You were mentioned');
    expect(text).toContain(
      `${isolate('Layla Haddad')} mentioned you in a note on ${isolate('Nadia Karim')}'s application for ${isolate('Data Engineer')}`,
    );
    expect(text).toContain('can you call her?');
    expect(text).toContain(`/dashboard/jobs/${jobId}/applications/${applicationId}`);
    expect(await mentions.send(new Date())).toBe(0);
    expect(await settledMailCount()).toBe(before + 1);

    // The recruiter mentions the owner back: the owner's setting is on (the default).
    await note(recruiterId, applicationId, '@Layla Haddad done, see my notes');
    expect(await mentionsOf(owner)).toHaveLength(1);
    const back = await mail.next(before + 2, 10_000);
    expect(back!.to).toEqual(['owner.notify@example.com']);

    // With "mentions" e-mails off: the notification, no mail.
    expect((await recruiter.put('/api/auth/notification-settings', settings({ emailOnMention: false }))).status).toBe(
      200,
    );
    await note(ownerId, applicationId, '@Rami one more thing');
    expect(await mentionsOf(recruiter)).toHaveLength(2);
    expect(await mentions.send(new Date())).toBe(0);
    expect(await settledMailCount()).toBe(before + 2);
  });
});

describe('the weekly report', () => {
  it('mails each user with the setting on once per ISO week, with their company figures of the past week', async () => {
    const designer = (await createJob(owner, { title: 'Product Designer' })).id as string;
    const hired = await seedApplication(server, { ...applicant('Huda', 'Nasser'), jobId: designer, status: 'HIRED' });
    await server.container.get(TOKENS.ProjectionRunner).waitForPosition('all', hired.position, 20_000);
    expect((await owner.put('/api/auth/notification-settings', settings({ emailWeeklyReport: true }))).status).toBe(
      200,
    );
    expect((await outsider.put('/api/auth/notification-settings', settings({ emailWeeklyReport: true }))).status).toBe(
      200,
    );
    // The recruiter keeps the default (off).

    // Monday 08:00 UTC of the next ISO week: the report covers this week, where everything above happened.
    const today = new Date();
    const monday =
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
      ((today.getUTCDay() + 6) % 7) * 86_400_000;
    const nextMonday = new Date(monday + 7 * 86_400_000 + 8 * 3_600_000);
    const report = server.container.get(TOKENS.WeeklyReport);
    const before = await settledMailCount();
    expect(await report.send(nextMonday)).toBe(2);
    await mail.next(before + 2);
    const caught = mail.mails.slice(before);
    const to = (address: string) => decodeMail(caught.find((m) => m.to[0] === address)!.raw);
    expect(caught.flatMap((m) => m.to).sort()).toEqual(['owner.notify@example.com', 'owner.other@example.com']);

    // This file's applications of the owner's company: Sara Ali, Omar Haddad (interview scheduled), Nadia Karim,
    // Huda Nasser (offered, then hired).
    const ours = to('owner.notify@example.com');
    const week = (offset: number) => new Date(monday + offset * 86_400_000).toISOString().slice(0, 10);
    expect(ours).toContain(`Your Tawzeef weekly report: ${week(0)} to ${week(6)}`);
    expect(ours).toContain('Applications: 4');
    expect(ours).toContain('Interviews scheduled: 1');
    expect(ours).toContain('Offers: 1');
    expect(ours).toContain('Hires: 1');
    expect(ours).toContain('Acme Hiring: the week from');
    expect(ours).toContain('1. Data Engineer: 3');
    expect(ours).toContain('2. Product Designer: 1');
    const theirs = to('owner.other@example.com');
    expect(theirs).toContain('Applications: 0');
    expect(theirs).toContain('No applications this week.');

    // Once per week, across calls (and processes: the claim is in the user's inbox stream).
    expect(await report.send(nextMonday)).toBe(0);
    expect(await report.send(new Date(nextMonday.getTime() + 86_400_000))).toBe(0);
    expect(await settledMailCount()).toBe(before + 2);
  });
});
