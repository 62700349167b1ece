import { describe, expect, it } from 'vitest';
import { notificationTexts } from '../../../../../read-models/notifications/texts.ts';
import { ar } from '../../i18n/ar.ts';
import { en } from '../../i18n/en.ts';
import { flattenMessages } from '../../i18n/flatten.ts';
import { ageLabel } from './text.tsx';

describe('notification texts', () => {
  it('has every key the server sends, with the same text in both languages', () => {
    const catalogues = { en: flattenMessages(en), ar: flattenMessages(ar) };
    for (const language of ['en', 'ar'] as const) {
      for (const [key, text] of Object.entries(notificationTexts[language])) {
        expect(catalogues[language][key], `${language} ${key}`).toBe(text.replace(/\{(\w+)\}/g, '%{$1}'));
      }
    }
  });
});

describe('notification age', () => {
  const t = ((key: string, options?: { count?: number }) => `${key}:${options?.count ?? ''}`) as never;
  const now = Date.parse('2026-03-01T12:00:00Z');
  it("says 'Just now' under an hour, hours under a day, then days, in each language's plural forms", () => {
    expect(ageLabel(t, 'en', '2026-03-01T11:30:00Z', now)).toBe('notificationCenter.justNow:');
    expect(ageLabel(t, 'en', '2026-03-01T09:00:00Z', now)).toBe('3h ago');
    expect(ageLabel(t, 'en', '2026-02-28T12:30:00Z', now)).toBe('23h ago');
    expect(ageLabel(t, 'en', '2026-02-26T11:00:00Z', now)).toBe('3d ago');
    expect(ageLabel(t, 'ar', '2026-02-26T11:00:00Z', now)).toBe('قبل 3 أيام');
    expect(ageLabel(t, 'ar', '2026-02-27T10:00:00Z', now)).toBe('قبل يومين');
  });
});
