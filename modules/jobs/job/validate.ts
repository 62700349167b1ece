import { deadlineInFuture, isValidDeadline, type JobFields } from './fields.ts';
import {
  caps,
  educationLevels,
  interviewLanguages,
  isKnownLocation,
  jobIndustries,
  jobLevels,
  jobTypes,
  workTypes,
} from './options.ts';

export type JobFieldError = { path: string; message: string; code: string };

/**
 * draft: only a title. published: the wizard's rules, but the deadline may be left out (the edit form).
 * publish: every wizard rule (Basic Information and Job Details steps, caps, prompts).
 */
export type ValidationMode = 'draft' | 'published' | 'publish';

/** The spec's messages, per field, in the wizard's order. */
export const requiredMessages = {
  title: 'Job title is required',
  department: 'Department is required',
  location: 'Location is required',
  deadline: 'Application deadline is required',
  industry: 'Industry is required',
  interviewLanguage: 'Interview language is required',
  description: 'Job description is required',
  shortDescription: 'Short description is required',
  responsibilities: 'Key responsibilities are required',
  requirements: 'Requirements are required',
  experience: 'Experience level is required',
  salary: 'Salary range is required',
  skills: 'At least one skill is required',
} as const;

export const DEADLINE_IN_PAST = 'Deadline must be in the future';
export const PROMPT_TOO_LONG = 'AI prompts must be at most 1000 characters';

const capLabels = {
  title: 'Job title',
  department: 'Department',
  location: 'Location',
  salary: 'Salary range',
  description: 'Job description',
  shortDescription: 'Short description',
  responsibilities: 'Key responsibilities',
  requirements: 'Requirements',
  benefits: 'Benefits',
  interviewQuestions: 'Interview questions',
} as const;

const experiencePattern = /^(\d{1,2})(\+|-(\d{1,2}))? years$/;

export function experienceRange(text: string): { min: number; max: number | null } | null {
  const match = experiencePattern.exec(text);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[3] === undefined ? null : Number(match[3]);
  if (min > 50 || (max !== null && (max > 50 || max < min))) return null;
  if (match[2] === undefined) return null;
  return { min, max };
}

const present = (value: string | string[] | null) => (Array.isArray(value) ? value.length > 0 : !!value?.trim());

/**
 * Every broken rule of the job as field errors (empty when valid). `previousDeadline` spares an
 * unchanged deadline from the future check, so an expired job can still be edited.
 */
export function validateJob(
  job: JobFields,
  mode: ValidationMode,
  now: Date,
  previousDeadline: string | null = null,
): JobFieldError[] {
  const errors: JobFieldError[] = [];
  const add = (path: string, message: string, code = 'invalid') => {
    if (!errors.some((e) => e.path === path)) errors.push({ path, message, code });
  };

  const required: (keyof typeof requiredMessages)[] =
    mode === 'draft'
      ? ['title']
      : (Object.keys(requiredMessages) as (keyof typeof requiredMessages)[]).filter(
          (key) => mode === 'publish' || key !== 'deadline',
        );
  for (const key of required) {
    if (!present(job[key])) add(key, requiredMessages[key], 'required');
  }

  for (const [key, label] of Object.entries(capLabels) as [keyof typeof capLabels, string][]) {
    if (job[key].length > caps[key]) add(key, `${label} must be at most ${caps[key]} characters`, 'too_long');
  }
  for (const key of ['aiCvAnalysisPrompt', 'aiFirstInterviewPrompt', 'aiSecondInterviewPrompt'] as const) {
    if (job[key].length > caps.prompt) add(key, PROMPT_TOO_LONG, 'too_long');
  }
  if (job.skills.length > caps.skills) add('skills', `At most ${caps.skills} skills`, 'too_many');
  if (job.skills.some((skill) => skill.length > caps.skill)) {
    add('skills', `A skill must be at most ${caps.skill} characters`, 'too_long');
  }

  if (!(jobTypes as readonly string[]).includes(job.type)) add('type', 'Please choose a valid job type', 'option');
  if (!(jobLevels as readonly string[]).includes(job.jobLevel)) {
    add('jobLevel', 'Please choose a valid job level', 'option');
  }
  if (!(workTypes as readonly string[]).includes(job.workType)) {
    add('workType', 'Please choose a valid work type', 'option');
  }
  if (!(interviewLanguages as readonly string[]).includes(job.interviewLanguage)) {
    add('interviewLanguage', 'Please choose English or Arabic', 'option');
  }
  if (job.industry && !(jobIndustries as readonly string[]).includes(job.industry)) {
    add('industry', 'Please choose an industry from the list', 'option');
  }
  if (job.education && !(educationLevels as readonly string[]).includes(job.education)) {
    add('education', 'Please choose an education level from the list', 'option');
  }
  if (job.location && job.location.length <= caps.location && !isKnownLocation(job.location)) {
    add('location', 'Please choose a location from the list', 'option');
  }
  if (job.experience && !experienceRange(job.experience)) {
    add('experience', 'Experience must read like "3-5 years" or "7+ years" (0 to 50 years)', 'format');
  }
  if (job.deadline) {
    if (!isValidDeadline(job.deadline)) add('deadline', 'Deadline must be a date', 'format');
    else if ((mode === 'publish' || job.deadline !== previousDeadline) && !deadlineInFuture(job.deadline, now)) {
      add('deadline', DEADLINE_IN_PAST, 'past');
    }
  }
  return errors;
}
