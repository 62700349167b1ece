/** A broken rule of communications, with a stable code the HTTP layer maps to a status. */
export class CommunicationError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CommunicationError';
  }
}

export const communicationErrors = {
  notFound: () => new CommunicationError('COMMUNICATION.NOT_FOUND', 'Communication not found'),
  candidateNotFound: () =>
    new CommunicationError('CANDIDATE.NOT_FOUND', 'No candidate who applied to one of your jobs matches this.'),
  jobNotFound: () => new CommunicationError('JOB.NOT_FOUND', "The job you're looking for doesn't exist."),
  contentRequired: () => new CommunicationError('COMMUNICATION.CONTENT_REQUIRED', 'The message is empty.'),
  contentTooLong: (max: number) =>
    new CommunicationError('COMMUNICATION.CONTENT_TOO_LONG', `This channel takes at most ${max} characters.`),
  invalidDuration: () =>
    new CommunicationError('COMMUNICATION.INVALID_DURATION', 'A call lasts from 0 to 86400 seconds.'),
  alreadySent: () =>
    new CommunicationError('COMMUNICATION.ALREADY_SENT', 'Only a message that failed can be sent again.'),
  notRetryable: () =>
    new CommunicationError('COMMUNICATION.NOT_RETRYABLE', 'Received messages and logged calls are not sent again.'),
  notPhone: () => new CommunicationError('COMMUNICATION.INVALID_TYPE', 'Calls are logged with type PHONE.'),
};
