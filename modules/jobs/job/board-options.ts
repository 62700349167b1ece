import type { BoardIndustry } from '../search/sectors.ts';
import { jobTypes, type JobCountry } from './options.ts';
import { salaryBuckets, type SalaryBucket } from './salary.ts';

/** The board's Experience filter: the job levels, plus Director (read from the title). */
export const boardExperienceLevels = ['entry', 'mid', 'senior', 'executive', 'director'] as const;
export type BoardExperienceLevel = (typeof boardExperienceLevels)[number];

export const boardSorts = ['latest', 'salary', 'popular'] as const;
export type BoardSort = (typeof boardSorts)[number];

/**
 * The options the board's filter panel offers, in the order shown (spec: candidate-and-public.md §9).
 * The API takes every board industry; the panel offers the spec's eight.
 */
export const boardFilters = {
  type: jobTypes,
  location: ['SA', 'QA', 'JO', 'AE', 'KW', 'BH', 'OM'] as const satisfies readonly JobCountry[],
  salary: Object.keys(salaryBuckets) as SalaryBucket[],
  experience: boardExperienceLevels,
  industry: [
    'technology',
    'aviation',
    'telecommunications',
    'energy',
    'transportation',
    'government',
    'research',
    'finance',
  ] as const satisfies readonly BoardIndustry[],
} as const;
export type BoardFilter = keyof typeof boardFilters;
