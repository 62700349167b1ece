import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { flattenMessages, type MessageTree } from '../i18n/flatten.ts';
import { raArabicMessages } from './raArabicMessages.ts';

describe("react-admin's Arabic messages", () => {
  const english = flattenMessages(englishMessages as MessageTree);
  const arabic = flattenMessages(raArabicMessages as MessageTree);

  it('translate every key of the English package and nothing else', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
  });

  it('keep the placeholders and the singular/plural split', () => {
    const tokens = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of Object.entries(english)) {
      const translated = arabic[key] ?? '';
      expect(new Set(tokens(translated)), key).toEqual(new Set(tokens(value)));
      expect(translated.split('||||').length, key).toBe(value.split('||||').length);
    }
  });
});
