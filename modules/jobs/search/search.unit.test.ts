import { describe, expect, it } from 'vitest';
import { parseSalary, monthlyBounds } from '../job/salary.ts';
import { normalizeSearchText, prefixTsQuery } from './normalize.ts';
import { isDirectorJob, sectorsOf } from './sectors.ts';
import { indexedBodyText, queryWords } from './stop-words.ts';

describe('Arabic-aware search text', () => {
  it('folds tashkeel, alef, yaa, taa marbuta and the article on both sides', () => {
    expect(normalizeSearchText('المُحَاسِبَة الإداريّة')).toBe(normalizeSearchText('محاسبه اداريه'));
    expect(normalizeSearchText('إدارة')).toBe('اداره');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('Node.js Café')).toBe('node js cafe');
    expect(prefixTsQuery('  المطور & React!')).toBe('مطور:* & react:*');
    expect(prefixTsQuery('!!!')).toBeNull();
  });
});

describe('stop words', () => {
  it('are left out of the indexed descriptions, in both languages', () => {
    expect(indexedBodyText('Work with the payments team on ledgers.')).toBe('work payments team ledgers');
    expect(indexedBodyText('نبحث عن محاسب في الرياض')).toBe('نبحث محاسب رياض');
    expect(indexedBodyText('IT support in the US')).toBe('it support us');
  });

  it('do not narrow a query, which still finds something when made of them alone', () => {
    expect(queryWords('Head of the Sales team, head')).toEqual(['head', 'sales', 'team']);
    expect(queryWords('محاسب في دبي')).toEqual(['محاسب', 'دبي']);
    expect(queryWords('the')).toEqual(['the']);
    expect(queryWords(' ! ')).toEqual([]);
  });
});

describe('salary text', () => {
  it('reads min, max, currency and period', () => {
    expect(parseSalary('SAR 15,000 - 20,000 per month')).toEqual({
      min: 15000,
      max: 20000,
      currency: 'SAR',
      period: 'MONTH',
    });
    expect(parseSalary('15-20k AED')).toEqual({ min: 15000, max: 20000, currency: 'AED', period: 'MONTH' });
    expect(parseSalary('١٢٬٠٠٠ - ١٦٬٠٠٠ ريال سعودي شهرياً')).toMatchObject({ min: 12000, max: 16000, currency: 'SAR' });
    expect(parseSalary('120,000 USD per year')).toEqual({ min: 120000, max: 120000, currency: 'USD', period: 'YEAR' });
    expect(monthlyBounds(parseSalary('120,000 USD per year'))).toEqual({ low: 10000, high: 10000 });
    expect(parseSalary('Competitive')).toBeNull();
  });
});

describe('board facets', () => {
  it('derives sectors from industries and title keywords, and directors from the title', () => {
    expect(
      sectorsOf(
        { industry: 'other', title: 'Airline Operations Controller', department: 'Operations' },
        'Transportation',
      ),
    ).toEqual(['aviation', 'other', 'transportation']);
    expect(sectorsOf({ industry: 'finance', title: 'محاسب أول', department: 'المالية' }, null)).toEqual(['finance']);
    expect(isDirectorJob({ jobLevel: 'EXECUTIVE', title: 'Director of Finance' })).toBe(true);
    expect(isDirectorJob({ jobLevel: 'MID', title: 'Director of Finance' })).toBe(false);
    expect(isDirectorJob({ jobLevel: 'EXECUTIVE', title: 'مدير المالية' })).toBe(true);
    expect(isDirectorJob({ jobLevel: 'EXECUTIVE', title: 'مدير عام العمليات' })).toBe(false);
    expect(isDirectorJob({ jobLevel: 'EXECUTIVE', title: 'Chief Operating Officer' })).toBe(false);
  });
});
