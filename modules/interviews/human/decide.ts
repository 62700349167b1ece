import type { Decider } from '@tawzeef/shared';
import { interviewErrors } from '../errors.ts';
import {
  evolveHumanInterview,
  initialHumanInterviewState,
  MAX_RATING,
  MIN_RATING,
  scoreOf,
  type HumanInterviewEvent,
  type HumanInterviewState,
  type Interviewer,
  type InterviewSlot,
  type MeetingType,
  type Person,
} from './human-interview.ts';
import { closedApplicationStatuses, slotLimits } from './limits.ts';

export { closedApplicationStatuses, slotLimits };

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * When both sides are reminded: a day before; for an interview set less than a day ahead, an hour before; none when
 * even that hour has (nearly) passed, since the invitation itself has just been sent.
 */
export function reminderAt(startsAt: Date, now: Date): Date | null {
  for (const lead of [24 * HOUR, HOUR]) {
    const at = startsAt.getTime() - lead;
    if (at - now.getTime() >= 30 * MINUTE) return new Date(at);
  }
  return null;
}

/** What the recruiter chose; `startsAt` is the instant (the edge turned the local date and time in `timeZone` into it). */
export type SlotInput = {
  startsAt: Date;
  timeZone: string;
  durationMinutes: number;
  meeting: MeetingType;
  location: string | null;
  interviewers: Interviewer[];
  note: string | null;
};

export type HumanInterviewCommand =
  | (SlotInput & {
      type: 'ScheduleHumanInterview';
      interviewId: string;
      applicationId: string;
      jobId: string;
      companyId: string;
      candidateId: string | null;
      /** The application's status now (a lookup passed in). */
      applicationStatus: string;
      organizer: Person;
      now: Date;
    })
  | (SlotInput & { type: 'RescheduleHumanInterview'; actorId: string | null; now: Date })
  | { type: 'CancelHumanInterview'; reason: string | null; actorId: string | null; now: Date }
  | { type: 'RecordHumanInterviewReminder'; sequence: number; now: Date }
  | { type: 'RequestHumanInterviewRatings'; now: Date }
  | { type: 'RateHumanInterview'; interviewerId: string; rating: number; comment: string | null; now: Date };

const trimmed = (text: string | null, max: number, what: string) => {
  const value = text?.trim() || null;
  if (value && value.length > max) throw interviewErrors.invalid(`${what} has at most ${max} characters.`);
  return value;
};

/** Checks the slot and freezes it as the event carries it. */
function slotOf(input: SlotInput, now: Date): InterviewSlot {
  const start = input.startsAt.getTime();
  if (!Number.isFinite(start)) throw interviewErrors.invalid('The date or time is not valid.');
  if (start <= now.getTime()) throw interviewErrors.inThePast();
  if (start - now.getTime() > slotLimits.aheadDays * 24 * HOUR)
    throw interviewErrors.invalid('An interview is scheduled at most a year ahead.');
  const [minMinutes, maxMinutes] = slotLimits.durationMinutes;
  if (
    !Number.isInteger(input.durationMinutes) ||
    input.durationMinutes < minMinutes ||
    input.durationMinutes > maxMinutes
  )
    throw interviewErrors.invalid(`An interview lasts ${minMinutes} to ${maxMinutes} minutes.`);
  if (!input.timeZone.trim()) throw interviewErrors.invalid('Choose a time zone.');
  const ids = new Set(input.interviewers.map((i) => i.userId));
  const [minPeople, maxPeople] = slotLimits.interviewers;
  if (ids.size !== input.interviewers.length || ids.size < minPeople || ids.size > maxPeople)
    throw interviewErrors.invalid(`Choose ${minPeople} to ${maxPeople} different interviewers.`);
  return {
    startsAt: input.startsAt.toISOString(),
    endsAt: new Date(start + input.durationMinutes * MINUTE).toISOString(),
    timeZone: input.timeZone,
    durationMinutes: input.durationMinutes,
    type: input.meeting,
    location: trimmed(input.location, slotLimits.location, 'The location'),
    interviewers: input.interviewers,
    note: trimmed(input.note, slotLimits.note, 'The note'),
    remindAt: reminderAt(input.startsAt, now)?.toISOString() ?? null,
  };
}

const sameSlot = (a: InterviewSlot, b: InterviewSlot) =>
  a.startsAt === b.startsAt &&
  a.timeZone === b.timeZone &&
  a.durationMinutes === b.durationMinutes &&
  a.type === b.type &&
  a.location === b.location &&
  a.note === b.note &&
  a.interviewers.map((i) => i.userId).join() === b.interviewers.map((i) => i.userId).join();

export function decideHumanInterview(
  command: HumanInterviewCommand,
  state: HumanInterviewState,
): HumanInterviewEvent[] {
  const at = command.now.toISOString();
  if (command.type === 'ScheduleHumanInterview') {
    if (state.exists) return [];
    if (closedApplicationStatuses.includes(command.applicationStatus))
      throw interviewErrors.applicationClosed(command.applicationStatus);
    return [
      {
        type: 'HumanInterviewScheduled',
        data: {
          interviewId: command.interviewId,
          applicationId: command.applicationId,
          jobId: command.jobId,
          companyId: command.companyId,
          candidateId: command.candidateId,
          ...slotOf(command, command.now),
          organizer: command.organizer,
          sequence: 0,
          scheduledAt: at,
        },
      },
    ];
  }
  if (!state.exists) throw interviewErrors.notFound();
  const { interviewId, applicationId, status } = state;
  switch (command.type) {
    case 'RescheduleHumanInterview': {
      if (status !== 'SCHEDULED') throw interviewErrors.transition(status, 'be rescheduled');
      const slot = slotOf(command, command.now);
      if (sameSlot(slot, state)) return [];
      return [
        {
          type: 'HumanInterviewRescheduled',
          data: {
            interviewId,
            applicationId,
            ...slot,
            sequence: state.sequence + 1,
            rescheduledBy: command.actorId,
            rescheduledAt: at,
          },
        },
      ];
    }
    case 'CancelHumanInterview':
      if (status === 'CANCELLED') return [];
      if (status !== 'SCHEDULED') throw interviewErrors.transition(status, 'be cancelled');
      return [
        {
          type: 'HumanInterviewCancelled',
          data: {
            interviewId,
            applicationId,
            reason: trimmed(command.reason, slotLimits.note, 'The reason'),
            sequence: state.sequence + 1,
            cancelledBy: command.actorId,
            cancelledAt: at,
          },
        },
      ];
    case 'RecordHumanInterviewReminder':
      // A reminder of an older version (rescheduled since) or a second one for this version is not sent.
      if (status !== 'SCHEDULED' || command.sequence !== state.sequence) return [];
      if (state.remindedSequences.includes(command.sequence)) return [];
      return [{ type: 'HumanInterviewReminderSent', data: { interviewId, sequence: command.sequence, sentAt: at } }];
    case 'RequestHumanInterviewRatings':
      if (status !== 'SCHEDULED') return [];
      if (command.now.getTime() < Date.parse(state.endsAt)) throw interviewErrors.transition(status, 'be over yet');
      return [
        {
          type: 'HumanInterviewRatingRequested',
          data: {
            interviewId,
            applicationId,
            interviewerIds: state.interviewers.map((i) => i.userId),
            requestedAt: at,
          },
        },
      ];
    case 'RateHumanInterview': {
      if (!state.interviewers.some((i) => i.userId === command.interviewerId)) throw interviewErrors.notAnInterviewer();
      if (status === 'CANCELLED') throw interviewErrors.transition(status, 'be rated');
      if (command.now.getTime() < Date.parse(state.startsAt)) throw interviewErrors.notYetHeld();
      if (!Number.isInteger(command.rating) || command.rating < MIN_RATING || command.rating > MAX_RATING)
        throw interviewErrors.invalid(`A rating is a whole number from ${MIN_RATING} to ${MAX_RATING}.`);
      const comment = trimmed(command.comment, slotLimits.comment, 'The comment');
      const mine = state.ratings.find((r) => r.interviewerId === command.interviewerId);
      if (mine && mine.rating === command.rating && mine.comment === comment) return [];
      const after = [
        ...state.ratings.filter((r) => r.interviewerId !== command.interviewerId),
        { rating: command.rating },
      ];
      return [
        {
          type: 'HumanInterviewRated',
          data: {
            interviewId,
            applicationId,
            interviewerId: command.interviewerId,
            rating: command.rating,
            comment,
            score: scoreOf(after) ?? 0,
            ratedAt: at,
          },
        },
      ];
    }
  }
}

export const humanInterviewDecider: Decider<HumanInterviewState, HumanInterviewCommand, HumanInterviewEvent> = {
  initialState: initialHumanInterviewState,
  evolve: evolveHumanInterview,
  decide: decideHumanInterview,
};
