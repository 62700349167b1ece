import { describe, expect, it } from 'vitest';
import { findDateRanges, mergedYears } from './dates.ts';
import { fold } from './normalize.ts';

const ranges = (text: string) => findDateRanges(fold(text).text).map((r) => [r.start, r.end]);
const asOf = { year: 2025, month: 6 };

describe('date ranges', () => {
  it('reads dates with a day: ordinals and the US order', () => {
    expect(ranges('3rd February 2019 – 30th April 2022')).toEqual([
      [
        { year: 2019, month: 2 },
        { year: 2022, month: 4 },
      ],
    ]);
    expect(ranges('March 1, 2018 – June 30, 2021')).toEqual([
      [
        { year: 2018, month: 3 },
        { year: 2021, month: 6 },
      ],
    ]);
    expect(ranges('December 1, 2023 – Present')).toEqual([[{ year: 2023, month: 12 }, null]]);
  });

  it('reads the ends named by a form\'s fields, and "onwards"', () => {
    expect(ranges('From: 01/2015 To: 03/2018')).toEqual([
      [
        { year: 2015, month: 1 },
        { year: 2018, month: 3 },
      ],
    ]);
    expect(ranges('Start: 03/2016 | End: Present')).toEqual([[{ year: 2016, month: 3 }, null]]);
    expect(ranges('من: ٢٠١٥ إلى: ٢٠١٨')).toEqual([
      [
        { year: 2015, month: 1 },
        { year: 2018, month: 1 },
      ],
    ]);
    expect(ranges('February 2022 onwards')).toEqual([[{ year: 2022, month: 2 }, null]]);
    expect(ranges('Jun 2022 – up to now')).toEqual([[{ year: 2022, month: 6 }, null]]);
  });

  it('reads a start with a dash and nothing after it only where asked (inside positions)', () => {
    expect(ranges('Tech Lead\tMay 2022 –\nFalcon Fintech')).toEqual([]);
    expect(findDateRanges(fold('Tech Lead\tMay 2022 –\nFalcon').text, { positions: true }).map((r) => r.end)).toEqual([
      null,
    ]);
  });

  it('reads designer separators between spaced ends', () => {
    expect(ranges('2019 / 2021')).toEqual([
      [
        { year: 2019, month: 1 },
        { year: 2021, month: 1 },
      ],
    ]);
    expect(ranges('Mar 2020 › Present')).toEqual([[{ year: 2020, month: 3 }, null]]);
    expect(ranges('2015/2016')).toEqual([]);
  });

  it('reads an open range written with its start only', () => {
    expect(ranges('Since June 2024')).toEqual([[{ year: 2024, month: 6 }, null]]);
    expect(ranges('Head Chef, since 2020')).toEqual([[{ year: 2020, month: 1 }, null]]);
    expect(ranges('منذ 03/2019')).toEqual([[{ year: 2019, month: 3 }, null]]);
    // A closed range keeps its end.
    expect(ranges('since May 2016 to June 2018')).toEqual([
      [
        { year: 2016, month: 5 },
        { year: 2018, month: 6 },
      ],
    ]);
  });

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

  it('reads the forms real CVs use for an open end', () => {
    const open = (year: number, month: number) => [[{ year, month }, null]];
    expect(ranges('Dec 2014 to present')).toEqual(open(2014, 12));
    expect(ranges('2011-Present')).toEqual(open(2011, 1));
    expect(ranges('FEB 2022 - PRESENT')).toEqual(open(2022, 2));
    expect(ranges('Jan 2019 to Till Date')).toEqual(open(2019, 1));
    expect(ranges('July 2013 to date')).toEqual(open(2013, 7));
    expect(ranges('Enero 2018 - Actualidad')).toEqual(open(2018, 1));
    expect(ranges("Jan '19 – Present")).toEqual(open(2019, 1));
  });

  it('reads two-digit years as a pair, day-month-year dates and abbreviations with dots', () => {
    expect(ranges('05/04 - 06/14')).toEqual([
      [
        { year: 2004, month: 5 },
        { year: 2014, month: 6 },
      ],
    ]);
    expect(ranges('01/03/2015 - 30/06/2018')).toEqual([
      [
        { year: 2015, month: 3 },
        { year: 2018, month: 6 },
      ],
    ]);
    expect(ranges('Sept. 2017 – Aug. 2019')).toEqual([
      [
        { year: 2017, month: 9 },
        { year: 2019, month: 8 },
      ],
    ]);
    expect(ranges('Meeting 05/04 at noon')).toEqual([]);
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

  it('reads Indian and Gulf forms: an apostrophe before the year, the day before the month name, the year first', () => {
    const y = (year: number, month: number) => ({ year, month });
    expect(ranges("Feb'2015 – Till Date")).toEqual([[y(2015, 2), null]]);
    expect(ranges("Jun' 2012 to Mar' 2015")).toEqual([[y(2012, 6), y(2015, 3)]]);
    expect(ranges('15-Jun-2015 to 31-Mar-2018')).toEqual([[y(2015, 6), y(2018, 3)]]);
    expect(ranges('01/JUN/2015 - TILL DATE')).toEqual([[y(2015, 6), null]]);
    expect(ranges('2015/06/01 - 2018/03/31')).toEqual([[y(2015, 6), y(2018, 3)]]);
    expect(ranges('2019-09-15 – 2021-02-28')).toEqual([[y(2019, 9), y(2021, 2)]]);
    // A date of birth in the same form is no range.
    expect(ranges('Date of Birth: 1990/05/12')).toEqual([]);
  });
});
