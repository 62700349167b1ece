/** A broken rule of human review requests, with a stable code the HTTP layer maps to a status. */
export class ReviewRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ReviewRequestError';
  }
}

export const reviewRequestErrors = {
  notFound: () => new ReviewRequestError('REVIEW_REQUEST.NOT_FOUND', 'Review request not found'),
  alreadyOpen: () =>
    new ReviewRequestError(
      'REVIEW_REQUEST.ALREADY_OPEN',
      'You already asked for this on this application; the company has not answered yet.',
    ),
  alreadyAccepted: () =>
    new ReviewRequestError(
      'REVIEW_REQUEST.ALREADY_ACCEPTED',
      'The company already agreed to a person instead of the AI interview on this application.',
    ),
  alreadyDecided: () =>
    new ReviewRequestError('REVIEW_REQUEST.ALREADY_DECIDED', 'This request has already been answered.'),
  wrongKind: (action: string) =>
    new ReviewRequestError('REVIEW_REQUEST.WRONG_KIND', `This kind of request cannot be ${action}.`),
  nothingToReview: () =>
    new ReviewRequestError(
      'REVIEW_REQUEST.NOTHING_TO_REVIEW',
      'There is no AI result of this kind to re-evaluate yet.',
    ),
  applicationClosed: () =>
    new ReviewRequestError(
      'REVIEW_REQUEST.APPLICATION_CLOSED',
      'This application is no longer in the interview stage, so the AI interview cannot be replaced.',
    ),
  noteRequired: () =>
    new ReviewRequestError('REVIEW_REQUEST.NOTE_REQUIRED', 'Write a few words the candidate will read.'),
  withdrawn: () => new ReviewRequestError('REVIEW_REQUEST.APPLICATION_WITHDRAWN', 'This application was withdrawn.'),
};
