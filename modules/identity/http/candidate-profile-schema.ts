import { z } from 'zod';
import { candidateFieldLimits as max } from '@tawzeef/identity';
import { jobTypes, workTypes } from '@tawzeef/jobs';
import type { FieldError } from '@tawzeef/http';

/** Blank text is "no value": stored as null. */
const optional = (limit: number) =>
  z
    .string()
    .trim()
    .max(limit)
    .nullish()
    .transform((v) => (v ? v : v === undefined ? undefined : null));
const required = (limit: number) => z.string().trim().min(1).max(limit);
const url = z
  .string()
  .trim()
  .max(max.url)
  .refine((v) => v === '' || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)), { params: { kind: 'URL' } })
  .nullish()
  .transform((v) => (v ? v : v === undefined ? undefined : null));
const yearMonth = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/)
  .nullish()
  .transform((v) => v ?? null);
const year = z
  .number()
  .int()
  .min(1950)
  .max(2100)
  .nullish()
  .transform((v) => v ?? null);
const distinct = <T extends string>(items: T[]) =>
  items.filter((item, i) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i);

const workExperience = z
  .strictObject({
    title: required(max.shortText),
    company: z.string().trim().max(max.shortText).default(''),
    startDate: yearMonth,
    endDate: yearMonth,
    description: optional(max.description).transform((v) => v ?? null),
  })
  .refine((e) => !e.startDate || !e.endDate || e.endDate >= e.startDate, {
    path: ['endDate'],
    params: { kind: 'RANGE' },
  });
const education = z
  .strictObject({
    degree: required(max.shortText),
    fieldOfStudy: optional(max.shortText).transform((v) => v ?? null),
    institution: z.string().trim().max(max.shortText).default(''),
    startYear: year,
    endYear: year,
    description: optional(max.description).transform((v) => v ?? null),
  })
  .refine((e) => e.startYear === null || e.endYear === null || e.endYear >= e.startYear, {
    path: ['endYear'],
    params: { kind: 'RANGE' },
  });

/** Every field of the candidate profile; what the body leaves out stays as it is (PUT and PATCH alike). */
export const candidateProfileBody = z
  .strictObject({
    firstName: required(max.name).optional(),
    lastName: z.string().trim().max(max.name).optional(),
    email: z.string().trim().pipe(z.email().max(254)).optional(),
    phone: optional(max.phone),
    profileSummary: optional(max.summary),
    skills: z.array(z.string().trim().min(1).max(max.skill)).max(max.skills).transform(distinct).optional(),
    currentJobTitle: optional(max.shortText),
    currentCompany: optional(max.shortText),
    currentLocation: optional(max.shortText),
    resumeUrl: url,
    preferredWorkType: z.enum(workTypes).nullish(),
    preferredJobTypes: z.array(z.enum(jobTypes)).max(jobTypes.length).transform(distinct).optional(),
    preferredIndustries: z
      .array(z.string().trim().min(1).max(max.listItem))
      .max(max.listItems)
      .transform(distinct)
      .optional(),
    expectedSalary: optional(max.salary),
    experienceLevel: optional(max.listItem),
    totalExperience: optional(max.listItem),
    workExperiences: z.array(workExperience).max(max.workExperiences).optional(),
    educationHistory: z.array(education).max(max.educationHistory).optional(),
    highestEducation: optional(max.shortText),
    fieldOfStudy: optional(max.shortText),
    university: optional(max.shortText),
    graduationYear: year.optional(),
    portfolioUrl: url,
    linkedInUrl: url,
    githubUrl: url,
  })
  .meta({ id: 'CandidateProfileInput' });
export type CandidateProfileBody = z.infer<typeof candidateProfileBody>;

type Kind =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'TOO_MANY'
  | 'INVALID_URL'
  | 'INVALID_DATE'
  | 'INVALID_RANGE'
  | 'INVALID_CHOICE'
  | 'INVALID_VALUE'
  | 'UNKNOWN_FIELD';

/** The field errors' texts in both languages of the platform; `code` is CANDIDATE_PROFILE.<kind>. */
export const candidateProfileMessages: Record<'en' | 'ar', Record<Kind, (n?: number) => string>> = {
  en: {
    REQUIRED: () => 'This field is required.',
    TOO_LONG: (n) => `Use at most ${n} characters.`,
    TOO_MANY: (n) => `Add at most ${n} items.`,
    INVALID_URL: () => 'Enter a valid URL starting with http or https',
    INVALID_DATE: () => 'Use a date like 2024-05.',
    INVALID_RANGE: () => 'The end must not be before the start.',
    INVALID_CHOICE: () => 'Choose one of the offered options.',
    INVALID_VALUE: () => 'This value is not valid.',
    UNKNOWN_FIELD: () => 'This field is not part of the profile.',
  },
  ar: {
    REQUIRED: () => 'هذا الحقل مطلوب.',
    TOO_LONG: (n) => `استخدم ${n} حرفًا على الأكثر.`,
    TOO_MANY: (n) => `أضف ${n} عنصرًا على الأكثر.`,
    INVALID_URL: () => 'أدخل رابطًا صالحًا يبدأ بـ http أو https',
    INVALID_DATE: () => 'استخدم تاريخًا مثل 2024-05.',
    INVALID_RANGE: () => 'يجب ألا تسبق النهاية البداية.',
    INVALID_CHOICE: () => 'اختر أحد الخيارات المتاحة.',
    INVALID_VALUE: () => 'هذه القيمة غير صالحة.',
    UNKNOWN_FIELD: () => 'هذا الحقل ليس جزءًا من الملف الشخصي.',
  },
};

function kindOf(issue: z.core.$ZodIssue): { kind: Kind; limit?: number } {
  const custom = (issue as { params?: { kind?: string } }).params?.kind;
  if (custom === 'URL') return { kind: 'INVALID_URL' };
  if (custom === 'RANGE') return { kind: 'INVALID_RANGE' };
  if (issue.code === 'invalid_format') return { kind: issue.format === 'regex' ? 'INVALID_DATE' : 'INVALID_VALUE' };
  if (issue.code === 'too_big') {
    const limit = Number(issue.maximum);
    if (issue.origin === 'array') return { kind: 'TOO_MANY', limit };
    return issue.origin === 'string' ? { kind: 'TOO_LONG', limit } : { kind: 'INVALID_VALUE' };
  }
  if (issue.code === 'too_small') return issue.origin === 'string' ? { kind: 'REQUIRED' } : { kind: 'INVALID_VALUE' };
  if (issue.code === 'invalid_value') return { kind: 'INVALID_CHOICE' };
  if (issue.code === 'unrecognized_keys') return { kind: 'UNKNOWN_FIELD' };
  return { kind: 'INVALID_VALUE' };
}

/** Field errors in the caller's language (Arabic when Accept-Language prefers it), one per problem. */
export function candidateProfileErrors(error: z.ZodError, language: 'en' | 'ar'): FieldError[] {
  return error.issues.flatMap((issue) => {
    const { kind, limit } = kindOf(issue);
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    return paths.map((path) => ({
      path: path.map(String).join('.'),
      code: `CANDIDATE_PROFILE.${kind}`,
      message: candidateProfileMessages[language][kind](limit),
    }));
  });
}
