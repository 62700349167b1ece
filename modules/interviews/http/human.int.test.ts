import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarUid, createHumanInterviewsService } from '@tawzeef/interviews';
import { mailsTo, rawMail } from '../../../web/api/src/test-mailpit.ts';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import type { Client } from '../../../web/api/src/test-client.ts';
import {
  address,
  calendarOf,
  PUBLIC_URL,
  run,
  startHumanInterviews,
  type HumanInterviews,
} from '../../../web/api/src/test-human-interviews.ts';

// An interview with people through the real API, event store, projections, Temporal and SMTP to Mailpit
// (web/api/src/test-human-interviews.ts), read back with the calendar files attached.
let fixture: HumanInterviews;
let server: TestServer;
let owner: Client;
let ownerId: string;
let companyId: string;
let candidate: Client;
let applicationId: string;

/** A date `days` ahead (YYYY-MM-DD), as a calendar day. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const slot = (over: Record<string, unknown> = {}) => ({
  date: daysAhead(3),
  time: '11:00',
  timeZone: 'Asia/Riyadh',
  durationMinutes: 45,
  type: 'VIDEO',
  location: 'https://meet.example/tawzeef-42',
  interviewerIds: [ownerId],
  note: 'Please bring your portfolio.',
  ...over,
});

beforeAll(async () => {
  fixture = await startHumanInterviews();
  ({ server, owner, ownerId, companyId, candidate, applicationId } = fixture);
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

describe('an interview with people: schedule, reschedule, cancel', { timeout: 180_000 }, () => {
  let interviewId: string;

  it('offers the company’s zone (Jordan), the region’s zones and the team', async () => {
    const options = await owner.get('/api/company/human-interviews/options');
    expect(options.status).toBe(200);
    expect(options.body.defaultTimeZone).toBe('Asia/Amman');
    expect(options.body.timeZones).toEqual(expect.arrayContaining(['Asia/Amman', 'Asia/Riyadh', 'Asia/Dubai']));
    expect(options.body.members).toEqual([{ id: ownerId, name: 'Layla Haddad', email: address('owner') }]);
  });

  it('refuses a time in the past and an interviewer from outside the team', async () => {
    const past = await owner.post(
      `/api/company/applications/${applicationId}/human-interviews`,
      slot({ date: daysAhead(-1) }),
    );
    expect(past.status).toBe(422);
    expect(past.body.code).toBe('INTERVIEW.IN_THE_PAST');
    const stranger = await owner.post(
      `/api/company/applications/${applicationId}/human-interviews`,
      slot({ interviewerIds: [randomUUID()] }),
    );
    expect(stranger.status).toBe(422);
  });

  it('schedules: the instant in UTC with its zone, INTERVIEW_SCHEDULED, and an invitation with a REQUEST .ics to both sides', async () => {
    const key = randomUUID();
    const reply = await owner.call('POST', `/api/company/applications/${applicationId}/human-interviews`, slot(), {
      headers: { 'idempotency-key': key },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    interviewId = reply.body.id;
    expect(reply.body).toMatchObject({
      status: 'SCHEDULED',
      startsAt: `${daysAhead(3)}T08:00:00.000Z`,
      endsAt: `${daysAhead(3)}T08:45:00.000Z`,
      timeZone: 'Asia/Riyadh',
      local: { date: daysAhead(3), time: '11:00' },
      type: 'VIDEO',
      sequence: 0,
      interviewers: [{ id: ownerId, name: 'Layla Haddad' }],
    });
    // The same submission again (a retry after a lost answer) is the same interview.
    const again = await owner.call('POST', `/api/company/applications/${applicationId}/human-interviews`, slot(), {
      headers: { 'idempotency-key': key },
    });
    expect(again.body.id).toBe(interviewId);
    expect((await owner.get(`/api/company/applications/${applicationId}/human-interviews`)).body).toHaveLength(1);
    expect((await owner.get(`/api/company/applications/${applicationId}`)).body.status).toBe('INTERVIEW_SCHEDULED');

    const [mail] = await mailsTo(address('sara'), { accept: (m) => m.Subject.startsWith('Interview for') });
    expect(mail!.Subject).toBe(
      'Interview for \u2068Frontend Developer\u2069 at \u2068Acme Hiring\u2069 | مقابلة لوظيفة \u2068Frontend Developer\u2069 في \u2068Acme Hiring\u2069',
    );
    expect(mail!.Text).toContain('11:00 (\u2068Asia/Riyadh\u2069)');
    expect(mail!.Text.replace(/\r\n/g, '\n')).toContain('Link: https://meet.example/tawzeef-42\n');
    expect(mail!.HTML).toContain(
      '<a href="https://meet.example/tawzeef-42" dir="ltr">https://meet.example/tawzeef-42</a>',
    );
    expect(mail!.Text).toContain('تدعوك');
    expect(mail!.Text).toContain('Please bring your portfolio.');
    expect(mail!.HTML).toMatch(/<p dir="auto"[^>]*>مرحباً/);
    const ics = await calendarOf(mail!);
    expect(ics.fileName).toBe('invite.ics');
    expect(ics.field('METHOD')).toEqual(['REQUEST']);
    expect(ics.field('UID')).toEqual([calendarUid(interviewId)]);
    expect(ics.field('SEQUENCE')).toEqual(['0']);
    expect(ics.field('DTSTART')).toEqual([`${daysAhead(3).replace(/-/g, '')}T080000Z`]);
    expect(ics.field('ATTENDEE').map((a) => a.replace(/^mailto:/i, ''))).toEqual([address('sara'), address('owner')]);
    // Calendar clients act on the text/calendar part and its method.
    expect(await rawMail(mail!.ID)).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);

    const [toInterviewer] = await mailsTo(address('owner'), { accept: (m) => m.Subject.startsWith('Interview with') });
    expect(toInterviewer!.Text).toContain(`${PUBLIC_URL}/dashboard/candidates/${applicationId}`);
    expect((await calendarOf(toInterviewer!)).field('UID')).toEqual([calendarUid(interviewId)]);
  });

  it('shows on the candidate’s Upcoming Interviews and the company’s Upcoming Schedule', async () => {
    const mine = await candidate.get('/api/candidate/interviews?scope=upcoming');
    expect(mine.status).toBe(200);
    expect(mine.body).toContainEqual(
      expect.objectContaining({
        id: interviewId,
        interviewerKind: 'HUMAN',
        interviewers: ['Layla Haddad'],
        type: 'video',
        status: 'upcoming',
        scheduledAt: `${daysAhead(3)}T08:00:00.000Z`,
        timeZone: 'Asia/Riyadh',
        meetingLink: 'https://meet.example/tawzeef-42',
      }),
    );
    const schedule = await owner.get('/api/company/interviews/upcoming');
    expect(schedule.body.events).toContainEqual(
      expect.objectContaining({
        id: `human-interview:${interviewId}`,
        kind: 'human-interview',
        candidateName: 'Sara Nasser',
      }),
    );
  });

  it('reschedules: the same UID with SEQUENCE 1 and the new time', async () => {
    const reply = await owner.put(`/api/company/human-interviews/${interviewId}`, slot({ time: '13:30' }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ sequence: 1, startsAt: `${daysAhead(3)}T10:30:00.000Z` });
    const [mail] = await mailsTo(address('sara'), { accept: (m) => m.Subject.startsWith('Updated: interview') });
    expect(mail!.Text).toContain('13:30');
    const ics = await calendarOf(mail!);
    expect(ics.field('METHOD')).toEqual(['REQUEST']);
    expect(ics.field('UID')).toEqual([calendarUid(interviewId)]);
    expect(ics.field('SEQUENCE')).toEqual(['1']);
    expect(ics.field('DTSTART')).toEqual([`${daysAhead(3).replace(/-/g, '')}T103000Z`]);
  });

  it('cancels: METHOD:CANCEL, the same UID, SEQUENCE 2; gone from the upcoming lists', async () => {
    const reply = await owner.post(`/api/company/human-interviews/${interviewId}/cancel`, {
      reason: 'The role is filled.',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ status: 'CANCELLED', sequence: 2, cancelReason: 'The role is filled.' });
    const [mail] = await mailsTo(address('sara'), { accept: (m) => m.Subject.startsWith('Cancelled: interview') });
    expect(mail!.Text).toContain('The role is filled.');
    const ics = await calendarOf(mail!);
    expect(ics.fileName).toBe('cancel.ics');
    expect(ics.field('METHOD')).toEqual(['CANCEL']);
    expect(ics.field('STATUS')).toEqual(['CANCELLED']);
    expect(ics.field('UID')).toEqual([calendarUid(interviewId)]);
    expect(ics.field('SEQUENCE')).toEqual(['2']);
    expect(await rawMail(mail!.ID)).toMatch(/method=CANCEL/i);
    const [interviewerMail] = await mailsTo(address('owner'), { accept: (m) => m.Subject.startsWith('Cancelled:') });
    expect((await calendarOf(interviewerMail!)).field('METHOD')).toEqual(['CANCEL']);
    // Three mails to the candidate in all: the invitation, the update, the cancellation.
    expect(await mailsTo(address('sara'), { count: 3 })).toHaveLength(3);
    const mine = await candidate.get('/api/candidate/interviews?scope=upcoming');
    expect(mine.body.map((i: { id: string }) => i.id)).not.toContain(interviewId);
    const again = await owner.put(`/api/company/human-interviews/${interviewId}`, slot());
    expect(again.status).toBe(409);
  });

  it('an interviewer’s rating fills the HR Interview column and the overall score', async () => {
    const scheduled = await owner.post(
      `/api/company/applications/${applicationId}/human-interviews`,
      slot({ date: daysAhead(1) }),
    );
    expect(scheduled.status).toBe(201);
    const early = await owner.post(`/api/company/human-interviews/${scheduled.body.id}/rating`, { rating: 4 });
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('INTERVIEW.NOT_YET_HELD');
    // The same store a day and a half later: the interview has taken place.
    const later = createHumanInterviewsService({
      store: server.container.get(TOKENS.EventStore),
      clock: () => new Date(Date.now() + 36 * 3_600_000),
      application: async () => null,
      members: async () => [],
      interviewScheduled: async () => null,
    });
    const rated = await later.rate(
      companyId,
      ownerId,
      scheduled.body.id,
      { rating: 4, comment: 'Clear and well prepared.' },
      { commandId: randomUUID(), actorId: ownerId, correlationId: run },
    );
    await server.container.get(TOKENS.ProjectionRunner).waitForPosition('all', rated.position!, 20_000);
    const app = await owner.get(`/api/company/applications/${applicationId}`);
    expect(app.body.hrInterviewScore).toBe(80);
    // The mean of the known interview scores (HR only here), not the CV score any more.
    expect(app.body.overallScore).toBe(80);
    const view = await owner.get(`/api/company/human-interviews/${scheduled.body.id}`);
    expect(view.body).toMatchObject({
      score: 80,
      ratings: [{ interviewerId: ownerId, name: 'Layla Haddad', rating: 4, comment: 'Clear and well prepared.' }],
    });
  });
});
