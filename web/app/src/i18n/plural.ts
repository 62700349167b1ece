import { useTranslation } from 'react-i18next';
import { intlLocale, isLanguage, type Language } from './language.ts';

/** Units Intl knows by name, so it also knows their plural forms (Arabic has six). */
export type CountUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * "5 days", "5 أيام", "11 يومًا": a count with its unit in the language's plural form, from CLDR through
 * Intl.NumberFormat, instead of one hand-written "%{count} days" that is wrong for most Arabic numbers.
 */
export function countOf(language: Language, value: number, unit: CountUnit): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
}

/** "3–5 years", "3–5 سنوات", "3–15 سنة": the range takes the plural form of its upper end. */
export function countRangeOf(language: Language, from: number, to: number, unit: CountUnit): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit, unitDisplay: 'long' }).formatRange(
    from,
    to,
  );
}

/** "3 hours ago", "قبل 3 ساعات" (narrow: "3h ago"), with the language's plural forms from Intl.RelativeTimeFormat. */
export function agoOf(language: Language, value: number, unit: CountUnit, style: 'long' | 'narrow' = 'long'): string {
  return new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'always', style }).format(-value, unit);
}

/** countOf and agoOf in the page's current language. */
export function useCounts() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return {
    count: (value: number, unit: CountUnit) => countOf(language, value, unit),
    ago: (value: number, unit: CountUnit, style?: 'long' | 'narrow') => agoOf(language, value, unit, style),
  };
}
