// The regular expressions that find a date or a range of dates (Gregorian and Hijri) in a CV line.
import { foldString } from './normalize.ts';
import { MONTHS, PRESENT_WORDS, TO_WORDS } from './date-words.ts';

const alt = (words: string[]) =>
  [...new Set(words.map(foldString))]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/ /gu, '\\s+'))
    .join('|');
const monthAlt = alt(Object.keys(MONTHS));
const PRESENT = alt(PRESENT_WORDS);
export const PRESENT_ONLY = new RegExp(`^(?:${PRESENT})$`, 'u');
/** Whether a cell says only "present" ("Till Date", «لغاية الآن»). */
export const isPresent = (cell: string) => PRESENT_ONLY.test(foldString(cell));
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
export const RANGE = new RegExp(
  `(?<![\\p{L}\\d/.])${FROM}(${POINT})\\s*(?:${TO})\\s*(${POINT}|${PRESENT})(?![\\p{L}\\d]|\\s*[/.-]\\s*\\d)`,
  'gu',
);
// Both ends as MM/YY ("05/04 - 06/14"): only as a pair, so a lone "05/04" stays a day and month.
export const SHORT_RANGE = new RegExp(
  `(?<![\\p{L}\\d/.])(${SHORT})\\s*(?:${TO})\\s*(${SHORT}|${PRESENT})(?![\\p{L}\\d/])`,
  'gu',
);
// A right-to-left range read in visual order: "الآن - 2019", "حتى الآن – يناير 2019".
export const REVERSED = new RegExp(
  `(?<![\\p{L}\\d/.])(${PRESENT})\\s*(?:-|–|—|إلى|الى)\\s*(${POINT})(?![\\p{L}\\d]|\\s*[/.-]\\s*\\d)`,
  'gu',
);

// An open range written with its start only: "Since June 2024", «منذ 2019», "w.e.f. 01.06.2021" (with effect from).
export const SINCE = new RegExp(
  `(?<![\\p{L}\\d/.])(?:since|منذ|desde|depuis|w\\.\\s?e\\.\\s?f\\.?\\s*:?|wef\\s*:?)\\s*(${POINT})(?![\\p{L}\\d]|\\s*[/.-]\\s*\\d|\\s*(?:${TO}))`,
  'gu',
);

// "March 2020 onwards". Inside positions only (`positions`): a start with a dash and nothing after it ("2021 –"), and
// the two ends in cells of their own ("11/2022\tPresent", a table's From and To columns; end first in Arabic).
export const ONWARDS = new RegExp(`(?<![\\p{L}\\d/.])(${POINT})\\s+onwards?(?![\\p{L}])`, 'gu');
export const OPEN_DASH = new RegExp(`(?<![\\p{L}\\d/.])(${POINT})\\s*[-–—]\\s*(?=\\t|\\n|$)`, 'gu');
export const CELLS = new RegExp(
  `(?<![\\p{L}\\d/.])(${POINT})[ \\t]+(${POINT}|${PRESENT})(?![\\p{L}\\d]|\\s*[/.-]\\s*\\d)`,
  'gu',
);
// "2015-18": a year range whose end keeps its last two digits.
export const SHORT_END = new RegExp(`(?<![\\p{L}\\d/.])(${YEAR})\\s*[-–]\\s*(\\d{2})(?![\\d/.\\p{L}])`, 'gu');
export const CELLS_END_FIRST = new RegExp(
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
export const HIJRI_RANGE = new RegExp(
  `(?<![\\p{L}\\d/.])${FROM}(${H_POINT}(?:${H_SUFFIX})?)\\s*(?:${TO})\\s*(${H_POINT}(?:${H_SUFFIX})?|${PRESENT})(?![\\p{L}\\d])`,
  'gu',
);
export const HAS_H_SUFFIX = new RegExp(H_SUFFIX, 'u');
