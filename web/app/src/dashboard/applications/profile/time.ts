import { intlLocale, type Language } from '../../../i18n/language.ts';

/** A date and time in the viewer's language, Latin digits. */
export function formatDateTime(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
