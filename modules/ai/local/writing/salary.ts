import type { TextLanguage } from '../../schemas/language.ts';
import { COUNTRIES } from './place-names.ts';
import { LEVEL_PAY, type Level } from './vocabulary.ts';

const locale = (language: TextLanguage) => (language === 'ar' ? 'ar-u-nu-latn' : 'en');

/** "SAR 12,750–17,250 per month" / "12,750–17,250 ريال سعودي شهريًا": CLDR's currency range, not concatenation. */
export function salaryText(low: number, high: number, currency: string, language: TextLanguage): string {
  const range = new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency,
    currencyDisplay: language === 'ar' ? 'name' : 'code',
    maximumFractionDigits: 0,
  })
    .formatRange(low, high)
    // Intl separates the code from the amount with a no-break space; a plain space is what people type.
    .replace(/\u00a0/gu, ' ');
  return language === 'ar' ? `${range} شهريًا` : `${range} per month`;
}

/** A monthly range for the role, level and country, rounded as pay is quoted. */
export function suggestSalary(baseUsd: number, level: Level, country: string | undefined, language: TextLanguage) {
  const pay = (country && COUNTRIES[country]) || { currency: 'USD', perUsd: 1, factor: 0.7 };
  const mid = baseUsd * pay.factor * LEVEL_PAY[level] * pay.perUsd;
  const step = mid > 5000 ? 500 : mid > 500 ? 50 : 10;
  const round = (n: number) => Math.round(n / step) * step;
  return salaryText(round(mid * 0.85), round(mid * 1.15), pay.currency, language);
}
