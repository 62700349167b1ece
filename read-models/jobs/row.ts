import {
  countryOfLocation,
  deadlineInstant,
  emptyJobFields,
  experienceRange,
  indexedBodyText,
  isDirectorJob,
  monthlyBounds,
  normalizeSearchText,
  sectorsOf,
  type JobFields,
} from '@tawzeef/jobs';
import type { jobs } from './schema.ts';

type JobColumns = Omit<
  typeof jobs.$inferInsert,
  'jobId' | 'companyId' | 'status' | 'createdAt' | 'updatedAt' | 'postedAt' | 'lastPosition' | 'searchVector'
>;

/** Event data is read defensively: an unknown or older shape falls back to the empty job's values. */
export function fieldsOf(raw: unknown): JobFields {
  const given = (raw && typeof raw === 'object' ? raw : {}) as Partial<JobFields>;
  const fields = { ...emptyJobFields(), ...given };
  return { ...fields, skills: Array.isArray(fields.skills) ? fields.skills.filter((s) => typeof s === 'string') : [] };
}

export type CompanyFacts = { name: string; industry: string | null };

/** The columns a job's fields and its company's name and industry determine, search text included. */
export function jobColumns(f: JobFields, company: CompanyFacts): JobColumns {
  const experience = experienceRange(f.experience);
  const monthly = monthlyBounds(f.salaryRange);
  const int = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : null);
  return {
    title: f.title,
    department: f.department,
    location: f.location,
    country: countryOfLocation(f.location),
    type: f.type,
    workType: f.workType,
    jobLevel: f.jobLevel,
    isDirector: isDirectorJob(f),
    industry: f.industry,
    sectors: sectorsOf(f, company.industry),
    experience: f.experience,
    experienceMin: experience?.min ?? null,
    experienceMax: experience?.max ?? null,
    education: f.education,
    salary: f.salary,
    salaryMin: int(f.salaryRange?.min),
    salaryMax: int(f.salaryRange?.max),
    salaryCurrency: f.salaryRange?.currency ?? null,
    salaryPeriod: f.salaryRange?.period ?? null,
    salaryMonthlyLow: monthly?.low ?? null,
    salaryMonthlyHigh: monthly?.high ?? null,
    deadline: f.deadline,
    deadlineAt: deadlineInstant(f.deadline),
    shortDescription: f.shortDescription,
    description: f.description,
    responsibilities: f.responsibilities,
    requirements: f.requirements,
    benefits: f.benefits,
    skills: f.skills,
    interviewLanguage: f.interviewLanguage,
    interviewQuestions: f.interviewQuestions,
    aiCvAnalysisPrompt: f.aiCvAnalysisPrompt,
    aiFirstInterviewPrompt: f.aiFirstInterviewPrompt,
    aiSecondInterviewPrompt: f.aiSecondInterviewPrompt,
    companyName: company.name,
    searchTitle: normalizeSearchText(f.title),
    searchMeta: normalizeSearchText([company.name, ...f.skills, f.department, f.location].join(' ')),
    searchBody: indexedBodyText([f.shortDescription, f.description, f.requirements, f.responsibilities].join(' ')),
  };
}
