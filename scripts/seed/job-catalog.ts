// Realistic job texts in English and Arabic, shared by the demo seed and the jobs benchmark.
import { arabicJobs } from './job-templates-arabic.ts';
import { englishInternships, englishJobs } from './job-templates-english.ts';
import type { JobTemplate } from './job-template.ts';

export type { JobTemplate } from './job-template.ts';

// The order is the seed's: it picks templates by index.
export const jobTemplates: JobTemplate[] = [...englishJobs, ...arabicJobs, ...englishInternships];

/** Currency and a few cities per wizard country. */
export const countryFacts = {
  JO: { currency: 'JOD', factor: 0.19, cities: ['Amman, Jordan'] },
  AE: { currency: 'AED', factor: 1, cities: ['Dubai, UAE', 'Abu Dhabi, UAE', 'Sharjah, UAE'] },
  SA: { currency: 'SAR', factor: 1, cities: ['Riyadh, Saudi Arabia', 'Jeddah, Saudi Arabia', 'Dammam, Saudi Arabia'] },
  QA: { currency: 'QAR', factor: 1, cities: ['Doha, Qatar'] },
  KW: { currency: 'KWD', factor: 0.083, cities: ['Kuwait City, Kuwait'] },
  BH: { currency: 'BHD', factor: 0.1, cities: ['Manama, Bahrain'] },
  OM: { currency: 'OMR', factor: 0.1, cities: ['Muscat, Oman'] },
} as const;
export type CountryKey = keyof typeof countryFacts;

export function salaryText(range: [number, number], country: CountryKey, arabic: boolean): string {
  const { currency, factor } = countryFacts[country];
  const round = (n: number) => Math.max(100, Math.round((n * factor) / 50) * 50).toLocaleString('en-US');
  const [low, high] = range;
  return arabic
    ? `${round(low)} - ${round(high)} ${currency} شهرياً`
    : `${currency} ${round(low)} - ${round(high)} per month`;
}
