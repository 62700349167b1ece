/** A broken rule of interviews, with a stable code the HTTP layer maps to a status. */
export class InterviewError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'InterviewError';
  }
}

export const interviewErrors = {
  notFound: () => new InterviewError('INTERVIEW.NOT_FOUND', 'Interview not found'),
  forbidden: () => new InterviewError('INTERVIEW.FORBIDDEN', 'You may not join this interview.'),
  notJoinable: (status: string) =>
    new InterviewError('INTERVIEW.NOT_JOINABLE', `This interview is ${status.toLowerCase().replace('_', ' ')}.`),
  expired: () => new InterviewError('INTERVIEW.EXPIRED', 'The invitation to this interview has expired.'),
  transition: (from: string, action: string) =>
    new InterviewError('INTERVIEW.INVALID_TRANSITION', `An interview that is ${from} cannot ${action}.`),
  seqConflict: (seq: number) =>
    new InterviewError('INTERVIEW.SEQ_CONFLICT', `Utterance ${seq} was already recorded with another text.`),
  invalid: (message: string) => new InterviewError('INTERVIEW.INVALID', message),
  inThePast: () => new InterviewError('INTERVIEW.IN_THE_PAST', 'Choose a date and time in the future.'),
  applicationClosed: (status: string) =>
    new InterviewError(
      'INTERVIEW.APPLICATION_CLOSED',
      `An application that is ${status.toLowerCase().replace('_', ' ')} cannot get an interview.`,
    ),
  notAnInterviewer: () =>
    new InterviewError('INTERVIEW.NOT_AN_INTERVIEWER', 'Only the interviewers of this interview rate it.'),
  notYetHeld: () => new InterviewError('INTERVIEW.NOT_YET_HELD', 'An interview is rated once it has started.'),
};
