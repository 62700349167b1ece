import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { ar } from '../i18n/ar.ts';
import { en } from '../i18n/en.ts';
import type { Language } from '../i18n/language.ts';
import { raArabicMessages } from './raArabicMessages.ts';

export const dashboardMessages: Record<Language, TranslationMessages> = {
  en: { ...englishMessages, ...en },
  ar: { ...raArabicMessages, ...ar },
};

/** Both languages use two plural forms (singular |||| other); see raArabicMessages. */
const pluralRules = {
  pluralTypes: { singularOther: (n: number) => (n === 1 ? 0 : 1) },
  pluralTypeToLanguages: { singularOther: ['en', 'ar'] },
};

export function createI18nProvider(language: Language) {
  return polyglotI18nProvider(
    (locale) => dashboardMessages[locale === 'ar' ? 'ar' : 'en'],
    language,
    [
      { locale: 'en', name: 'English' },
      { locale: 'ar', name: 'العربية' },
    ],
    { pluralRules },
  );
}
