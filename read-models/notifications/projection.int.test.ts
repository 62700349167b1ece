import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild.ts';
import { createProjectionRunner, type ProjectionRunner } from '../runner/runner.ts';
import { append, createHarness, dump, type Harness } from '../testing/harness.ts';
import { notificationsProjection } from './projection.ts';
import { listNotifications, unreadNotificationCount } from './query.ts';

const at = '2026-03-01T10:00:00.000Z';
const member = (userId: string) => ({
  type: 'MemberJoined',
  data: { companyId: 'co-1', userId, role: 'RECRUITER', invitationId: null, joinedAt: at },
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
    expect((await listNotifications(h.db, 'u2', { page: 1, limit: 50 })).total).toBe(4);
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
    await append(h.store, 'notifications-u2', [{ type: 'NotificationsAllRead', data: { userId: 'u2', readAt: at } }]);
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
    const live = await Promise.all(tables.map((t, i) => dump(h.db, t, keys[i]!)));
    await runner.stop();
    await rebuildProjection({ db: h.db, store: h.store, projection: notificationsProjection });
    const rebuilt = await Promise.all(tables.map((t, i) => dump(h.db, t, keys[i]!)));
    expect(rebuilt).toEqual(live);
    expect((live[0] as unknown[]).length).toBe(8);
  });
});
