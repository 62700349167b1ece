import { describe, expect, it } from 'vitest';
import { findDateRanges, mergedYears } from './dates.ts';
import { fold } from './normalize.ts';

const ranges = (text: string) => findDateRanges(fold(text).text).map((r) => [r.start, r.end]);
const asOf = { year: 2025, month: 6 };

describe('date ranges', () => {
  it('reads English formats and "present"', () => {
    expect(ranges('Jan 2019 – Present')).toEqual([[{ year: 2019, month: 1 }, null]]);
    expect(ranges('03/2017 - 12/2018')).toEqual([
      [
        { year: 2017, month: 3 },
        { year: 2018, month: 12 },
      ],
    ]);
    expect(ranges('March 2016 to June 2018')).toEqual([
      [
        { year: 2016, month: 3 },
        { year: 2018, month: 6 },
      ],
    ]);
  });

  it('reads Arabic month names, Levantine names, Arabic-Indic digits and "حتى الآن"', () => {
    expect(ranges('يناير 2019 – حتى الآن')).toEqual([[{ year: 2019, month: 1 }, null]]);
    expect(ranges('آذار 2016 - حزيران 2018')).toEqual([
      [
        { year: 2016, month: 3 },
        { year: 2018, month: 6 },
      ],
    ]);
    expect(ranges('كانون الأول ٢٠٢١ – حالياً')).toEqual([[{ year: 2021, month: 12 }, null]]);
  });

  it('ignores a range that ends before it starts', () => {
    expect(ranges('2020 - 2017')).toEqual([]);
  });

  it('counts overlapping months once and an open role up to the as-of date', () => {
    const years = mergedYears(
      [
        { start: { year: 2015, month: 1 }, end: { year: 2019, month: 1 } },
        { start: { year: 2018, month: 1 }, end: { year: 2020, month: 1 } },
        { start: { year: 2022, month: 6 }, end: null },
      ],
      asOf,
    );
    expect(years).toBe(8);
  });
});
