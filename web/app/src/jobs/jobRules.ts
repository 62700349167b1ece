import { caps } from '@tawzeef/jobs/rules';
import { en } from '../i18n/en.ts';

/** The job form as the screens hold it; skills are a list, everything else text. */
export interface JobFormValues {
  title: string;
  department: string;
  location: string;
  deadline: string;
  industry: string;
  interviewLanguage: string;
  type: string;
  jobLevel: string;
  workType: string;
  description: string;
  shortDescription: string;
  responsibilities: string;
  requirements: string;
  benefits: string;
  experience: string;
  education: string;
  salary: string;
  skills: string[];
  interviewQuestions: string;
  aiCvAnalysisPrompt: string;
  aiFirstInterviewPrompt: string;
  aiSecondInterviewPrompt: string;
}
export type JobField = keyof JobFormValues;
/** A translation key, optionally with `|max` for the length rule. */
export type JobErrors = Partial<Record<JobField, string>>;

export const emptyJob: JobFormValues = {
  title: '',
  department: '',
  location: '',
  deadline: '',
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
  education: '',
  salary: '',
  skills: [],
  interviewQuestions: '',
  aiCvAnalysisPrompt: '',
  aiFirstInterviewPrompt: '',
  aiSecondInterviewPrompt: '',
};

/** The server's length caps, per form field (the three AI prompts share one cap). */
export const maxLength: Partial<Record<JobField, number>> = {
  title: caps.title,
  department: caps.department,
  location: caps.location,
  salary: caps.salary,
  description: caps.description,
  shortDescription: caps.shortDescription,
  responsibilities: caps.responsibilities,
  requirements: caps.requirements,
  benefits: caps.benefits,
  interviewQuestions: caps.interviewQuestions,
  aiCvAnalysisPrompt: caps.prompt,
  aiFirstInterviewPrompt: caps.prompt,
  aiSecondInterviewPrompt: caps.prompt,
};

const requiredKey: Partial<Record<JobField, string>> = {
  title: 'jobRules.titleRequired',
  department: 'jobRules.departmentRequired',
  location: 'jobRules.locationRequired',
  deadline: 'jobRules.deadlineRequired',
  industry: 'jobRules.industryRequired',
  interviewLanguage: 'jobRules.interviewLanguageRequired',
  type: 'jobRules.typeRequired',
  description: 'jobRules.descriptionRequired',
  shortDescription: 'jobRules.shortDescriptionRequired',
  responsibilities: 'jobRules.responsibilitiesRequired',
  requirements: 'jobRules.requirementsRequired',
  experience: 'jobRules.experienceRequired',
  salary: 'jobRules.salaryRequired',
  skills: 'jobRules.skillsRequired',
};

export const stepFields = {
  basic: ['title', 'department', 'location', 'deadline', 'industry', 'interviewLanguage'],
  details: ['description', 'shortDescription', 'responsibilities', 'requirements', 'experience', 'salary', 'skills'],
  'interview-questions': [],
  'ai-config': [],
} as const satisfies Record<string, readonly JobField[]>;

export const editRequired: JobField[] = [
  'title',
  'department',
  'location',
  'salary',
  'type',
  'shortDescription',
  'description',
  'interviewLanguage',
];

/** Today as YYYY-MM-DD in the viewer's time zone: a deadline must come after it. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function lengthError(field: JobField, value: string): string | undefined {
  const max = maxLength[field];
  if (!max || value.trim().length <= max) return undefined;
  if (field === 'description') return 'jobRules.descriptionTooLong';
  if (field.startsWith('ai')) return 'jobRules.promptTooLong';
  return `jobRules.tooLong|${max}`;
}

/** The spec's rules: `required` fields must be filled, every text keeps its cap, a deadline lies in the future. */
export function validateJob(values: JobFormValues, required: readonly JobField[], now = new Date()): JobErrors {
  const errors: JobErrors = {};
  for (const field of Object.keys(values) as JobField[]) {
    const value = values[field];
    if (Array.isArray(value)) {
      if (required.includes(field) && value.every((skill) => !skill.trim())) errors[field] = requiredKey[field];
      continue;
    }
    if (required.includes(field) && !value.trim()) {
      errors[field] = requiredKey[field];
      continue;
    }
    const tooLong = lengthError(field, value);
    if (tooLong) errors[field] = tooLong;
  }
  if (values.deadline && !errors.deadline && values.deadline <= todayIso(now))
    errors.deadline = 'jobRules.deadlineFuture';
  return errors;
}

const englishRules = Object.entries(en.jobRules) as [string, string][];

/** A server field message becomes the matching rule key, so it shows in the page's language. */
export function ruleKeyFor(message: string): string {
  const match = englishRules.find(([, text]) => text === message);
  return match ? `jobRules.${match[0]}` : message;
}

/** The trimmed payload the API takes; skills trimmed, blanks and duplicates dropped. */
export function jobPayload(values: JobFormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    payload[field] = Array.isArray(value) ? uniqueSkills(value) : value.trim();
  }
  if (!payload.education) delete payload.education;
  if (!payload.deadline) payload.deadline = null;
  return payload;
}

export function uniqueSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim();
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    out.push(skill);
  }
  return out;
}
