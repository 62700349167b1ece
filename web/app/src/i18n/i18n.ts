import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './ar.ts';
import { en } from './en.ts';
import type { Language } from './language.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

export const resources = { en: { translation: en }, ar: { translation: ar } } as const;

/** Uses the %{name} placeholder syntax of react-admin's polyglot, so one message file serves both. */
export async function initI18n(language: Language): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false, prefix: '%{', suffix: '}' },
    returnNull: false,
  });
  return i18next;
}
