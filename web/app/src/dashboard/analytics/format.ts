import { intlLocale, type Language } from '../../i18n/language.ts';
import { countOf } from '../../i18n/plural.ts';

/** Number formats in the page's language (Latin digits in both, like the rest of the app). */
export function formatters(language: Language, currency: string) {
  const locale = intlLocale(language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  let money: Intl.NumberFormat;
  try {
    money = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  } catch {
    money = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  }
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    number: (value: number | null | undefined) => (value == null ? '–' : number.format(value)),
    percent: (value: number | null | undefined) => (value == null ? '–' : percent.format(value / 100)),
    money: (value: number | null | undefined) => (value == null ? '–' : money.format(value)),
    /** "5 days", "5 أيام": the plural form the number takes in the language. */
    days: (value: number | null | undefined) => (value == null ? '–' : countOf(language, value, 'day')),
    /** "2025-11" as a short month and year. */
    month: (value: string) => {
      const [year, monthNumber] = value.split('-').map(Number);
      if (!year || !monthNumber) return value;
      return month.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
    },
  };
}

export type Formatters = ReturnType<typeof formatters>;
