import { strings } from '../runner/fields.ts';
import type { candidateProfiles, Education, WorkExperience } from './schema.ts';

type Columns = Partial<typeof candidateProfiles.$inferInsert>;

const textColumns = [
  'firstName',
  'lastName',
  'phone',
  'profileSummary',
  'currentJobTitle',
  'currentCompany',
  'currentLocation',
  'resumeUrl',
  'preferredWorkType',
  'expectedSalary',
  'experienceLevel',
  'totalExperience',
  'highestEducation',
  'fieldOfStudy',
  'university',
  'portfolioUrl',
  'linkedInUrl',
  'githubUrl',
] as const;
const listColumns = ['skills', 'preferredJobTypes', 'preferredIndustries'] as const;
const required = new Set(['firstName', 'lastName']);

const textOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const intOrNull = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const objects = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : [];

/** The columns a CandidateProfileUpdated / CandidateProfileFilledFromCv sets: only the fields it carries. */
export function profileColumnsOf(raw: unknown): Columns {
  if (typeof raw !== 'object' || raw === null) return {};
  const data = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const column of textColumns) {
    if (!(column in data)) continue;
    out[column] = required.has(column)
      ? typeof data[column] === 'string'
        ? data[column]
        : ''
      : textOrNull(data[column]);
  }
  for (const column of listColumns) if (column in data) out[column] = strings(data[column]);
  if ('graduationYear' in data) out.graduationYear = intOrNull(data.graduationYear);
  if ('workExperiences' in data) {
    out.workExperiences = objects(data.workExperiences).map((e): WorkExperience => ({
      title: typeof e.title === 'string' ? e.title : '',
      company: typeof e.company === 'string' ? e.company : '',
      startDate: textOrNull(e.startDate),
      endDate: textOrNull(e.endDate),
      description: textOrNull(e.description),
    }));
  }
  if ('educationHistory' in data) {
    out.educationHistory = objects(data.educationHistory).map((e): Education => ({
      degree: typeof e.degree === 'string' ? e.degree : '',
      fieldOfStudy: textOrNull(e.fieldOfStudy),
      institution: typeof e.institution === 'string' ? e.institution : '',
      startYear: intOrNull(e.startYear),
      endYear: intOrNull(e.endYear),
      description: textOrNull(e.description),
    }));
  }
  return out as Columns;
}
