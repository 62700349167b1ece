import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild.ts';
import { createProjectionRunner, type ProjectionRunner } from '../runner/runner.ts';
import { sql } from 'drizzle-orm';
import { append, createHarness, dump, type Harness } from '../testing/harness.ts';
import { notificationsProjection } from './projection.ts';
import { listNotifications, unreadNotificationCount } from './query.ts';

const at = '2026-03-01T10:00:00.000Z';
const member = (userId: string) => ({
  type: 'MemberJoined',
  data: { companyId: 'co-1', userId, role: 'RECRUITER', invitationId: null, joinedAt: at },
});
const registered = (userId: string, firstName: string, lastName: string, userType = 'COMPANY') => ({
  type: 'UserRegistered',
  data: {
    userId,
    userType,
    email: `${userId}@example.com`,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    phone: null,
    passwordHash: 'x',
    registeredAt: at,
  },
});
const note = (noteId: string, authorId: string | null, text: string, source = 'USER') => ({
  type: 'ApplicationNoteAdded',
  data: { applicationId: 'app-1', noteId, source, authorId, text, provenance: null, addedAt: at },
});
const status = (status: string) => ({
  type: 'ApplicationStatusChanged',
  data: { applicationId: 'app-1', status, previousStatus: 'SUBMITTED', actorId: 'u1', reason: null, changedAt: at },
});

describe('the notifications projection', () => {
  let h: Harness;
  let runner: ProjectionRunner;
  const catchUp = async () =>
    expect(await runner.waitForPosition('notifications', await h.store.headPosition(), 10_000)).toBe(true);

  beforeAll(async () => {
    h = await createHarness();
    await append(h.store, 'user-u1', [registered('u1', 'Rami', 'Haddad')]);
    await append(h.store, 'user-u2', [registered('u2', 'Rana', 'Saleh')]);
    await append(h.store, 'user-u3', [registered('u3', 'ليلى', 'حداد')]);
    await append(h.store, 'user-x1', [registered('x1', 'Rana', 'Other')]);
    await append(h.store, 'user-c1', [registered('c1', 'Rana', 'Candidate', 'CANDIDATE')]);
    await append(h.store, 'company-co-1', [
      { type: 'CompanyRegistered', data: { companyId: 'co-1', ownerId: 'u1', profile: {} } },
      member('u1'),
      member('u2'),
      member('u3'),
    ]);
    await append(
      h.store,
      'company-co-2',
      [member('x1')].map((e) => ({ ...e, data: { ...e.data, companyId: 'co-2' } })),
    );
    await append(h.store, 'user-u3', [
      {
        type: 'UserNotificationSettingsChanged',
        data: { userId: 'u3', settings: { browserNotifications: false, emailDigest: true }, changedAt: at },
      },
    ]);
    await append(h.store, 'job-j1', [
      {
        type: 'JobDrafted',
        data: { jobId: 'j1', companyId: 'co-1', fields: { title: 'Data Engineer' }, draftedAt: at },
      },
    ]);
    await append(h.store, 'application-app-1', [
      {
        type: 'ApplicationSubmitted',
        data: {
          applicationId: 'app-1',
          jobId: 'j1',
          companyId: 'co-1',
          source: 'candidate',
          applicant: { firstName: 'Sara', lastName: 'Ali', email: 's@example.com' },
          submittedAt: at,
        },
      },
      { type: 'CvAnalyzed', data: { applicationId: 'app-1', score: 81.4, results: {}, analyzedAt: at } },
    ]);
    await append(h.store, 'company-co-1', [
      {
        type: 'CompanyNotificationPreferencesChanged',
        data: {
          companyId: 'co-1',
          preferences: { interviewReminders: false, applicationUpdates: true },
          changedAt: at,
        },
      },
    ]);
    await append(h.store, 'application-app-1', [status('REVIEWING'), status('INTERVIEW_SCHEDULED'), status('OFFERED')]);
    await append(h.store, 'job-j1', [
      {
        type: 'JobExpired',
        data: { jobId: 'j1', companyId: 'co-1', expiredAt: at, deadline: at, previousStatus: 'ACTIVE' },
      },
    ]);
    await append(h.store, 'application-app-1', [
      // Rana (u2) by full name and ليلى (u3, in-app off) by first name; u1's own name and an address mention no one.
      note('n1', 'u1', 'Please review, @rana saleh. cc @ليلى and @Rami; rami@example.com'),
      // Not a recruiter's note; and an unknown name.
      note('n2', null, '@Rana Saleh should look', 'AI'),
      note('n3', 'u1', 'Hi @Rania'),
    ]);
    await append(h.store, 'user-u2', [
      {
        type: 'UserProfileUpdated',
        data: { userId: 'u2', firstName: 'Rania', lastName: 'Saleh', name: 'Rania Saleh', updatedAt: at },
      },
    ]);
    await append(h.store, 'application-app-1', [note('n4', 'u3', 'Hi @Rania, thanks')]);
    runner = createProjectionRunner({ db: h.db, store: h.store, projections: [notificationsProjection] });
    await runner.start();
    await catchUp();
  });
  afterAll(async () => {
    await runner?.stop();
    await h?.close();
  });

  it('notifies each member the settings allow, per the mapping table', async () => {
    const u1 = await listNotifications(h.db, 'u1', { page: 1, limit: 50 });
    expect(u1.rows.map((r) => r.kind).sort()).toEqual([
      'analysis.completed',
      'application.received',
      'offer.extended',
      'system.jobExpired',
    ]);
    const u2 = await listNotifications(h.db, 'u2', { page: 1, limit: 50 });
    const mentions = u2.rows.filter((r) => r.kind === 'candidate.mentioned');
    expect(mentions).toHaveLength(2);
    expect(mentions.find((r) => r.metadata.noteId === 'n1')).toMatchObject({
      type: 'INFO',
      category: 'candidate',
      titleKey: 'notifications.candidate.mentioned.title',
      params: { authorName: 'Rami Haddad', candidateName: 'Sara Ali', jobTitle: 'Data Engineer' },
      message: "Rami Haddad mentioned you in a note on Sara Ali's application for Data Engineer",
      actionUrl: '/dashboard/jobs/j1/applications/app-1',
      metadata: { applicationId: 'app-1', jobId: 'j1', authorId: 'u1', authorName: 'Rami Haddad' },
    });
    expect(mentions.find((r) => r.metadata.noteId === 'n4')!.params.authorName).toBe('ليلى حداد');
    expect(mentions[0]!.searchText).toContain('أشار إليك');
    // The mail rows: every mentioned member, in-app setting or not.
    const rows = await h.db.execute(sql`SELECT note_id, user_id FROM notification_mentions ORDER BY 1, 2`);
    expect(rows.rows).toEqual([
      { note_id: 'n1', user_id: 'u2' },
      { note_id: 'n1', user_id: 'u3' },
      { note_id: 'n4', user_id: 'u2' },
    ]);
    const analysed = u1.rows.find((r) => r.kind === 'analysis.completed')!;
    expect(analysed).toMatchObject({
      type: 'SUCCESS',
      category: 'application',
      params: { candidateName: 'Sara Ali', jobTitle: 'Data Engineer', score: 81 },
      message: "Sara Ali's CV for Data Engineer scored 81/100",
      actionUrl: '/dashboard/jobs/j1/applications/app-1',
    });
    expect(u1.rows.find((r) => r.kind === 'system.jobExpired')).toMatchObject({
      category: 'system',
      actionUrl: '/dashboard/jobs/j1',
    });
    expect(u2.total).toBe(6);
    // browser notifications off: nothing in the app; another company's member: nothing.
    expect((await listNotifications(h.db, 'u3', { page: 1, limit: 50 })).total).toBe(0);
    expect((await listNotifications(h.db, 'x1', { page: 1, limit: 50 })).total).toBe(0);
  });

  it('applies read, read-all and delete from the inbox streams, and a rebuild gives identical rows', async () => {
    const [first, second] = (await listNotifications(h.db, 'u1', { page: 1, limit: 50 })).rows;
    await append(h.store, 'notifications-u1', [
      { type: 'NotificationRead', data: { userId: 'u1', notificationId: first!.id, readAt: at } },
      { type: 'NotificationDeleted', data: { userId: 'u1', notificationId: second!.id, deletedAt: at } },
    ]);
    await append(h.store, 'notifications-u2', [
      { type: 'NotificationsAllRead', data: { userId: 'u2', readAt: at } },
      { type: 'NotificationMentionMailed', data: { userId: 'u2', noteId: 'n1', sentAt: at } },
    ]);
    // Someone else's id in u2's stream changes nothing for u1.
    await append(h.store, 'notifications-u2', [
      { type: 'NotificationDeleted', data: { userId: 'u2', notificationId: first!.id, deletedAt: at } },
    ]);
    await catchUp();
    expect(await unreadNotificationCount(h.db, 'u1')).toBe(2);
    expect((await listNotifications(h.db, 'u1', { page: 1, limit: 50 })).total).toBe(3);
    expect(await unreadNotificationCount(h.db, 'u2')).toBe(0);

    const tables = ['notifications', 'notification_members', 'notification_companies', 'notification_jobs'];
    const keys = ['id', 'user_id', 'company_id', 'job_id'];
    const mentionRows = async () =>
      (await h.db.execute(sql`SELECT to_jsonb(m) AS row FROM notification_mentions m ORDER BY note_id, user_id`)).rows;
    const live = await Promise.all(tables.map((t, i) => dump(h.db, t, keys[i]!)));
    const liveMentions = await mentionRows();
    expect(liveMentions.map((r) => (r.row as { mailed_at: string | null }).mailed_at !== null)).toEqual([
      true,
      false,
      false,
    ]);
    await runner.stop();
    await rebuildProjection({ db: h.db, store: h.store, projection: notificationsProjection });
    const rebuilt = await Promise.all(tables.map((t, i) => dump(h.db, t, keys[i]!)));
    expect(rebuilt).toEqual(live);
    expect(await mentionRows()).toEqual(liveMentions);
    expect((live[0] as unknown[]).length).toBe(10);
    // Names are kept for company users only.
    expect((live[1] as { user_id: string }[]).map((m) => m.user_id)).toEqual(['u1', 'u2', 'u3', 'x1']);
  });
});
