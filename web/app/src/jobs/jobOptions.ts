export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'REMOTE'] as const;
export const publicJobTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'REMOTE', 'INTERNSHIP'] as const;
export const jobLevels = ['ENTRY', 'MID', 'SENIOR', 'EXECUTIVE'] as const;
export const workTypes = ['ONSITE', 'REMOTE', 'HYBRID'] as const;
export const interviewLanguages = ['english', 'arabic'] as const;
export const wizardIndustries = [
  'technology',
  'finance',
  'healthcare',
  'education',
  'retail',
  'manufacturing',
  'consulting',
  'other',
] as const;
export const experiencePresets = ['0-1 years', '1-3 years', '3-5 years', '5-7 years', '7+ years'] as const;
export const educationLevels = [
  'High School',
  "Bachelor's Degree",
  "Master's Degree",
  'PhD',
  'Professional Certification',
  'Not Required',
] as const;
export const jobLocations = [
  'Amman, Jordan',
  'Dubai, UAE',
  'Abu Dhabi, UAE',
  'Sharjah, UAE',
  'Ajman, UAE',
  'Ras Al Khaimah, UAE',
  'Fujairah, UAE',
  'Umm Al Quwain, UAE',
  'Al Ain, UAE',
  'Riyadh, Saudi Arabia',
  'Jeddah, Saudi Arabia',
  'Dammam, Saudi Arabia',
  'Khobar, Saudi Arabia',
  'Doha, Qatar',
  'Kuwait City, Kuwait',
  'Manama, Bahrain',
  'Muscat, Oman',
  'Salalah, Oman',
  'Remote',
  'Multiple Locations',
] as const;
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
export const jobStatuses = ['DRAFT', 'ACTIVE', 'PAUSED', 'CLOSED', 'EXPIRED', 'DELETED'] as const;

/** The wizard's countries: the company's country code gives the 'City, Country' location it pre-fills. */
export const wizardCountries: Record<string, string> = {
  JO: 'Jordan',
  AE: 'UAE',
  SA: 'Saudi Arabia',
  QA: 'Qatar',
  KW: 'Kuwait',
  BH: 'Bahrain',
  OM: 'Oman',
};

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

/** Public board filters (values the API takes). */
export const boardFilters = {
  type: publicJobTypes,
  location: ['SA', 'QA', 'JO', 'AE', 'KW', 'BH', 'OM'],
  salary: ['below-10k', '10k-20k', '20k-35k', '35k-50k', '50k-plus'],
  experience: ['entry', 'mid', 'senior', 'executive', 'director'],
  industry: [
    'technology',
    'aviation',
    'telecommunications',
    'energy',
    'transportation',
    'government',
    'research',
    'finance',
  ],
} as const;
export type BoardFilter = keyof typeof boardFilters;
export const boardSorts = ['latest', 'salary', 'popular'] as const;
