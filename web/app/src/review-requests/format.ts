import type { TFunction } from 'i18next';
import { ApiError } from '../api/client.ts';
import { errorText } from '../forms/messages.ts';
import { intlLocale, type Language } from '../i18n/language.ts';

/** A date and time in the viewer's own time zone and language. */
export const whenText = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A refusal of the review requests' API in the reader's language. */
export function reviewErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && error.code.startsWith('REVIEW_REQUEST.')) {
    const key = `reviewRequests.errors.${error.code.replace(/\./g, '_')}`;
    const text = t(key, { defaultValue: '' });
    if (text) return text;
  }
  return errorText(t, error, fallbackKey);
}
