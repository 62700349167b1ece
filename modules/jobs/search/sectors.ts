import { normalizeSearchText } from './normalize.ts';

/** The board's Industry filter: the job's and company's industries, plus sector keywords of title and department. */
export const boardIndustries = [
  'technology',
  'aviation',
  'telecommunications',
  'energy',
  'transportation',
  'government',
  'research',
  'finance',
  'healthcare',
  'education',
  'retail',
  'manufacturing',
  'consulting',
  'other',
] as const;
export type BoardIndustry = (typeof boardIndustries)[number];

const keywords: Record<string, string[]> = {
  technology: [
    'software',
    'developer',
    'devops',
    'cloud',
    'data',
    'frontend',
    'backend',
    'it',
    'مطور',
    'برمجيات',
    'تقنيه',
    'برمجه',
  ],
  aviation: ['airline', 'airport', 'aviation', 'aircraft', 'pilot', 'cabin', 'طيران', 'مطار', 'طيار'],
  telecommunications: ['telecom', 'telecommunications', '5g', 'اتصالات'],
  energy: ['energy', 'oil', 'gas', 'petroleum', 'solar', 'renewable', 'طاقه', 'نفط', 'بترول'],
  transportation: ['logistics', 'transport', 'transportation', 'shipping', 'fleet', 'نقل', 'لوجستيه', 'شحن'],
  government: ['government', 'ministry', 'municipality', 'حكومي', 'وزاره', 'بلديه'],
  research: ['research', 'researcher', 'scientist', 'laboratory', 'بحث', 'باحث', 'ابحاث'],
  finance: [
    'finance',
    'financial',
    'bank',
    'banking',
    'accountant',
    'accounting',
    'audit',
    'investment',
    'ماليه',
    'محاسب',
    'بنك',
    'مصرف',
  ],
};

export function sectorsOf(
  job: { industry: string; title: string; department: string },
  companyIndustry: string | null,
): string[] {
  const found = new Set<string>();
  if (job.industry) found.add(job.industry.toLowerCase());
  if (companyIndustry) found.add(companyIndustry.toLowerCase());
  const words = new Set(normalizeSearchText(`${job.title} ${job.department}`).split(' '));
  for (const [sector, list] of Object.entries(keywords)) {
    if (list.some((word) => words.has(word))) found.add(sector);
  }
  return [...found].sort();
}

/** Directors lead a function; a general manager, chief or vice president is an executive, not a director. */
const directorTitle = /\b(director|head of)\b|مدير(?!\s*عام)|رئيس\s+قسم/iu;

/**
 * The board's "Director" experience level: a senior or executive job whose title names a director. The board's
 * "Executive" level is the other EXECUTIVE jobs, so the two filters never answer the same jobs.
 */
export const isDirectorJob = (job: { jobLevel: string; title: string }) =>
  (job.jobLevel === 'EXECUTIVE' || job.jobLevel === 'SENIOR') && directorTitle.test(job.title);
