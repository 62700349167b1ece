import { describe, expect, it } from 'vitest';
import { findDateRanges, mergedYears } from './dates.ts';
import { fold } from './normalize.ts';

const ranges = (text: string) => findDateRanges(fold(text).text).map((r) => [r.start, r.end]);
const asOf = { year: 2025, month: 6 };

describe('date ranges', () => {
  it('reads a range whose ends carry the Hijri year beside them', () => {
    const ranges = (t: string) => findDateRanges(fold(t).text, { positions: true }).map((r) => [r.start, r.end]);
    expect(ranges('Zamil Trading, Jun 2020 (1441 H) – Now')).toEqual([[{ year: 2020, month: 6 }, null]]);
    expect(ranges('Apr 2021 (1442 H)\tCurrent\tHR Business Partner')).toEqual([[{ year: 2021, month: 4 }, null]]);
    expect(ranges('2013/09 م الموافق 1434 هـ – 2018/02 م الموافق 1439 هـ')).toEqual([
      [
        { year: 2013, month: 9 },
        { year: 2018, month: 2 },
      ],
    ]);
    expect(ranges('03/2015 (1436/05 AH) to 09/2018')).toEqual([
      [
        { year: 2015, month: 3 },
        { year: 2018, month: 9 },
      ],
    ]);
  });

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

  it('reads From and To columns inside positions, end first in Arabic', () => {
    const cells = (t: string) => findDateRanges(fold(t).text, { positions: true }).map((r) => [r.start, r.end]);
    expect(cells('Foreman\tGulf Star\t11/2022 Present')).toEqual([[{ year: 2022, month: 11 }, null]]);
    expect(cells('Driver\tCity Link\t2020\t2025')).toEqual([
      [
        { year: 2020, month: 1 },
        { year: 2025, month: 1 },
      ],
    ]);
    expect(cells('حتى الآن\t2021/10\tالأفق العقارية\tمدير مالي')).toEqual([[{ year: 2021, month: 10 }, null]]);
    expect(cells('2021/09\t2017/08\tشركة الفتوح\tمحاسب أول')).toEqual([
      [
        { year: 2017, month: 8 },
        { year: 2021, month: 9 },
      ],
    ]);
    expect(ranges('Foreman\tGulf Star\t11/2022 Present')).toEqual([]);
  });

  it('reads the Gregorian «م», «عام», "Mar/2019" and, inside positions, "2015-18"', () => {
    expect(ranges('أغسطس 2018م - سبتمبر 2021م')).toEqual([
      [
        { year: 2018, month: 8 },
        { year: 2021, month: 9 },
      ],
    ]);
    expect(ranges('2021/12م – حتى تاريخه')).toEqual([[{ year: 2021, month: 12 }, null]]);
    expect(ranges('من عام 2015 إلى عام 2019')).toEqual([
      [
        { year: 2015, month: 1 },
        { year: 2019, month: 1 },
      ],
    ]);
    expect(ranges('Mar/2019 – Jun/2021')).toEqual([
      [
        { year: 2019, month: 3 },
        { year: 2021, month: 6 },
      ],
    ]);
    expect(findDateRanges(fold('Accountant 2015-18').text, { positions: true }).map((r) => [r.start, r.end])).toEqual([
      [
        { year: 2015, month: 1 },
        { year: 2018, month: 1 },
      ],
    ]);
    expect(ranges('Accountant 2015-18')).toEqual([]);
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

  it('reads Levantine and Gulf month names with Arabic-Indic digits, and right-to-left ranges', () => {
    expect(ranges('كانون الثاني ٢٠١٥ - شباط ٢٠١٨')).toEqual([
      [
        { year: 2015, month: 1 },
        { year: 2018, month: 2 },
      ],
    ]);
    expect(ranges('فبراير 2016 إلى يوليو 2019')).toEqual([
      [
        { year: 2016, month: 2 },
        { year: 2019, month: 7 },
      ],
    ]);
    expect(ranges('حتى الآن - 2019')).toEqual([[{ year: 2019, month: 1 }, null]]);
    expect(ranges('مهندس مدني 2022 - 2019')).toEqual([
      [
        { year: 2019, month: 1 },
        { year: 2022, month: 1 },
      ],
    ]);
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

  it('reads "with effect from", "still working" and the Gulf and Levant ends «على رأس العمل», «إلى تاريخه», «ولغاية»', () => {
    const y = (year: number, month: number) => ({ year, month });
    expect(ranges('Driver, Fast Line Transport, w.e.f. 01.06.2021')).toEqual([[y(2021, 6), null]]);
    expect(ranges('Jun 2019 – Still Working')).toEqual([[y(2019, 6), null]]);
    expect(ranges('Jan 2015 up to Dec 2017')).toEqual([[y(2015, 1), y(2017, 12)]]);
    expect(ranges('2012 -- 2015')).toEqual([[y(2012, 1), y(2015, 1)]]);
    expect(ranges('15th of June 2015 to 31st of March 2018')).toEqual([[y(2015, 6), y(2018, 3)]]);
    expect(ranges('Aug.16 – Jul.19')).toEqual([[y(2016, 8), y(2019, 7)]]);
    expect(ranges('2015 – Cont.')).toEqual([[y(2015, 1), null]]);
    expect(ranges('Jun 2015 – Presently')).toEqual([[y(2015, 6), null]]);
    expect(ranges('Jan 2015 – Content Writer')).toEqual([]);
    expect(ranges('شهر 1/2015 – شهر 12/2018')).toEqual([[y(2015, 1), y(2018, 12)]]);
    expect(ranges('من 06/2015 - على رأس العمل')).toEqual([[y(2015, 6), null]]);
    expect(ranges('من سبتمبر 2015 إلى تاريخه')).toEqual([[y(2015, 9), null]]);
    expect(ranges('من 1/6/2015 ولغاية 31/3/2018')).toEqual([[y(2015, 6), y(2018, 3)]]);
    expect(ranges('من 1/8/2021 وحتى الآن')).toEqual([[y(2021, 8), null]]);
  });

  it('reads Hijri dates written alone as Gregorian months', () => {
    const y = (year: number, month: number) => ({ year, month });
    expect(ranges('مهندس مدني\t1436/03هـ - 1440/05هـ')).toEqual([[y(2015, 1), y(2019, 1)]]);
    expect(ranges('من 1435هـ إلى 1440هـ')).toEqual([[y(2013, 11), y(2018, 9)]]);
    expect(ranges('1442/01هـ - حتى الآن')).toEqual([[y(2020, 8), null]]);
    // Beside a Gregorian date the Hijri one is only a gloss; a figure without the Hijri mark is no Hijri date.
    expect(ranges('03/2015 (1436/05 AH) to 09/2018')).toEqual([[y(2015, 3), y(2018, 9)]]);
    expect(ranges('Units 1400 - 1450')).toEqual([]);
  });

  it('turns a range written end first on a line of its own between Arabic lines', () => {
    expect(ranges('أمين مخزن\nشركة النساجون الشرقيون\n2018 – 2014\nالمؤهل العلمي')).toEqual([
      [
        { year: 2014, month: 1 },
        { year: 2018, month: 1 },
      ],
    ]);
    expect(ranges('Storekeeper\nOriental Weavers\n2018 – 2014')).toEqual([]);
  });
});
