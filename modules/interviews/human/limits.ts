/** The bounds of an interview people hold: its length, interviewers, texts and how far ahead it may be. */
export const slotLimits = {
  durationMinutes: [15, 480],
  interviewers: [1, 10],
  location: 500,
  note: 2000,
  comment: 2000,
  /** How far ahead an interview may be scheduled. */
  aheadDays: 366,
} as const;

/** An application that is over cannot get an interview (reopen it with a status change first). */
export const closedApplicationStatuses: readonly string[] = ['REJECTED', 'WITHDRAWN', 'HIRED'];
