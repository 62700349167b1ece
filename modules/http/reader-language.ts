import type { Request } from 'express';

export type ReaderLanguage = 'en' | 'ar';

/** The language to answer a reader in: `?lang=en|ar` (the page's language) wins, then the Accept-Language header. */
export function readerLanguage(req: Request): ReaderLanguage {
  const lang = typeof req.query.lang === 'string' ? req.query.lang : '';
  if (lang === 'ar' || lang === 'en') return lang;
  return req.acceptsLanguages('en', 'ar') === 'ar' ? 'ar' : 'en';
}
