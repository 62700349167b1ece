import { foldString } from './normalize.ts';

const MONTHS: Record<string, number> = {};
const add = (names: string[], m: number) => names.forEach((n) => (MONTHS[foldString(n)] = m));
add(['january', 'jan', 'يناير', 'كانون الثاني', 'كانون ثاني'], 1);
add(['february', 'feb', 'فبراير', 'شباط'], 2);
add(['march', 'mar', 'مارس', 'آذار', 'اذار'], 3);
add(['april', 'apr', 'أبريل', 'ابريل', 'نيسان'], 4);
add(['may', 'مايو', 'أيار', 'ايار'], 5);
add(['june', 'jun', 'يونيو', 'حزيران'], 6);
add(['july', 'jul', 'يوليو', 'تموز'], 7);
add(['august', 'aug', 'أغسطس', 'اغسطس', 'آب', 'اب'], 8);
add(['september', 'sep', 'sept', 'سبتمبر', 'أيلول', 'ايلول'], 9);
add(['october', 'oct', 'أكتوبر', 'اكتوبر', 'تشرين الأول', 'تشرين اول'], 10);
add(['november', 'nov', 'نوفمبر', 'تشرين الثاني', 'تشرين ثاني'], 11);
add(['december', 'dec', 'ديسمبر', 'كانون الأول', 'كانون اول'], 12);

const monthAlt = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .map((m) => m.replace(/ /gu, '\\s+'))
  .join('|');
const alt = (words: string[]) =>
  words
    .map(foldString)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /gu, '\\s+'))
    .join('|');
const PRESENT = alt([
  'present',
  'current',
  'currently',
  'now',
  'today',
  'to date',
  'ongoing',
  'حتى الآن',
  'حتى تاريخه',
  'حتى الوقت الحالي',
  'الآن',
  'حاليا',
  'حالياً',
  'الوقت الحالي',
  'للآن',
  'لغاية الآن',
  'حتى اليوم',
]);
const TO = alt(['-', '–', '—', 'to', 'till', 'until', '→', 'إلى', 'الى', 'حتى', 'لغاية']);
// One end of a range: "Mar 2019", "March, 2019", "03/2019", "2019-03", "2019".
const POINT = `(?:(?:${monthAlt})\\.?,?\\s*(?:19|20)\\d{2}|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*(?:19|20)\\d{2}|(?:19|20)\\d{2}\\s*[/.-]\\s*(?:0[1-9]|1[0-2])(?!\\d)|(?:19|20)\\d{2})`;
const RANGE = new RegExp(
  `(?<![\\p{L}\\d])(?:from\\s+|من\\s+|منذ\\s+)?(${POINT})\\s*(?:${TO})\\s*(${POINT}|${PRESENT})(?![\\p{L}\\d])`,
  'gu',
);

export type YearMonth = { year: number; month: number };
export type DateRange = { start: YearMonth; end: YearMonth | null; index: number; length: number };

function parsePoint(raw: string, isEnd: boolean): YearMonth | undefined {
  const s = raw.trim();
  let m = /^(\d{4})\s*[/.-]\s*(\d{1,2})$/u.exec(s);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  m = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/u.exec(s);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  m = /^(\d{4})$/u.exec(s);
  // A bare year counts from its start: "2015 – 2019" is four years, as a reader would say.
  if (m) return { year: Number(m[1]), month: isEnd ? 1 : 1 };
  m = /^(.+?)\.?,?\s*(\d{4})$/u.exec(s);
  if (m) {
    const month = MONTHS[m[1]!.replace(/\s+/gu, ' ').trim()];
    if (month) return { year: Number(m[2]), month };
  }
  return undefined;
}

/** Date ranges in folded text (see fold()): indexes point into the folded text. */
export function findDateRanges(folded: string): DateRange[] {
  const out: DateRange[] = [];
  for (const m of folded.matchAll(RANGE)) {
    const start = parsePoint(m[1]!, false);
    const endRaw = m[2]!;
    const end = new RegExp(`^(?:${PRESENT})$`, 'u').test(endRaw.trim()) ? null : parsePoint(endRaw, true);
    if (!start || end === undefined) continue;
    if (end && (end.year < start.year || (end.year === start.year && end.month < start.month))) continue;
    out.push({ start, end, index: m.index, length: m[0].length });
  }
  return out;
}

const toMonths = (ym: YearMonth) => ym.year * 12 + (ym.month - 1);

/** Years covered by the ranges, counting overlapping months once and an open end up to asOf. */
export function mergedYears(ranges: Array<{ start: YearMonth; end: YearMonth | null }>, asOf: YearMonth): number {
  const spans = ranges
    .map((r) => [toMonths(r.start), toMonths(r.end ?? asOf)] as [number, number])
    .filter(([a, b]) => b >= a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let cur: [number, number] | undefined;
  for (const s of spans) {
    if (cur && s[0] <= cur[1]) cur[1] = Math.max(cur[1], s[1]);
    else {
      if (cur) total += cur[1] - cur[0];
      cur = [s[0], s[1]];
    }
  }
  if (cur) total += cur[1] - cur[0];
  return Math.round((total / 12) * 10) / 10;
}

export const formatYearMonth = (ym: YearMonth) => `${ym.year}-${String(ym.month).padStart(2, '0')}`;
