import type { InterviewLanguage, JobLevel, JobType, WorkType } from './options.ts';
import { parseSalary, type SalaryPeriod, type SalaryRange } from './salary.ts';

/** Everything a company writes about a job; carried whole by JobDrafted and JobUpdated. */
export type JobFields = {
  title: string;
  department: string;
  location: string;
  /** `YYYY-MM-DD` (the wizard's date) or an ISO date-time; null = no deadline. */
  deadline: string | null;
  industry: string;
  interviewLanguage: InterviewLanguage;
  type: JobType;
  jobLevel: JobLevel;
  workType: WorkType;
  description: string;
  shortDescription: string;
  responsibilities: string;
  requirements: string;
  benefits: string;
  experience: string;
  education: string | null;
  salary: string;
  salaryRange: SalaryRange | null;
  skills: string[];
  interviewQuestions: string;
  aiCvAnalysisPrompt: string;
  aiFirstInterviewPrompt: string;
  aiSecondInterviewPrompt: string;
};

/** What a form sends: any subset, loosely typed; enums are checked by validateJob. */
export type JobInput = {
  [K in Exclude<keyof JobFields, 'skills' | 'salaryRange' | 'deadline' | 'education'>]?: string;
} & {
  deadline?: string | null;
  education?: string | null;
  skills?: string[] | string;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string | null;
  salaryPeriod?: SalaryPeriod | null;
  cvAnalysisPrompt?: string;
  interviewPrompt?: string;
};

export const emptyJobFields = (): JobFields => ({
  title: '',
  department: '',
  location: '',
  deadline: null,
  industry: '',
  interviewLanguage: 'english',
  type: 'FULL_TIME',
  jobLevel: 'ENTRY',
  workType: 'ONSITE',
  description: '',
  shortDescription: '',
  responsibilities: '',
  requirements: '',
  benefits: '',
  experience: '',
  education: null,
  salary: '',
  salaryRange: null,
  skills: [],
  interviewQuestions: '',
  aiCvAnalysisPrompt: '',
  aiFirstInterviewPrompt: '',
  aiSecondInterviewPrompt: '',
});

/** Trimmed, blank dropped, case-insensitive duplicates dropped, first spelling kept. */
export function cleanSkills(skills: readonly string[] | string): string[] {
  const list = typeof skills === 'string' ? skills.split(',') : skills;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const skill = raw.trim().replace(/\s+/g, ' ');
    const key = skill.toLocaleLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    out.push(skill);
  }
  return out;
}

/** The questions as a list: one per line or separated by semicolons. */
export function questionList(text: string): string[] {
  return text
    .split(/[\n;]+/)
    .map((q) => q.trim())
    .filter(Boolean);
}

const textKeys = [
  'title',
  'department',
  'location',
  'industry',
  'description',
  'shortDescription',
  'responsibilities',
  'requirements',
  'benefits',
  'experience',
  'salary',
  'interviewQuestions',
  'aiCvAnalysisPrompt',
  'aiFirstInterviewPrompt',
  'aiSecondInterviewPrompt',
] as const;

/** The job after a form's input: text trimmed, aliases folded, salary parsed unless given. */
export function mergeJobInput(base: JobFields, input: JobInput): JobFields {
  const next: JobFields = { ...base, skills: [...base.skills] };
  const aliased: JobInput = {
    ...input,
    aiCvAnalysisPrompt: input.aiCvAnalysisPrompt ?? input.cvAnalysisPrompt,
    aiFirstInterviewPrompt: input.aiFirstInterviewPrompt ?? input.interviewPrompt,
  };
  for (const key of textKeys) {
    const value = aliased[key];
    if (typeof value === 'string') next[key] = value.trim();
  }
  if (typeof input.type === 'string') next.type = input.type.trim().toUpperCase() as JobType;
  if (typeof input.jobLevel === 'string') next.jobLevel = input.jobLevel.trim().toUpperCase() as JobLevel;
  if (typeof input.workType === 'string') {
    const work = input.workType.trim().toUpperCase().replace('ON_SITE', 'ONSITE');
    next.workType = work as WorkType;
  }
  if (typeof input.interviewLanguage === 'string') {
    next.interviewLanguage = input.interviewLanguage.trim().toLowerCase() as InterviewLanguage;
  }
  if (typeof input.industry === 'string') next.industry = input.industry.trim().toLowerCase();
  if (input.education !== undefined) next.education = input.education?.trim() || null;
  if (input.deadline !== undefined) next.deadline = input.deadline?.trim() || null;
  if (input.skills !== undefined) next.skills = cleanSkills(input.skills);

  const structured =
    input.salaryMin != null || input.salaryMax != null || input.salaryCurrency != null || input.salaryPeriod != null;
  if (typeof input.salary === 'string' || structured) {
    const parsed = parseSalary(next.salary);
    const min = input.salaryMin ?? parsed?.min ?? null;
    const max = input.salaryMax ?? parsed?.max ?? null;
    next.salaryRange =
      min === null && max === null
        ? null
        : {
            min: min !== null && max !== null ? Math.min(min, max) : min,
            max: min !== null && max !== null ? Math.max(min, max) : max,
            currency: input.salaryCurrency?.trim().toUpperCase() || parsed?.currency || null,
            period: input.salaryPeriod ?? parsed?.period ?? 'MONTH',
          };
  }
  return next;
}

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** When the job stops taking applications: the end of the deadline day (UTC), or the exact instant given. */
export function deadlineInstant(deadline: string | null): Date | null {
  if (!deadline) return null;
  const at = dateOnly.test(deadline) ? new Date(`${deadline}T00:00:00.000Z`) : new Date(deadline);
  if (Number.isNaN(at.getTime())) return null;
  return dateOnly.test(deadline) ? new Date(at.getTime() + 86_400_000) : at;
}

/** The spec's rule: the deadline must be after today at midnight (UTC); a date-time must be later than now. */
export function deadlineInFuture(deadline: string, now: Date): boolean {
  if (dateOnly.test(deadline)) {
    const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return new Date(`${deadline}T00:00:00.000Z`).getTime() > startOfToday;
  }
  const at = new Date(deadline).getTime();
  return at > now.getTime();
}

export function isValidDeadline(deadline: string): boolean {
  if (dateOnly.test(deadline)) {
    const at = new Date(`${deadline}T00:00:00.000Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(deadline);
  }
  return /^\d{4}-\d{2}-\d{2}T/.test(deadline) && !Number.isNaN(new Date(deadline).getTime());
}
