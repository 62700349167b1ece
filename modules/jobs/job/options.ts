/** The wizard's and the job board's option lists (spec: employer.md §2, candidate-and-public.md §9). */
export const jobTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'REMOTE', 'INTERNSHIP'] as const;
export type JobType = (typeof jobTypes)[number];

export const jobLevels = ['ENTRY', 'MID', 'SENIOR', 'EXECUTIVE'] as const;
export type JobLevel = (typeof jobLevels)[number];

export const workTypes = ['ONSITE', 'REMOTE', 'HYBRID'] as const;
export type WorkType = (typeof workTypes)[number];

export const interviewLanguages = ['english', 'arabic'] as const;
export type InterviewLanguage = (typeof interviewLanguages)[number];

export const jobIndustries = [
  'technology',
  'finance',
  'healthcare',
  'education',
  'retail',
  'manufacturing',
  'consulting',
  'other',
] as const;
export type JobIndustry = (typeof jobIndustries)[number];

export const educationLevels = [
  'High School',
  "Bachelor's Degree",
  "Master's Degree",
  'PhD',
  'Professional Certification',
  'Not Required',
] as const;

export const experiencePresets = ['0-1 years', '1-3 years', '3-5 years', '5-7 years', '7+ years'] as const;

export const jobStatuses = ['DRAFT', 'ACTIVE', 'PAUSED', 'CLOSED', 'EXPIRED', 'DELETED'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** The wizard's country list: code and the name used in "City, Country". */
export const jobCountries = {
  JO: 'Jordan',
  AE: 'UAE',
  SA: 'Saudi Arabia',
  QA: 'Qatar',
  KW: 'Kuwait',
  BH: 'Bahrain',
  OM: 'Oman',
} as const;
export type JobCountry = keyof typeof jobCountries;

const cities: [string, JobCountry][] = [
  ['Amman', 'JO'],
  ['Dubai', 'AE'],
  ['Abu Dhabi', 'AE'],
  ['Sharjah', 'AE'],
  ['Ajman', 'AE'],
  ['Ras Al Khaimah', 'AE'],
  ['Fujairah', 'AE'],
  ['Umm Al Quwain', 'AE'],
  ['Al Ain', 'AE'],
  ['Riyadh', 'SA'],
  ['Jeddah', 'SA'],
  ['Dammam', 'SA'],
  ['Khobar', 'SA'],
  ['Doha', 'QA'],
  ['Kuwait City', 'KW'],
  ['Manama', 'BH'],
  ['Muscat', 'OM'],
  ['Salalah', 'OM'],
];

export const REMOTE_LOCATION = 'Remote';
export const MULTIPLE_LOCATIONS = 'Multiple Locations';

export const jobLocations: string[] = [
  ...cities.map(([city, code]) => `${city}, ${jobCountries[code]}`),
  REMOTE_LOCATION,
  MULTIPLE_LOCATIONS,
];

const countryByName = new Map<string, JobCountry>(
  Object.entries(jobCountries).map(([code, name]) => [name.toLowerCase(), code as JobCountry]),
);
const countryByCity = new Map<string, JobCountry>(cities.map(([city, code]) => [city.toLowerCase(), code]));

/** The country of a location: a known city, "City, Country", or null (Remote, Multiple Locations, unknown). */
export function countryOfLocation(location: string): JobCountry | null {
  const parts = location.split(',').map((part) => part.trim().toLowerCase());
  const last = parts.at(-1) ?? '';
  return countryByName.get(last) ?? countryByCity.get(parts[0] ?? '') ?? null;
}

/** A location the wizard offers, or any "City, Country" with a country of the wizard's list. */
export function isKnownLocation(location: string): boolean {
  if (location === REMOTE_LOCATION || location === MULTIPLE_LOCATIONS) return true;
  if (countryByCity.has(location.toLowerCase())) return true;
  const parts = location.split(',').map((part) => part.trim());
  return parts.length === 2 && parts[0]!.length > 0 && countryByName.has(parts[1]!.toLowerCase());
}

/** Length caps of the create and edit forms. */
export const caps = {
  title: 120,
  department: 100,
  location: 120,
  salary: 100,
  description: 2000,
  shortDescription: 200,
  responsibilities: 1500,
  requirements: 1500,
  benefits: 1000,
  interviewQuestions: 4000,
  prompt: 1000,
  skill: 50,
  skills: 30,
} as const;
