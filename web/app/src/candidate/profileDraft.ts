import type { CandidateProfile, CandidateProfileInput } from '../api/candidate.ts';

export interface ExperienceDraft {
  title: string;
  company: string;
  startDate: string;
  endDate: string;
  description: string;
}
export interface EducationDraft {
  degree: string;
  fieldOfStudy: string;
  institution: string;
  startYear: string;
  endYear: string;
  description: string;
}

export const textFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'currentLocation',
  'portfolioUrl',
  'linkedInUrl',
  'githubUrl',
  'currentJobTitle',
  'currentCompany',
  'profileSummary',
  'skills',
  'experienceLevel',
  'totalExperience',
  'expectedSalary',
  'preferredWorkType',
  'preferredJobTypes',
  'preferredIndustries',
  'highestEducation',
  'fieldOfStudy',
  'university',
  'graduationYear',
] as const;
export type TextField = (typeof textFields)[number];

export interface ProfileDraft {
  fields: Record<TextField, string>;
  experiences: ExperienceDraft[];
  education: EducationDraft[];
}

export const emptyExperience: ExperienceDraft = { title: '', company: '', startDate: '', endDate: '', description: '' };
export const emptyEducation: EducationDraft = {
  degree: '',
  fieldOfStudy: '',
  institution: '',
  startYear: '',
  endYear: '',
  description: '',
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const list = (values: string[] | undefined) => (values ?? []).join(', ');

export function draftOf(p: CandidateProfile): ProfileDraft {
  const fields = Object.fromEntries(textFields.map((name) => [name, ''])) as Record<TextField, string>;
  for (const name of textFields) {
    const value = p[name as keyof CandidateProfile];
    fields[name] = Array.isArray(value) ? list(value as string[]) : text(value);
  }
  if (fields.phone === 'a') fields.phone = '';
  return {
    fields,
    experiences: (p.workExperiences ?? []).map((job) => ({
      title: text(job.title),
      company: text(job.company),
      startDate: text(job.startDate).slice(0, 7),
      endDate: text(job.endDate).slice(0, 7),
      description: text(job.description),
    })),
    education: (p.educationHistory ?? []).map((item) => ({
      degree: text(item.degree),
      fieldOfStudy: text(item.fieldOfStudy),
      institution: text(item.institution),
      startYear: text(item.startYear),
      endYear: text(item.endYear),
      description: text(item.description),
    })),
  };
}

export type DraftErrors = Record<string, string>;
const url = /^https?:\/\/\S+\.\S+$/i;
const year = /^(19|20)\d{2}$/;
const month = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

/** Client checks; keys are `field`, `experiences.0.startDate`, `education.1.endYear`; values translation keys. */
export function checkDraft(d: ProfileDraft): DraftErrors {
  const errors: DraftErrors = {};
  const f = d.fields;
  if (!f.firstName.trim()) errors.firstName = 'form.required';
  if (f.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())) errors.email = 'form.invalidEmail';
  for (const name of ['portfolioUrl', 'linkedInUrl', 'githubUrl'] as const) {
    if (f[name].trim() && !url.test(f[name].trim())) errors[name] = 'applyPage.invalidUrl';
  }
  if (f.phone.trim() && !/^\+?[\d\s-]{4,20}$/.test(f.phone.trim())) errors.phone = 'form.invalidPhone';
  if (f.graduationYear.trim() && !year.test(f.graduationYear.trim()))
    errors.graduationYear = 'candidate.profile.invalidYear';
  d.experiences.forEach((job, index) => {
    if (!job.title.trim()) errors[`experiences.${index}.title`] = 'form.required';
    for (const name of ['startDate', 'endDate'] as const) {
      if (job[name].trim() && !month.test(job[name].trim()))
        errors[`experiences.${index}.${name}`] = 'candidate.profile.invalidMonth';
    }
    if (month.test(job.startDate.trim()) && month.test(job.endDate.trim()) && job.endDate.trim() < job.startDate.trim())
      errors[`experiences.${index}.endDate`] = 'candidate.profile.endBeforeStart';
  });
  d.education.forEach((item, index) => {
    if (!item.degree.trim()) errors[`education.${index}.degree`] = 'form.required';
    for (const name of ['startYear', 'endYear'] as const) {
      if (item[name].trim() && !year.test(item[name].trim()))
        errors[`education.${index}.${name}`] = 'candidate.profile.invalidYear';
    }
    if (
      year.test(item.startYear.trim()) &&
      year.test(item.endYear.trim()) &&
      item.endYear.trim() < item.startYear.trim()
    )
      errors[`education.${index}.endYear`] = 'candidate.profile.endBeforeStart';
  });
  return errors;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);
const split = (value: string) =>
  value
    .split(/[,،\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
const yearOrNull = (value: string) => (value.trim() ? Number(value.trim()) : null);

/** Server field paths (workExperiences.0.title) to the form's (experiences.0.title). */
export const formPathOf = (path: string) =>
  path.replace(/^workExperiences\./, 'experiences.').replace(/^educationHistory\./, 'education.');

/** The PUT body: every field of the profile, blanks as null, lists as arrays. */
export function inputOf(d: ProfileDraft): CandidateProfileInput {
  const f = d.fields;
  return {
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    ...(f.email.trim() ? { email: f.email.trim() } : {}),
    phone: orNull(f.phone),
    currentLocation: orNull(f.currentLocation),
    portfolioUrl: orNull(f.portfolioUrl),
    linkedInUrl: orNull(f.linkedInUrl),
    githubUrl: orNull(f.githubUrl),
    currentJobTitle: orNull(f.currentJobTitle),
    currentCompany: orNull(f.currentCompany),
    profileSummary: orNull(f.profileSummary),
    skills: [...new Set(split(f.skills))],
    experienceLevel: orNull(f.experienceLevel),
    totalExperience: orNull(f.totalExperience),
    expectedSalary: orNull(f.expectedSalary),
    preferredWorkType: orNull(f.preferredWorkType),
    preferredJobTypes: split(f.preferredJobTypes),
    preferredIndustries: split(f.preferredIndustries),
    highestEducation: orNull(f.highestEducation),
    fieldOfStudy: orNull(f.fieldOfStudy),
    university: orNull(f.university),
    graduationYear: yearOrNull(f.graduationYear),
    workExperiences: d.experiences.map((job) => ({
      title: job.title.trim(),
      company: job.company.trim(),
      startDate: orNull(job.startDate),
      endDate: orNull(job.endDate),
      description: orNull(job.description),
    })),
    educationHistory: d.education.map((item) => ({
      degree: item.degree.trim(),
      fieldOfStudy: orNull(item.fieldOfStudy),
      institution: item.institution.trim(),
      startYear: yearOrNull(item.startYear),
      endYear: yearOrNull(item.endYear),
      description: orNull(item.description),
    })),
  };
}
