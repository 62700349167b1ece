/** A recruiter's interview with a date, held by people (not the AI interviewer): stream `human-interview-<id>`. */
export const humanInterviewStreamName = (interviewId: string) => `human-interview-${interviewId}`;

export const meetingTypes = ['VIDEO', 'PHONE', 'IN_PERSON'] as const;
export type MeetingType = (typeof meetingTypes)[number];
/** SCHEDULED until it is cancelled or its time is over (COMPLETED: the interviewers were asked for their rating). */
export const humanInterviewStatuses = ['SCHEDULED', 'CANCELLED', 'COMPLETED'] as const;
export type HumanInterviewStatus = (typeof humanInterviewStatuses)[number];

export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** A company member who takes part, as they were when invited (their mail goes to this address). */
export type Interviewer = { userId: string; name: string; email: string };
export type Person = { userId: string | null; name: string; email: string };

/** When and how: the instant in UTC, the IANA zone the recruiter chose it in, and where it happens. */
export type InterviewSlot = {
  startsAt: string;
  endsAt: string;
  timeZone: string;
  durationMinutes: number;
  type: MeetingType;
  /** The address, the meeting link or the number to call; null when it is sent later. */
  location: string | null;
  interviewers: Interviewer[];
  /** A note to the candidate, shown in the invitation. */
  note: string | null;
  /** When both sides are reminded; null when the interview is too close for a reminder. */
  remindAt: string | null;
};

export type HumanInterviewScheduled = {
  type: 'HumanInterviewScheduled';
  data: InterviewSlot & {
    interviewId: string;
    applicationId: string;
    jobId: string;
    companyId: string;
    candidateId: string | null;
    /** Who organises it (the ORGANIZER of the calendar invitation, kept through updates). */
    organizer: Person;
    /** The calendar SEQUENCE of this version of the invitation. */
    sequence: number;
    scheduledAt: string;
  };
};
export type HumanInterviewRescheduled = {
  type: 'HumanInterviewRescheduled';
  data: InterviewSlot & {
    interviewId: string;
    applicationId: string;
    sequence: number;
    rescheduledBy: string | null;
    rescheduledAt: string;
  };
};
export type HumanInterviewCancelled = {
  type: 'HumanInterviewCancelled';
  data: {
    interviewId: string;
    applicationId: string;
    reason: string | null;
    sequence: number;
    cancelledBy: string | null;
    cancelledAt: string;
  };
};
export type HumanInterviewReminderSent = {
  type: 'HumanInterviewReminderSent';
  data: { interviewId: string; sequence: number; sentAt: string };
};
export type HumanInterviewRatingRequested = {
  type: 'HumanInterviewRatingRequested';
  data: { interviewId: string; applicationId: string; interviewerIds: string[]; requestedAt: string };
};
export type HumanInterviewRated = {
  type: 'HumanInterviewRated';
  data: {
    interviewId: string;
    applicationId: string;
    interviewerId: string;
    rating: number;
    comment: string | null;
    /** The interview's HR score after this rating: the mean of its interviewers' latest ratings, as a percent. */
    score: number;
    ratedAt: string;
  };
};

export type HumanInterviewEvent =
  | HumanInterviewScheduled
  | HumanInterviewRescheduled
  | HumanInterviewCancelled
  | HumanInterviewReminderSent
  | HumanInterviewRatingRequested
  | HumanInterviewRated;

export const humanInterviewEventTypes: readonly HumanInterviewEvent['type'][] = [
  'HumanInterviewScheduled',
  'HumanInterviewRescheduled',
  'HumanInterviewCancelled',
  'HumanInterviewReminderSent',
  'HumanInterviewRatingRequested',
  'HumanInterviewRated',
];

export type Rating = { interviewerId: string; rating: number; comment: string | null; ratedAt: string };

export type HumanInterviewState =
  | { exists: false }
  | (Omit<HumanInterviewScheduled['data'], 'scheduledAt'> & {
      exists: true;
      status: HumanInterviewStatus;
      /** The sequences whose reminder was sent. */
      remindedSequences: number[];
      cancelReason: string | null;
      ratings: Rating[];
    });

export const initialHumanInterviewState = (): HumanInterviewState => ({ exists: false });

/** The mean of the ratings (1 to 5) as a percent: 5 is 100, 1 is 20. */
export const scoreOf = (ratings: readonly { rating: number }[]) =>
  ratings.length
    ? Math.round((ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length / MAX_RATING) * 100)
    : null;

export function evolveHumanInterview(state: HumanInterviewState, event: HumanInterviewEvent): HumanInterviewState {
  if (event.type === 'HumanInterviewScheduled') {
    const { scheduledAt: _at, ...data } = event.data;
    return { ...data, exists: true, status: 'SCHEDULED', remindedSequences: [], cancelReason: null, ratings: [] };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'HumanInterviewRescheduled': {
      const { rescheduledBy: _by, rescheduledAt: _at, interviewId: _id, applicationId: _app, ...slot } = event.data;
      return { ...state, ...slot };
    }
    case 'HumanInterviewCancelled':
      return { ...state, status: 'CANCELLED', sequence: event.data.sequence, cancelReason: event.data.reason };
    case 'HumanInterviewReminderSent':
      return { ...state, remindedSequences: [...state.remindedSequences, event.data.sequence] };
    case 'HumanInterviewRatingRequested':
      return { ...state, status: 'COMPLETED' };
    case 'HumanInterviewRated': {
      const { interviewerId, rating, comment, ratedAt } = event.data;
      const others = state.ratings.filter((r) => r.interviewerId !== interviewerId);
      return { ...state, ratings: [...others, { interviewerId, rating, comment, ratedAt }] };
    }
    default:
      return state;
  }
}
