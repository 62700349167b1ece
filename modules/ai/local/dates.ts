import {
  HAS_H_SUFFIX,
  withoutHijri,
  PRESENT_ONLY,
  HIJRI_RANGE,
  RANGE,
  SHORT_RANGE,
  REVERSED,
  SINCE,
  ONWARDS,
  SHORT_END,
  CELLS,
  OPEN_DASH,
  CELLS_END_FIRST,
} from './date-patterns.ts';
import { MONTHS } from './date-words.ts';

function hijriPoint(raw: string): YearMonth | undefined {
  const groups = raw.replace(HAS_H_SUFFIX, '').match(/\d+/gu) ?? [];
  const at = groups.findIndex((g) => g.length === 4);
  if (at < 0) return undefined;
  const year = Number(groups[at]);
  const month = Number(at === 0 ? (groups[1] ?? 1) : groups.length === 3 ? groups[1] : groups[0]);
  // The Hijri year is 354.37 days long; its epoch is 16 July 622. Mid-month, so a day either way keeps the month.
  const days = (year - 1) * 354.36667 + (month - 1) * 29.5306 + 14;
  const d = new Date(Date.UTC(622, 6, 16) + days * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

export type YearMonth = { year: number; month: number };
export type DateRange = { start: YearMonth; end: YearMonth | null; index: number; length: number };

const century = (yy: number) => (yy <= 49 ? 2000 + yy : 1900 + yy);

function parsePoint(raw: string): YearMonth | undefined {
  // The day does not count: "3rd May 2017" and "March 1, 2019" are months.
  const s = raw
    .trim()
    .replace(/\s?م$/u, '')
    .replace(/^(?:عام|سنه|شهر)\s+/u, '')
    .replace(/^(\d{1,2})(?:st|nd|rd|th)\s+(?:of\s+)?/u, '$1 ')
    .replace(/^(\d{1,2})\s*[-/.]\s*(?=\p{L})/u, '$1 ')
    .replace(/^(\p{L}[\p{L}.]*)\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(\d{4})$/u, '$1 $2');
  let m = /^(\d{4})\s*[/.-]\s*(\d{1,2})(?:\s*[/.-]\s*\d{1,2})?$/u.exec(s);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  m = /^\d{1,2}\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/u.exec(s);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  m = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/u.exec(s);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  m = /^(\d{1,2})\s*\/\s*(\d{2})$/u.exec(s);
  if (m) return { year: century(Number(m[2])), month: Number(m[1]) };
  m = /^(\d{4})$/u.exec(s);
  // A bare year counts from its start: "2015 – 2019" is four years, as a reader would say.
  if (m) return { year: Number(m[1]), month: 1 };
  m = /^(?:\d{1,2}\s+)?(.+?)\.?(?:\s*,\s*|\s*[-/]\s*|\s+de\s+|\s*['’‘]\s*|\s*)(\d{4}|\d{2})$/u.exec(s);
  if (m) {
    const month = MONTHS[m[1]!.replace(/\s+/gu, ' ').trim()];
    const year = m[2]!.length === 2 ? century(Number(m[2])) : Number(m[2]);
    if (month) return { year, month };
  }
  return undefined;
}

const before = (a: YearMonth, b: YearMonth) => a.year < b.year || (a.year === b.year && a.month < b.month);
const ARABIC = /[\u0600-\u06FF]/u;

/** Date ranges in folded text (see fold()): indexes point into the folded text, in order of appearance. */
export function findDateRanges(text: string, opts: { positions?: boolean; cells?: boolean } = {}): DateRange[] {
  const folded = withoutHijri(text);
  const out: DateRange[] = [];
  const taken = (i: number, n: number) => out.some((r) => i < r.index + r.length && r.index < i + n);
  const push = (start: YearMonth | undefined, end: YearMonth | null | undefined, index: number, length: number) => {
    if (!start || end === undefined || taken(index, length)) return;
    if (end && before(end, start)) {
      // Arabic lines written right to left sometimes come out end first: "2022 - 2019", also when the range stands on
      // a line of its own between Arabic lines.
      const from = folded.lastIndexOf('\n', folded.lastIndexOf('\n', index) - 1) + 1;
      const to = folded.indexOf('\n', (folded.indexOf('\n', index) >>> 0) + 1) >>> 0;
      if (!ARABIC.test(folded.slice(from, to))) return;
      [start, end] = [end, start];
    }
    out.push({ start, end, index, length });
  };
  const endOf = (raw: string) => (PRESENT_ONLY.test(raw.trim().replace(/\s+/gu, ' ')) ? null : parsePoint(raw));
  for (const m of text.matchAll(HIJRI_RANGE)) {
    const line = text.slice(text.lastIndexOf('\n', m.index) + 1, text.indexOf('\n', m.index) >>> 0);
    if (!HAS_H_SUFFIX.test(m[0]) || /(?<!\d)(?:19|20)\d{2}(?!\d)/u.test(line)) continue;
    const present = PRESENT_ONLY.test(m[2]!.trim().replace(/\s+/gu, ' '));
    push(hijriPoint(m[1]!), present ? null : hijriPoint(m[2]!), m.index, m[0].length);
  }
  for (const m of folded.matchAll(RANGE)) push(parsePoint(m[1]!), endOf(m[2]!), m.index, m[0].length);
  for (const m of folded.matchAll(SHORT_RANGE)) push(parsePoint(m[1]!), endOf(m[2]!), m.index, m[0].length);
  for (const m of folded.matchAll(REVERSED)) push(parsePoint(m[2]!), null, m.index, m[0].length);
  for (const m of folded.matchAll(SINCE)) push(parsePoint(m[1]!), null, m.index, m[0].length);
  for (const m of folded.matchAll(ONWARDS)) push(parsePoint(m[1]!), null, m.index, m[0].length);
  if (opts.positions)
    for (const m of folded.matchAll(SHORT_END)) {
      const start = Number(m[1]);
      const end = Math.floor(start / 100) * 100 + Number(m[2]);
      if (end >= start) push({ year: start, month: 1 }, { year: end, month: 1 }, m.index, m[0].length);
    }
  if (opts.positions || opts.cells)
    for (const m of folded.matchAll(CELLS)) push(parsePoint(m[1]!), endOf(m[2]!), m.index, m[0].length);
  if (opts.positions) {
    for (const m of folded.matchAll(OPEN_DASH)) push(parsePoint(m[1]!), null, m.index, m[0].trimEnd().length);
    for (const m of folded.matchAll(CELLS_END_FIRST)) {
      const line = folded.slice(folded.lastIndexOf('\n', m.index) + 1, folded.indexOf('\n', m.index) >>> 0);
      if (ARABIC.test(line)) push(parsePoint(m[2]!), null, m.index, m[0].length);
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

const toMonths = (ym: YearMonth) => ym.year * 12 + (ym.month - 1);

/** Years covered by the ranges, counting overlapping months once and an open end up to asOf. */
export function mergedYears(ranges: Array<{ start: YearMonth; end: YearMonth | null }>, asOf: YearMonth): number {
  const spans = ranges
    .map((r) => [toMonths(r.start), Math.min(toMonths(r.end ?? asOf), toMonths(asOf))] as [number, number])
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
