import i18next, { type TFunction } from 'i18next';
import { intlLocale, isLanguage, type Language } from '../i18n/language.ts';
import { countOf, countRangeOf } from '../i18n/plural.ts';
import { loose, tr } from '../forms/messages.ts';

/** A rule error (a translation key, `key|max` for the length rule, or a server text) in the page's language. */
export function ruleText(t: TFunction, error: string | undefined): string | undefined {
  if (!error) return undefined;
  const [key, max] = error.split('|');
  return max ? loose(t)(key ?? '', { max }) : tr(t, error);
}

/** A date (YYYY-MM-DD or ISO) in the viewer's language, Latin digits. */
export function formatDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(date);
}

/** The label of an option whose translation key may be missing (old or free values show as they are). */
export function optionLabel(t: TFunction, prefix: string, value: string | null | undefined): string {
  if (!value) return '';
  const key = `${prefix}.${value}`;
  return i18next.exists(key) ? loose(t)(key) : value;
}

/** Experience labels: a preset, a custom 'X+ years' / 'X-Y years', or the text as stored. */
export function experienceLabel(t: TFunction, value: string | null | undefined): string {
  if (!value) return '';
  const preset = `jobOptions.experience.${value}`;
  if (i18next.exists(preset)) return loose(t)(preset);
  const plus = /^(\d+)\+ years$/.exec(value);
  const language = isLanguage(i18next.language) ? i18next.language : 'en';
  if (plus) return loose(t)('jobOptions.yearsPlus', { years: countOf(language, Number(plus[1]), 'year') });
  const range = /^(\d+)-(\d+) years$/.exec(value);
  if (range) return countRangeOf(language, Number(range[1]), Number(range[2]), 'year');
  return value;
}

/** The job's logo: the company's logo when it is an image URL the page may show. */
export function logoOf(job: { companyLogo?: string | null; company?: { logo?: string | null } | null }) {
  const logo = job.companyLogo ?? job.company?.logo ?? '';
  return /^(https?:\/\/|\/)/.test(logo) ? logo : undefined;
}
