import { jobCountries, jobIndustries, jobTypes } from '@tawzeef/jobs/rules';

export {
  boardFilters,
  boardSorts,
  educationLevels,
  experiencePresets,
  interviewLanguages,
  jobLevels,
  jobLocations,
  jobStatuses,
  workTypes,
  type BoardFilter,
} from '@tawzeef/jobs/rules';

/** The wizard and the company's job filter offer every job type but Internship, which only the board lists. */
export const employmentTypes = jobTypes.filter((type) => type !== 'INTERNSHIP');
export const publicJobTypes = jobTypes;
export const wizardIndustries = jobIndustries;
/** The wizard's countries: the company's country code gives the 'City, Country' location it pre-fills. */
export const wizardCountries: Record<string, string> = jobCountries;

export const suggestedSkills = [
  'JavaScript',
  'React',
  'Node.js',
  'Python',
  'Java',
  'AWS',
  'SQL',
  'Git',
  'Docker',
  'Kubernetes',
  'Project Management',
  'Agile',
  'Scrum',
  'Communication',
  'Leadership',
  'Problem Solving',
];
export function industryFromCompany(industry: string | null | undefined): string {
  const word = (industry ?? '').trim().toLowerCase();
  if (!word) return '';
  return (wizardIndustries as readonly string[]).includes(word) ? word : 'other';
}

export function locationFromCompany(city: string | null | undefined, country: string | null | undefined): string {
  const name =
    wizardCountries[(country ?? '').toUpperCase()] ??
    (Object.values(wizardCountries).includes(country ?? '') ? country : '');
  if (!name || !city?.trim()) return '';
  return `${city.trim()}, ${name}`;
}
