export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];
export type Direction = 'ltr' | 'rtl';

export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}

/** A stored choice wins; otherwise the browser's preferred languages; otherwise English. */
export function pickLanguage(stored: string | null, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** Latin digits in both languages, so salaries, dates and ids read the same everywhere. */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-latn' : 'en';
}
