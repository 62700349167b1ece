import type { CountryCode } from 'libphonenumber-js/max';

export type Ym = { y: number; m: number | null };
export type Job = { title: string; employer: string; start: Ym; end: Ym | 'now'; paid: boolean };
export type Case = {
  key: string;
  language: 'en' | 'ar';
  layout: 'rail' | 'grid' | 'footer';
  country: CountryCode;
  address: string;
  first: string;
  last: string;
  middle?: string;
  /** The name as printed at the top (null: not printed there). */
  heading: string | null;
  footer?: string;
  email: string;
  phoneLine: string;
  phone: string;
  jobs: Job[];
  /** How a range is written: the start, the end. */
  fmt: (d: Ym | 'now') => string;
  education: { degree: string; level: string; years: string };
  skills: string[];
  forms: Record<string, string>;
  traps: string[];
};
