import { describe, expect, it } from 'vitest';
import { InterviewError } from '../errors.ts';
import { decideHumanInterview, reminderAt, type HumanInterviewCommand } from './decide.ts';
import { evolveHumanInterview, initialHumanInterviewState, type HumanInterviewEvent } from './human-interview.ts';

const HOUR = 3_600_000;
const t0 = new Date('2026-03-01T08:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const layla = { userId: 'u-layla', name: 'Layla Haddad', email: 'layla@sahara.example' };
const omar = { userId: 'u-omar', name: 'Omar Saleh', email: 'omar@sahara.example' };
const slot = {
  startsAt: at(72),
  timeZone: 'Asia/Riyadh',
  durationMinutes: 45,
  meeting: 'VIDEO' as const,
  location: ' https://meet.example/abc ',
  interviewers: [layla, omar],
  note: 'Bring your portfolio.',
};
const schedule = (over: Partial<Extract<HumanInterviewCommand, { type: 'ScheduleHumanInterview' }>> = {}) =>
  ({
    type: 'ScheduleHumanInterview',
    ...slot,
    interviewId: 'i1',
    applicationId: 'a1',
    jobId: 'j1',
    companyId: 'c1',
    candidateId: 'cand1',
    applicationStatus: 'REVIEWING',
    organizer: layla,
    now: t0,
    ...over,
  }) as HumanInterviewCommand;
const reschedule = (hours: number, now = at(1)): HumanInterviewCommand => ({
  type: 'RescheduleHumanInterview',
  ...slot,
  startsAt: at(hours),
  actorId: 'u-layla',
  now,
});
const cancel = (now = at(2)): HumanInterviewCommand => ({
  type: 'CancelHumanInterview',
  reason: 'Position filled',
  actorId: 'u-omar',
  now,
});
const rate = (interviewerId: string, rating: number, now = at(73)): HumanInterviewCommand => ({
  type: 'RateHumanInterview',
  interviewerId,
  rating,
  comment: null,
  now,
});

function given(...commands: HumanInterviewCommand[]) {
  let state = initialHumanInterviewState();
  const events: HumanInterviewEvent[] = [];
  for (const c of commands) {
    for (const e of decideHumanInterview(c, state)) {
      events.push(e);
      state = evolveHumanInterview(state, e);
    }
  }
  return { state, events };
}
const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof InterviewError) return error.code;
    throw error;
  }
  return null;
};

describe('human interview decider', () => {
  it('schedules in UTC with its zone, end, reminder a day before and sequence 0; again is a no-op', () => {
    const { state, events } = given(schedule(), schedule({ now: at(0.5) }));
    expect(events).toEqual([
      {
        type: 'HumanInterviewScheduled',
        data: {
          interviewId: 'i1',
          applicationId: 'a1',
          jobId: 'j1',
          companyId: 'c1',
          candidateId: 'cand1',
          startsAt: '2026-03-04T08:00:00.000Z',
          endsAt: '2026-03-04T08:45:00.000Z',
          timeZone: 'Asia/Riyadh',
          durationMinutes: 45,
          type: 'VIDEO',
          location: 'https://meet.example/abc',
          interviewers: [layla, omar],
          note: 'Bring your portfolio.',
          remindAt: '2026-03-03T08:00:00.000Z',
          organizer: layla,
          sequence: 0,
          scheduledAt: t0.toISOString(),
        },
      },
    ]);
    expect(state).toMatchObject({ exists: true, status: 'SCHEDULED', sequence: 0 });
  });

  it('refuses a time in the past, a closed application, bad lengths and repeated or missing interviewers', () => {
    expect(codeOf(() => given(schedule({ startsAt: at(-1) })))).toBe('INTERVIEW.IN_THE_PAST');
    for (const status of ['REJECTED', 'WITHDRAWN', 'HIRED'])
      expect(codeOf(() => given(schedule({ applicationStatus: status })))).toBe('INTERVIEW.APPLICATION_CLOSED');
    expect(codeOf(() => given(schedule({ durationMinutes: 10 })))).toBe('INTERVIEW.INVALID');
    expect(codeOf(() => given(schedule({ durationMinutes: 30.5 })))).toBe('INTERVIEW.INVALID');
    expect(codeOf(() => given(schedule({ interviewers: [] })))).toBe('INTERVIEW.INVALID');
    expect(codeOf(() => given(schedule({ interviewers: [layla, layla] })))).toBe('INTERVIEW.INVALID');
    expect(codeOf(() => given(schedule({ startsAt: at(24 * 400) })))).toBe('INTERVIEW.INVALID');
  });

  it('reminds a day before, an hour before when closer, and not at all when even that has passed', () => {
    expect(reminderAt(at(48), t0)).toEqual(at(24));
    expect(reminderAt(at(10), t0)).toEqual(at(9));
    expect(reminderAt(at(1.25), t0)).toBeNull();
  });

  it('a reschedule raises the sequence and changes the slot; the same slot again is a no-op', () => {
    const { state, events } = given(schedule(), reschedule(96), reschedule(96, at(1.5)));
    expect(events.map((e) => e.type)).toEqual(['HumanInterviewScheduled', 'HumanInterviewRescheduled']);
    expect(events[1]!.data).toMatchObject({
      sequence: 1,
      startsAt: '2026-03-05T08:00:00.000Z',
      remindAt: '2026-03-04T08:00:00.000Z',
      rescheduledBy: 'u-layla',
    });
    expect(state).toMatchObject({ status: 'SCHEDULED', sequence: 1, startsAt: '2026-03-05T08:00:00.000Z' });
  });

  it('a cancellation raises the sequence once; a cancelled interview is neither rescheduled nor rated', () => {
    const { state, events } = given(schedule(), reschedule(96), cancel(), cancel(at(3)));
    expect(events.at(-1)).toMatchObject({
      type: 'HumanInterviewCancelled',
      data: { sequence: 2, reason: 'Position filled', cancelledBy: 'u-omar' },
    });
    expect(events).toHaveLength(3);
    expect(state).toMatchObject({ status: 'CANCELLED', sequence: 2 });
    expect(codeOf(() => given(schedule(), cancel(), reschedule(100)))).toBe('INTERVIEW.INVALID_TRANSITION');
    expect(codeOf(() => given(schedule(), cancel(), rate('u-layla', 4)))).toBe('INTERVIEW.INVALID_TRANSITION');
  });

  it('sends the reminder of the current version once, and none of an older version', () => {
    const remind = (sequence: number): HumanInterviewCommand => ({
      type: 'RecordHumanInterviewReminder',
      sequence,
      now: at(5),
    });
    expect(given(schedule(), remind(0), remind(0)).events.map((e) => e.type)).toEqual([
      'HumanInterviewScheduled',
      'HumanInterviewReminderSent',
    ]);
    expect(given(schedule(), reschedule(96), remind(0)).events).toHaveLength(2);
    expect(given(schedule(), reschedule(96), remind(1)).events.at(-1)).toMatchObject({
      type: 'HumanInterviewReminderSent',
      data: { sequence: 1 },
    });
  });

  it('asks for ratings once the interview is over, and only then', () => {
    const ask = (hours: number): HumanInterviewCommand => ({ type: 'RequestHumanInterviewRatings', now: at(hours) });
    expect(codeOf(() => given(schedule(), ask(72.5)))).toBe('INTERVIEW.INVALID_TRANSITION');
    const { state, events } = given(schedule(), ask(73), ask(74));
    expect(events.at(-1)).toMatchObject({
      type: 'HumanInterviewRatingRequested',
      data: { interviewerIds: ['u-layla', 'u-omar'] },
    });
    expect(events).toHaveLength(2);
    expect(state).toMatchObject({ status: 'COMPLETED' });
  });

  it('rates from the start on, by its interviewers only, 1 to 5; the score is the mean of the latest ratings', () => {
    expect(codeOf(() => given(schedule(), rate('u-layla', 4, at(71))))).toBe('INTERVIEW.NOT_YET_HELD');
    expect(codeOf(() => given(schedule(), rate('u-someone', 4)))).toBe('INTERVIEW.NOT_AN_INTERVIEWER');
    expect(codeOf(() => given(schedule(), rate('u-layla', 6)))).toBe('INTERVIEW.INVALID');
    expect(codeOf(() => given(schedule(), rate('u-layla', 0)))).toBe('INTERVIEW.INVALID');
    const { state, events } = given(
      schedule(),
      rate('u-layla', 4),
      rate('u-omar', 3),
      rate('u-omar', 5),
      rate('u-omar', 5),
    );
    expect(events.slice(1).map((e) => (e.type === 'HumanInterviewRated' ? e.data.score : null))).toEqual([80, 70, 90]);
    expect(state.exists && state.ratings.map((r) => [r.interviewerId, r.rating])).toEqual([
      ['u-layla', 4],
      ['u-omar', 5],
    ]);
  });
});
