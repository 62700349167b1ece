import { randomUUID } from 'node:crypto';
import { isolate } from '@tawzeef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { decodeMail, type Client } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { caughtUp, seedApplication } from '../../../web/api/src/test-company-applications.ts';
import { applicantOf, settings, startNotifications, utf8 } from '../../../web/api/src/test-notifications.ts';
import {
  settledMailCount as settledCount,
  type NotificationsFixture,
} from '../../../web/api/src/test-notifications.ts';

// The mails of mentions in notes and of the weekly report.
let fixture: NotificationsFixture;
let server: TestServer, mail: NotificationsFixture['mail'];
let owner: Client, recruiter: Client, outsider: Client;
let ownerId: string, recruiterId: string, jobId: string;
let applicant: ReturnType<typeof applicantOf>;

/** Waits until nothing more arrives for a moment, then answers how many mails were caught. */
const settledMailCount = () => settledCount(mail);

beforeAll(async () => {
  fixture = await startNotifications();
  ({ server, mail, owner, ownerId, recruiter, recruiterId, outsider, jobId } = fixture);
  applicant = applicantOf(jobId);
  // The weekly report counts the week's applications of the company: these two (Omar's interview scheduled), and
  // Nadia Karim's and Huda Nasser's, which the tests below add.
  await seedApplication(server, applicant('Sara', 'Ali'));
  const { id: omar } = await seedApplication(server, applicant('Omar', 'Haddad'));
  const req = { commandId: randomUUID(), actorId: null, correlationId: randomUUID() };
  const moved = await server.container
    .get(TOKENS.Applications)
    .changeStatus(omar, { status: 'INTERVIEW_SCHEDULED', actorId: null, reason: null }, req);
  await server.container.get(TOKENS.ProjectionRunner).waitForPosition('all', moved.position!, 20_000);
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

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
