import { describe, expect, it } from 'vitest';
import { agoOf, countOf, countRangeOf } from './plural.ts';

describe('counts with their plural forms', () => {
  it('uses every Arabic plural form, with Latin digits', () => {
    expect([1, 2, 3, 5, 11, 100].map((n) => countOf('ar', n, 'day'))).toEqual([
      'يوم',
      'يومان',
      '3 أيام',
      '5 أيام',
      '11 يومًا',
      '100 يوم',
    ]);
    expect(countOf('ar', 5, 'year')).toBe('5 سنوات');
    expect(agoOf('ar', 5, 'day')).toBe('قبل 5 أيام');
  });

  it('says one and many in English', () => {
    expect(countOf('en', 1, 'day')).toBe('1 day');
    expect(countOf('en', 4.5, 'day')).toBe('4.5 days');
    expect(agoOf('en', 3, 'hour')).toBe('3 hours ago');
    expect(agoOf('en', 1, 'day')).toBe('1 day ago');
  });
});

describe('ranges', () => {
  it('take the plural form of their upper end', () => {
    expect(countRangeOf('en', 3, 5, 'year')).toBe('3–5 years');
    expect(countRangeOf('ar', 3, 5, 'year')).toBe('3–5 سنوات');
  });
});
