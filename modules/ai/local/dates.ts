import { foldString } from './normalize.ts';

const MONTHS: Record<string, number> = {};
const add = (names: string[], m: number) => names.forEach((n) => (MONTHS[foldString(n)] = m));
// English, Gulf/Egyptian and Levantine Arabic, Maghreb, Spanish and French names.
add(['january', 'jan', 'يناير', 'كانون الثاني', 'كانون ثاني', 'جانفي', 'enero', 'ene', 'janvier', 'janv'], 1);
add(['february', 'feb', 'فبراير', 'شباط', 'فيفري', 'febrero', 'février', 'fevrier', 'fév', 'fev'], 2);
add(['march', 'mar', 'مارس', 'آذار', 'اذار', 'marzo', 'mars'], 3);
add(['april', 'apr', 'أبريل', 'ابريل', 'إبريل', 'نيسان', 'أفريل', 'abril', 'abr', 'avril', 'avr'], 4);
add(['may', 'مايو', 'أيار', 'ايار', 'ماي', 'mayo', 'mai'], 5);
add(['june', 'jun', 'يونيو', 'يونيه', 'حزيران', 'جوان', 'junio', 'juin'], 6);
add(['july', 'jul', 'يوليو', 'يوليه', 'تموز', 'جويلية', 'julio', 'juillet', 'juil'], 7);
add(['august', 'aug', 'أغسطس', 'اغسطس', 'آب', 'اب', 'أوت', 'agosto', 'ago', 'août', 'aout'], 8);
add(['september', 'sep', 'sept', 'سبتمبر', 'أيلول', 'ايلول', 'septiembre', 'setiembre', 'set', 'septembre'], 9);
add(['october', 'oct', 'أكتوبر', 'اكتوبر', 'تشرين الأول', 'تشرين اول', 'octubre', 'octobre'], 10);
add(['november', 'nov', 'نوفمبر', 'تشرين الثاني', 'تشرين ثاني', 'noviembre', 'novembre'], 11);
add(['december', 'dec', 'ديسمبر', 'كانون الأول', 'كانون اول', 'diciembre', 'dic', 'décembre', 'decembre', 'déc'], 12);

const alt = (words: string[]) =>
  [...new Set(words.map(foldString))]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/ /gu, '\\s+'))
    .join('|');
const monthAlt = alt(Object.keys(MONTHS));
const PRESENT_WORDS = [
  'present',
  'the present',
  'current',
  'currently',
  'now',
  'today',
  'date',
  'to date',
  'till date',
  'till now',
  'todate',
  'ongoing',
  'continuing',
  'actualidad',
  'presente',
  'actual',
  'la fecha',
  'hoy',
  "aujourd'hui",
  'présent',
  'حتى الآن',
  'حتى تاريخه',
  'حتى تاريخة',
  'حتى الوقت الحالي',
  'حتى اليوم',
  'حتى الان',
  'الآن',
  'حاليا',
  'حالياً',
  'الوقت الحالي',
  'الحاضر',
  'للآن',
  'لغاية الآن',
  'لغاية تاريخه',
  'إلى الآن',
  'مستمر',
  'onwards',
  'onward',
  'till present',
  'to present',
  'up to now',
  'up till now',
  'up to date',
  // "Jun 2019 – Still Working"; Gulf CVs write the post still held as «على رأس العمل», and «إلى تاريخه».
  'still working',
  'still employed',
  'presently',
  'cont',
  'contd',
  'continue',
  'على رأس العمل',
  'على رأس عملي',
  'تاريخه',
];
const PRESENT = alt(PRESENT_WORDS);
const PRESENT_ONLY = new RegExp(`^(?:${PRESENT})$`, 'u');
/** Whether a cell says only "present" ("Till Date", «لغاية الآن»). */
export const isPresent = (cell: string) => PRESENT_ONLY.test(foldString(cell));
// "to" may be doubled by the writer: "Jan 2019 to Till Date", "2015 - to date".
const TO_WORDS = [
  '-',
  '–',
  '—',
  '−',
  '‐',
  '‑',
  '~',
  'to',
  'till',
  'until',
  'through',
  'thru',
  'upto',
  'up to',
  '--',
  '→',
  'a',
  'al',
  'hasta',
  'à',
  'إلى',
  'الى',
  'حتى',
  'لغاية',
  // «من 1/6/2015 ولغاية 31/3/2018», «وحتى الآن»: "and until", joined to its word.
  'وحتى',
  'ولغاية',
  'وإلى',
];
// A form's fields name the ends: "From: 01/2015 To: 03/2018", "Start: 03/2016 | End: 08/2019", «من: 2015 إلى: 2018».
// Designer templates also write "2019 / 2021", "2019 › Present" (spaced, so "2015/2016" stays a school year).
const TO = `(?:(?:${alt(TO_WORDS)})|\\s[/›»>]\\s|[|,;]?\\s*end(?:ing)?(?:\\s+date)?)\\s*:?(?:\\s*(?:${alt(['to', 'till', '-', '–'])})(?=\\s*(?:${PRESENT})))?`;
const FROM = `(?:(?:from|since|de|desde|du|من|منذ|start(?:ing)?(?:\\s+date)?)(?:\\s*:\\s*|\\s+))?`;
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
// One end of a range: "Mar 2019", "March, 2019", "Mar-19", "Jan '19", "03/2019", "2019-03", "01/03/2019", "2019".
// Also "Feb'2015" (Indian CVs), "15-Jun-2015" / "01/JUN/2015" and "2015/06/01" (Gulf CVs: year first, with the day).
// A year may carry the Gregorian «م» ("2019م"); a bare year may follow «عام» ("عام 2019", folded).
const YEAR_M = `${YEAR}(?:\\s?م(?![\\p{L}]))?`;
const POINT = [
  `(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?|(?:0?[1-9]|[12]\\d|3[01])\\s*[-/.]\\s*)?(?:${monthAlt})\\.?(?:\\s*,\\s*|\\s*[-/.]\\s*|\\s+de\\s+|\\s*['’‘]\\s*|\\s*)${YEAR_M}`,
  // "March 1, 2019", "June 30th 2021"
  `(?:${monthAlt})\\.?\\s+(?:0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?,?\\s+${YEAR}`,
  `(?:${monthAlt})\\.?\\s*['’‘]\\s*\\d{2}(?!\\d)`,
  `(?:${monthAlt})[-./]\\d{2}(?!\\d)`,
  `(?:0?[1-9]|[12]\\d|3[01])\\s*[/.-]\\s*(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}`,
  `(?:شهر\\s+)?(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR_M}`,
  `${YEAR}\\s*[/.-]\\s*(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*(?:0?[1-9]|[12]\\d|3[01])(?![\\d/.-]*\\d)(?:\\s?م(?![\\p{L}]))?`,
  `${YEAR}\\s*[/.-]\\s*(?:0[1-9]|1[0-2])(?:\\s?م(?![\\p{L}]))?(?![\\d/.-]*\\d)`,
  `(?:(?:عام|سنه)\\s+)?${YEAR_M}`,
].join('|');
const SHORT = `(?:0?[1-9]|1[0-2])\\s*/\\s*\\d{2}`;
const RANGE = new RegExp(
  `(?<![\\p{L}\\d/.])${FROM}(${POINT})\\s*(?:${TO})\\s*(${POINT}|${PRESENT})(?![\\p{L}\\d]|\\s*[/.-]\\s*\\d)`,
  'gu',
);
// Both ends as MM/YY ("05/04 - 06/14"): only as a pair, so a lone "05/04" stays a day and month.
const SHORT_RANGE = new RegExp(
  `(?<![\\p{L}\\d/.])(${SHORT})\\s*(?:${TO})\\s*(${SHORT}|${PRESENT})(?![\\p{L}\\d/])`,
  'gu',
);
// A right-to-left range read in visual order: "الآن - 2019", "حتى الآن – يناير 2019".
const REVERSED = new RegExp(
  `(?<![\\p{L}\\d/.])(${PRESENT})\\s*(?:-|–|—|إلى|الى)\\s*(${POINT})(?![\\p{L}\\d]|\\s*[/.-]\\s*\\d)`,
  'gu',
);

// An open range written with its start only: "Since June 2024", «منذ 2019», "w.e.f. 01.06.2021" (with effect from).
const SINCE = new RegExp(
  `(?<![\\p{L}\\d/.])(?:since|منذ|desde|depuis|w\\.\\s?e\\.\\s?f\\.?\\s*:?|wef\\s*:?)\\s*(${POINT})(?![\\p{L}\\d]|\\s*[/.-]\\s*\\d|\\s*(?:${TO}))`,
  'gu',
);

// "March 2020 onwards". Inside positions only (`positions`): a start with a dash and nothing after it ("2021 –"), and
// the two ends in cells of their own ("11/2022\tPresent", a table's From and To columns; end first in Arabic).
const ONWARDS = new RegExp(`(?<![\\p{L}\\d/.])(${POINT})\\s+onwards?(?![\\p{L}])`, 'gu');
const OPEN_DASH = new RegExp(`(?<![\\p{L}\\d/.])(${POINT})\\s*[-–—]\\s*(?=\\t|\\n|$)`, 'gu');
const CELLS = new RegExp(
  `(?<![\\p{L}\\d/.])(${POINT})[ \\t]+(${POINT}|${PRESENT})(?![\\p{L}\\d]|\\s*[/.-]\\s*\\d)`,
  'gu',
);
// "2015-18": a year range whose end keeps its last two digits.
const SHORT_END = new RegExp(`(?<![\\p{L}\\d/.])(${YEAR})\\s*[-–]\\s*(\\d{2})(?![\\d/.\\p{L}])`, 'gu');
const CELLS_END_FIRST = new RegExp(
  `(?<![\\p{L}\\d/.])(${PRESENT})[ \\t]+(${POINT})(?![\\p{L}\\d]|\\s*[/.-]\\s*\\d)`,
  'gu',
);

// The Hijri date a Saudi CV prints beside the Gregorian one: "Apr 2021 (1442 H)", «03/2018م الموافق 1439هـ», "1436/05 AH".
// Blanked (same length, so indexes hold) before ranges are read: it sits between a range's ends.
const HIJRI = new RegExp(
  `(?:الموافق\\s+)?\\(?\\s*(?:(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*)?1[34]\\d{2}(?:\\s*[/.-]\\s*(?:0?[1-9]|1[0-2]))?\\s*\\)?\\s*(?:a\\.?\\s?h\\.?|h|ه(?:ج(?:ري|ريه)?)?)(?![\\p{L}\\d])\\s*\\)?`,
  'gu',
);
export const withoutHijri = (folded: string) => folded.replace(HIJRI, (m) => ' '.repeat(m.length));

// Hijri dates alone, as older Saudi CVs write them: «1436/03هـ – 1440/05هـ», «من 1435هـ إلى 1440هـ», «15/03/1436هـ -
// حتى الآن». Read only on a line with no Gregorian year, and turned into Gregorian months.
const H_SUFFIX = `\\s*(?:ه(?:ج(?:ري|ريه)?)?|a\\.?\\s?h\\.?)(?![\\p{L}\\d])`;
const H_POINT = `(?:(?:0?[1-9]|[12]\\d|30)\\s*/\\s*(?:0?[1-9]|1[0-2])\\s*/\\s*|(?:0?[1-9]|1[0-2])\\s*/\\s*)?1[34]\\d{2}(?:\\s*/\\s*(?:0?[1-9]|1[0-2])(?:\\s*/\\s*(?:0?[1-9]|[12]\\d|30))?)?`;
const HIJRI_RANGE = new RegExp(
  `(?<![\\p{L}\\d/.])${FROM}(${H_POINT}(?:${H_SUFFIX})?)\\s*(?:${TO})\\s*(${H_POINT}(?:${H_SUFFIX})?|${PRESENT})(?![\\p{L}\\d])`,
  'gu',
);
const HAS_H_SUFFIX = new RegExp(H_SUFFIX, 'u');

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
