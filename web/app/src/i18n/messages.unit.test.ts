import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { flattenMessages } from './flatten.ts';

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const english = flattenMessages(en);
  const arabic = flattenMessages(ar);

  it('has exactly the same keys in English and Arabic', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
  });

  it('has no empty values', () => {
    for (const [key, value] of [...Object.entries(english), ...Object.entries(arabic)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('uses the same placeholders and plural forms in both languages', () => {
    for (const [key, value] of Object.entries(english)) {
      const translated = arabic[key] ?? '';
      expect(placeholders(translated), key).toEqual(placeholders(value));
      expect(translated.includes('||||'), key).toBe(value.includes('||||'));
    }
  });

  it('writes the Arabic texts in Arabic script', () => {
    const latinOnly = Object.entries(arabic).filter(([key, value]) => {
      const letters = value.replace(/%\{\w+\}|PDF|DOCX?|\d+|[^\p{L}]/gu, '');
      return letters.length > 0 && !/\p{Script=Arabic}/u.test(letters) && key !== 'language.switchTo';
    });
    expect(latinOnly).toEqual([]);
  });
});
