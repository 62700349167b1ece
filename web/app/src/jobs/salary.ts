import type { TFunction } from 'i18next';
import type { SalaryRange } from '../api/jobs.ts';
import { intlLocale, type Language } from '../i18n/language.ts';

/**
 * A job's pay in the viewer's language: the amounts and currency from CLDR (Intl.NumberFormat's currency range,
 * "SAR 15,000–20,000" / "15,000–20,000 ريال سعودي") inside the language's own "per month" sentence, instead of
 * text pieces glued together that a right-to-left page scrambles. A salary the server could not read is shown
 * as the recruiter wrote it.
 */
export function salaryLabel(
  t: TFunction,
  job: { salary?: string | null; salaryRange?: SalaryRange | null },
  language: Language,
): string | null {
  const range = job.salaryRange;
  const low = range?.min ?? range?.max;
  const high = range?.max ?? range?.min;
  if (!range?.currency || low == null || high == null) return job.salary?.trim() || null;
  let amount: string;
  try {
    const format = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency: range.currency,
      currencyDisplay: language === 'ar' ? 'name' : 'code',
      maximumFractionDigits: 0,
    });
    amount = (low === high ? format.format(low) : format.formatRange(low, high)).replace(/\u00a0/gu, ' ');
  } catch {
    return job.salary?.trim() || null;
  }
  return t(`jobs.salaryPer.${range.period === 'YEAR' ? 'YEAR' : 'MONTH'}`, { amount });
}
