import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionRunner, type ProjectionRunner } from '../runner/runner.ts';
import { append, createHarness, type Harness } from '../testing/harness.ts';
import { notificationsProjection } from './projection.ts';
import { listNotifications } from './query.ts';

const at = '2026-03-01T10:00:00.000Z';

describe('a completed AI interview', () => {
  let h: Harness;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    h = await createHarness();
    await append(h.store, 'user-u1', [
      {
        type: 'UserRegistered',
        data: { userId: 'u1', userType: 'COMPANY', email: 'u1@example.com', name: 'Rami Haddad', registeredAt: at },
      },
    ]);
    await append(h.store, 'company-co-1', [
      { type: 'CompanyRegistered', data: { companyId: 'co-1', ownerId: 'u1', profile: {} } },
      {
        type: 'MemberJoined',
        data: { companyId: 'co-1', userId: 'u1', role: 'OWNER', invitationId: null, joinedAt: at },
      },
    ]);
    await append(h.store, 'job-j1', [
      {
        type: 'JobDrafted',
        data: { jobId: 'j1', companyId: 'co-1', fields: { title: 'Data Engineer' }, draftedAt: at },
      },
    ]);
    const changed = (applicationId: string, status: string, previousStatus: string, actorId: string | null) => ({
      type: 'ApplicationStatusChanged',
      data: { applicationId, status, previousStatus, actorId, reason: null, changedAt: at },
    });
    for (const applicationId of ['app-1', 'app-2']) {
      await append(h.store, `application-${applicationId}`, [
        {
          type: 'ApplicationSubmitted',
          data: {
            applicationId,
            jobId: 'j1',
            companyId: 'co-1',
            source: 'anonymous',
            applicant: { firstName: 'Sara', lastName: applicationId, email: `${applicationId}@example.com` },
            submittedAt: at,
          },
        },
        changed(applicationId, 'INTERVIEW_SCHEDULED', 'SUBMITTED', null),
      ]);
    }
    // app-1: the AI interview ends, then the hiring process scores it and sets INTERVIEWED (as scoreInterview does).
    await append(h.store, 'interview-i1', [
      {
        type: 'InterviewCompleted',
        data: { interviewId: 'i1', applicationId: 'app-1', jobId: 'j1', completedAt: at, reason: 'agent' },
      },
    ]);
    await append(h.store, 'application-app-1', [changed('app-1', 'INTERVIEWED', 'INTERVIEW_SCHEDULED', null)]);
    // app-2: interviewed outside the platform; the recruiter marks it.
    await append(h.store, 'application-app-2', [changed('app-2', 'INTERVIEWED', 'INTERVIEW_SCHEDULED', 'u1')]);
    runner = createProjectionRunner({ db: h.db, store: h.store, projections: [notificationsProjection] });
    await runner.start();
    expect(await runner.waitForPosition('notifications', await h.store.headPosition(), 10_000)).toBe(true);
  });
  afterAll(async () => {
    await runner?.stop();
    await h?.close();
  });

  it('makes one "Interview completed" notification, and a recruiter marking an interview done makes one too', async () => {
    const { rows } = await listNotifications(h.db, 'u1', { page: 1, limit: 50 });
    const completed = rows.filter((r) => r.kind === 'interview.completed');
    expect(completed.map((r) => r.metadata.applicationId).sort()).toEqual(['app-1', 'app-2']);
    expect(completed.find((r) => r.metadata.applicationId === 'app-1')!.title).toBe('Interview completed');
  });
});
