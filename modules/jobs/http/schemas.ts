import { z } from 'zod';
import {
  boardExperienceLevels,
  boardIndustries,
  boardSorts,
  jobCountries,
  jobTypes,
  salaryBuckets,
} from '@tawzeef/jobs';

// Generous bounds at the edge; the job's own caps and the spec's messages come from the decider (422 JOB.INVALID).
const text = z.string().max(10_000);

export const jobInputBody = z
  .object({
    title: text,
    department: text,
    location: text,
    deadline: z.string().max(40).nullable(),
    industry: text,
    interviewLanguage: text,
    type: text,
    jobLevel: text,
    workType: text,
    description: text,
    shortDescription: text,
    responsibilities: text,
    requirements: text,
    benefits: text,
    experience: text,
    education: text.nullable(),
    salary: text,
    salaryMin: z.number().nonnegative().max(1e9).nullable(),
    salaryMax: z.number().nonnegative().max(1e9).nullable(),
    salaryCurrency: z.string().max(10).nullable(),
    salaryPeriod: z.enum(['MONTH', 'YEAR']).nullable(),
    skills: z.union([z.array(z.string().max(500)).max(200), z.string().max(10_000)]),
    interviewQuestions: text,
    aiCvAnalysisPrompt: text,
    aiFirstInterviewPrompt: text,
    aiSecondInterviewPrompt: text,
    cvAnalysisPrompt: text,
    interviewPrompt: text,
  })
  .partial()
  .meta({ id: 'JobInput' });

export const createJobBody = jobInputBody.extend({ status: z.enum(['ACTIVE', 'DRAFT']).optional() });
export const reopenBody = z.object({ deadline: z.string().max(40).nullable().optional() });

const countryCodeByName = new Map<string, string>(
  Object.entries(jobCountries).flatMap(([code, name]) => [
    [code.toLowerCase(), code],
    [name.toLowerCase(), code],
  ]),
);
countryCodeByName.set('remote', 'REMOTE');

/** A repeated or comma-separated query parameter; "all" and blanks mean no filter. */
const multi = <T extends string>(normalize: (value: string) => string, allowed: readonly T[]) =>
  z
    .union([z.string().max(500), z.array(z.string().max(100)).max(20)])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== '' && v.toLowerCase() !== 'all')
        .map(normalize),
    )
    .pipe(z.array(z.enum(allowed as unknown as [T, ...T[]])))
    .optional();

const lower = (v: string) => v.toLowerCase();
const pageNumber = z.coerce.number().int().min(1).max(100_000);

export const boardQuery = z.object({
  page: pageNumber.default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  search: z.string().max(200).optional(),
  type: multi((v) => v.toUpperCase().replace(/[-\s]/g, '_'), jobTypes),
  location: multi((v) => countryCodeByName.get(v.toLowerCase()) ?? v, [...Object.keys(jobCountries), 'REMOTE']),
  salary: multi(lower, Object.keys(salaryBuckets) as (keyof typeof salaryBuckets)[]),
  experience: multi(lower, boardExperienceLevels),
  industry: multi(lower, boardIndustries),
  sort: z.enum(boardSorts).default('latest'),
});

export const featuredQuery = z.object({ limit: z.coerce.number().int().min(1).max(6).default(6) });

export const companyJobsPlainQuery = z.object({
  search: z.string().max(200).optional(),
  status: z.string().max(200).optional(),
  type: z.string().max(200).optional(),
  page: pageNumber.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const savedJobsQuery = z.object({
  type: multi((v) => v.toUpperCase().replace(/[-\s]/g, '_'), jobTypes),
  sort: z.enum(['saved', 'deadline', 'title']).default('saved'),
});

export const dashboardJobsQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(4) });
