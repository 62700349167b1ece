import { OCCUPATIONS_NURSE_TO_TEACHER } from './occupations-nurse-to-teacher.ts';
import { OCCUPATIONS_SALES_TO_CUSTOMER_SERVICE } from './occupations-sales-to-customer-service.ts';

/** An occupation: a ladder of titles (most junior first), employers, duties, skills and the usual degree. */
export type Occupation = {
  key: string;
  titles: string[];
  titlesAr: string[];
  employers: string[];
  employersAr: string[];
  duties: string[];
  dutiesAr: string[];
  skills: string[];
  skillsAr: string[];
  degree: { level: string; en: string; ar: string };
};

export const OCCUPATIONS: Occupation[] = [...OCCUPATIONS_NURSE_TO_TEACHER, ...OCCUPATIONS_SALES_TO_CUSTOMER_SERVICE];
