/** A broken rule of CVs or applications, with a stable code the HTTP layer maps to a status. */
export class ApplicationError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApplicationError';
  }
}

/** The spec's texts where it has one; ours otherwise. */
export const messages = {
  notPdf: 'Please upload only PDF files for your CV.',
  tooLarge: 'Please upload a CV file smaller than 10MB.',
  encrypted: 'This PDF is password-protected. Please upload a CV without a password.',
  alreadyApplied: 'You have already applied for this job. Please check your applications in your dashboard.',
  noCv: 'Please upload a CV before submitting your application.',
  noSavedCv: 'Please select or upload a valid CV before submitting your application.',
} as const;

export const applicationErrors = {
  cvNotFound: () => new ApplicationError('CV.NOT_FOUND', 'CV not found'),
  notPdf: () => new ApplicationError('CV.UNSUPPORTED_MEDIA_TYPE', messages.notPdf),
  tooLarge: () => new ApplicationError('CV.TOO_LARGE', messages.tooLarge),
  encrypted: () => new ApplicationError('CV.ENCRYPTED', messages.encrypted),
  notFound: () => new ApplicationError('APPLICATION.NOT_FOUND', 'Application not found'),
  jobNotFound: () => new ApplicationError('JOB.NOT_FOUND', 'Job Not Found'),
  alreadyApplied: () => new ApplicationError('APPLICATION.ALREADY_APPLIED', messages.alreadyApplied),
  noSavedCv: () => new ApplicationError('APPLICATION.CV_REQUIRED', messages.noSavedCv),
  transition: (from: string, to: string) =>
    new ApplicationError('APPLICATION.INVALID_TRANSITION', `An application in ${from} cannot become ${to}.`),
  versionConflict: (expected: number, current: number) =>
    new ApplicationError(
      'APPLICATION.VERSION_CONFLICT',
      `The application changed meanwhile (version ${current}, not ${expected}). Reload it and try again.`,
    ),
  noteEmpty: () => new ApplicationError('APPLICATION.NOTE_REQUIRED', 'Note text is required'),
  noteTooLong: () => new ApplicationError('APPLICATION.NOTE_TOO_LONG', 'A note holds at most 5000 characters'),
  withdrawnByCandidateOnly: () =>
    new ApplicationError('APPLICATION.WITHDRAW_FORBIDDEN', 'Only the candidate can withdraw an application.'),
};
