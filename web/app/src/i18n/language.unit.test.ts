import { describe, expect, it } from 'vitest';
import { directionOf, intlLocale, isLanguage, otherLanguage, pickLanguage } from './language.ts';

describe('language', () => {
  it('lays Arabic out right to left and English left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('switches between the two languages', () => {
    expect(otherLanguage('en')).toBe('ar');
    expect(otherLanguage('ar')).toBe('en');
  });

  it('prefers a stored choice, then the browser languages, then English', () => {
    expect(pickLanguage('ar', ['en-US'])).toBe('ar');
    expect(pickLanguage(null, ['fr-FR', 'ar-SA'])).toBe('ar');
    expect(pickLanguage('de', ['en-GB'])).toBe('en');
    expect(pickLanguage(null, [])).toBe('en');
  });

  it('accepts only supported language codes', () => {
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('AR')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('formats numbers with Latin digits in Arabic', () => {
    expect(new Intl.NumberFormat(intlLocale('ar')).format(12)).toBe('12');
  });
});
