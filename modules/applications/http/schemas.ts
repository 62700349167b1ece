import { z } from 'zod';
import {
  applyCaps,
  applyCountryCodes,
  candidateStatusFilters,
  defaultApplyCountryCode,
  hasPhoneDigits,
  isPhoneWithoutCountryCode,
  isPortfolioUrl,
  splitFullName,
} from '@tawzeef/applications';
import { acceptedNoticesField } from '@tawzeef/privacy/http';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null));

const phone = z
  .string()
  .trim()
  .refine(isPhoneWithoutCountryCode, 'Enter the phone number without its country code')
  .refine(hasPhoneDigits, 'Enter a valid phone number');

const portfolioUrl = z
  .string()
  .trim()
  .max(applyCaps.portfolioUrl)
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isPortfolioUrl(v), 'Enter a valid URL starting with http or https');

/** Shared by both apply paths: the answers of the form besides the applicant's identity. */
const answers = {
  jobId: z.string().trim().min(1, 'jobId is required').max(100),
  coverLetter: optionalText(applyCaps.coverLetter),
  expectedSalary: optionalText(applyCaps.expectedSalary),
  noticePeriod: optionalText(applyCaps.noticePeriod),
  portfolioUrl,
  countryCode: z.enum(applyCountryCodes).default(defaultApplyCountryCode),
  /** The privacy and AI-use notice versions accepted before the CV is analysed (a JSON string in multipart). */
  acceptedNotices: acceptedNoticesField,
};

/** Anonymous multipart fields. `fullName` is split like the form does: first word, then the rest. */
export const anonymousApplicationFields = z
  .object({
    ...answers,
    fullName: z.string().trim().max(200).optional(),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    email: z.string().trim().max(254).email('Enter a valid email address'),
    phone,
  })
  .transform(({ fullName, firstName, lastName, ...rest }, ctx) => {
    const split = splitFullName(fullName ?? '');
    const first = firstName || split.firstName;
    const last = lastName ?? split.lastName;
    if (!first) {
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'Full name is required' });
      return z.NEVER;
    }
    return { ...rest, firstName: first, lastName: last };
  });

/** The signed-in apply: a saved CV (cvId, or its resumeUrl) or a file in `cv`. Identity comes from the account. */
export const candidateApplicationFields = z.object({
  ...answers,
  cvId: z.string().trim().max(100).optional(),
  resumeUrl: z.string().trim().max(500).optional(),
  phone: phone.optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});

export const candidateApplicationsQuery = z.object({
  status: z.enum(candidateStatusFilters).default('all'),
  range: z.string().optional(),
});

export const withdrawBody = z.object({ reason: z.string().trim().max(1000).optional() }).default({});
