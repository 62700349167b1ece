import { describe, expect, it } from 'vitest';
import { findDateRanges } from './dates.ts';
import { fold } from './normalize.ts';

const ranges = (text: string) => findDateRanges(fold(text).text).map((r) => [r.start, r.end]);

describe('date ranges in Arabic and Hijri', () => {
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
