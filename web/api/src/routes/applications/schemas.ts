import { z } from 'zod';

/** The apply form's country codes, in the spec's order; the first is the default. */
export const applyCountryCodes = [
  '+966',
  '+971',
  '+974',
  '+965',
  '+973',
  '+968',
  '+962',
  '+961',
  '+963',
  '+964',
  '+972',
] as const;

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
  .refine((v) => /^[0-9][0-9 -]*$/.test(v), 'Enter the phone number without its country code')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 4 && digits <= 14;
  }, 'Enter a valid phone number');

const portfolioUrl = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), 'Enter a valid URL starting with http or https');

/** Shared by both apply paths: the answers of the form besides the applicant's identity. */
const answers = {
  jobId: z.string().trim().min(1, 'jobId is required').max(100),
  coverLetter: optionalText(5000),
  expectedSalary: optionalText(100),
  noticePeriod: optionalText(100),
  portfolioUrl,
  countryCode: z.enum(applyCountryCodes).default('+966'),
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
    const words = (fullName ?? '').split(/\s+/).filter(Boolean);
    const first = firstName || words[0] || '';
    const last = lastName ?? words.slice(1).join(' ');
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
  status: z
    .enum(['all', 'submitted', 'reviewing', 'interview', 'offered', 'accepted', 'rejected', 'withdrawn'])
    .default('all'),
  range: z.string().optional(),
});

export const withdrawBody = z.object({ reason: z.string().trim().max(1000).optional() }).default({});
