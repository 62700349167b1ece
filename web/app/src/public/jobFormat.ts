import { jobTypes, type JobType } from '@tawzeef/jobs/rules';
import { intlLocale, type Language } from '../i18n/language.ts';

export { jobTypes };
export type JobTypeLabel = JobType | 'OTHER';

export function jobTypeLabel(type: string | undefined): JobTypeLabel {
  return (jobTypes as readonly string[]).includes(type ?? '') ? (type as JobTypeLabel) : 'OTHER';
}

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

/** Whole calendar days between two instants in the viewer's time zone. */
function calendarDays(from: Date, to: Date): number {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end.getTime() - start.getTime()) / day);
}

/**
 * How long ago something happened (a job posted, a job saved): "now" under a minute, then minutes and hours under
 * a day, then calendar days in the viewer's time zone under 7, weeks under 30 days, months under 365, then years.
 */
export function postedAgo(postedAt: string | undefined, now: Date, language: Language): string | null {
  const posted = postedAt ? new Date(postedAt) : null;
  if (!posted || Number.isNaN(posted.getTime())) return null;
  const elapsed = Math.max(0, now.getTime() - posted.getTime());
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'always' });
  if (elapsed < minute)
    return new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' }).format(0, 'second');
  if (elapsed < hour) return format.format(-Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return format.format(-Math.floor(elapsed / hour), 'hour');
  const days = Math.max(1, calendarDays(posted, now));
  if (days < 7) return format.format(-days, 'day');
  if (days < 30) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}
