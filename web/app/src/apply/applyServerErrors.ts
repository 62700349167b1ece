import type { ApplyErrors } from './applyRules.ts';

/** The server's refusals that are about the CV: shown under the CV choice. */
export const cvCodes = new Set([
  'CV.TOO_LARGE',
  'CV.UNSUPPORTED_MEDIA_TYPE',
  'CV.ENCRYPTED',
  'CV.MISSING_FILE',
  'APPLICATION.CV_REQUIRED',
]);

/** Server field names that land on the form's fields. */
export const fieldOf: Record<string, keyof ApplyErrors> = {
  fullName: 'fullName',
  firstName: 'fullName',
  lastName: 'fullName',
  email: 'email',
  phone: 'phone',
  countryCode: 'countryCode',
  portfolioUrl: 'portfolioUrl',
  coverLetter: 'coverLetter',
  expectedSalary: 'expectedSalary',
  noticePeriod: 'noticePeriod',
  acceptedNotices: 'acceptedNotices',
};
