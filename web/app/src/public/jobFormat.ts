import { intlLocale, type Language } from '../i18n/language.ts';

export const jobTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'REMOTE', 'INTERNSHIP'] as const;
export type JobTypeLabel = (typeof jobTypes)[number] | 'OTHER';

export function jobTypeLabel(type: string | undefined): JobTypeLabel {
  return (jobTypes as readonly string[]).includes(type ?? '') ? (type as JobTypeLabel) : 'OTHER';
}

const day = 24 * 60 * 60 * 1000;

/** How long ago a job was posted: days under 7, weeks under 30 days, months under 365, then years. */
export function postedAgo(postedAt: string | undefined, now: Date, language: Language): string | null {
  const posted = postedAt ? new Date(postedAt) : null;
  if (!posted || Number.isNaN(posted.getTime())) return null;
  const days = Math.max(0, Math.floor((now.getTime() - posted.getTime()) / day));
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'always' });
  if (days < 7) return format.format(-Math.max(days, 1), 'day');
  if (days < 30) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}
