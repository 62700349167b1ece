import type { WorkExperience } from '../schemas/cv.ts';
import { findDateRanges, formatYearMonth } from './dates.ts';
import { isPresent } from './date-patterns.ts';
import { fold, quoteAround } from './normalize.ts';
import { countriesNamed } from './places.ts';
import { splitSections, type Section } from './sections.ts';
import { cutTitle, looksLikeTitle } from './titles.ts';

const SEPARATORS = /\s*(?:\t|\||•|·|,|،|–|—|~|@|\s-\s|\s+at\s+|\s+في\s+|\s+لدى\s+|\s+لدي\s+|\(|\))\s*/u;
// Sections whose dates are not positions held.
const NOT_POSITIONS = new Set<Section['kind']>([
  'education',
  'certifications',
  'languages',
  'skills',
  'projects',
  'other',
  'summary',
  'contact',
]);
// A dated entry that is an activity or a membership rather than a job…
// (internships and trainee posts are training, not paid positions; a management or graduate trainee is employed)…
const ACTIVITY =
  /(?<![\p{L}])(?:volunteer(?:ing)?|volunteered|fellowship|society|societies|club|blog(?:ger)?|student|exchange|scholarship|course|coursework|bootcamp|intern|internship|internee|(?<!(?:management|graduate)\s+)trainee|تطوع|تطوعي|متطوع|متطوعة|جمعية|نادي|طالب|طالبة|منحة|دورة|متدرب|متدربة|تدريب\s+صيفي|تدريب\s+تعاوني)(?![\p{L}])/iu;
// …or a study, when no job title is there to say otherwise.
const STUDY =
  /(?<![\p{L}])(?:gpa|cgpa|bachelor'?s?|master'?s|b\.?sc|m\.?sc|b\.?tech|m\.?tech|mba|phd|ph\.d|diploma|degree|semester|high school|secondary school|university|college|school|faculty|بكالوريوس|ماجستير|دكتوراه|دبلوم|الثانوية|جامعة|كلية|مدرسة)(?![\p{L}])/iu;

function splitRole(parts: string[]): { title: string; company: string } {
  const clean = parts.map((p) => p.replace(/^[\s:.\-–—]+|[\s:.\-–—]+$/gu, '').trim()).filter((p) => p.length > 1);
  const ti = clean.findIndex(looksLikeTitle);
  if (ti < 0) return { title: '', company: clean[0] ?? '' };
  const cut = cutTitle(clean[ti]!);
  if (cut && clean.length === 1) return cut;
  const company = clean.find((p, i) => i !== ti && !/^\d/u.test(p)) ?? '';
  return { title: withoutPlace(clean[ti]!), company };
}

/** "Lima Warehouse Manager": a table's city cell that lost its gap to the title cell. */
function withoutPlace(title: string): string {
  const words = title.split(/\s+/u);
  let i = 0;
  while (i < words.length - 1 && countriesNamed(words[i]!).length > 0 && !looksLikeTitle(words[i]!)) i++;
  return words.slice(i).join(' ');
}

// Titles a member holds in a club or society ("President, Debating Society"); a coach at a club is employed there.
const MEMBER =
  /(?<![\p{L}])(?:president|vice|secretary|treasurer|member|captain|chair|chairman|founder|co-founder|رئيس|عضو|أمين)(?![\p{L}])/iu;

// A degree read as a title ("Bachelor of Engineering", "B.Tech Mechanical") is a study too; a school or a
// university in a title is an employer ("School Teacher").
const DEGREE =
  /(?<![\p{L}])(?:gpa|cgpa|bachelor'?s?|master'?s|b\.?sc|m\.?sc|b\.?tech|m\.?tech|mba|phd|ph\.d|diploma|degree|high school|secondary school|بكالوريوس|ماجستير|دكتوراه|دبلوم)(?![\p{L}])/iu;

const isActivity = (role: { title: string; company: string }, context: string[]) =>
  role.title
    ? ACTIVITY.test(role.title) || DEGREE.test(role.title) || (MEMBER.test(role.title) && ACTIVITY.test(role.company))
    : ACTIVITY.test(context.join(' \n ')) || STUDY.test(context.join(' \n '));

// A range in either order: a right-to-left cell may read end first ("2023 – 2018").
const anyRange = (s: string) => findDateRanges(fold(`\u0627 ${s}`).text, { cells: true }).length > 0;

// Inside a date cell two dates side by side, or one above the other, are a start and an end ("2019" over "2021").
const rangesIn = (s: string) => {
  const folded = fold(s).text;
  return {
    ranges: findDateRanges(folded, { cells: true }),
    length: folded.trimEnd().length,
    digits: /\d/u.test(folded),
  };
};

/**
 * The continuation of a range begun in cell `a` over the cells below it: how many cells it takes, and what is left of
 * the last one (a narrow cell's "Present" may sit in one cell with the employer beside it), or undefined.
 */
function wrappedRange(a: string, below: string[]): { cells: number; used: number } | undefined {
  const start = rangesIn(a);
  if (!start.digits || a.length > 60 || start.ranges.length || anyRange(a)) return undefined;
  for (let k = 1; k <= below.length; k++) {
    const b = below[k - 1]!;
    if (!b.trim()) return undefined;
    // A cell ending in a whole date above a whole range of its own: two entries, not one wrapped range.
    if (k === 1 && /\d\s*$/u.test(a) && anyRange(b)) return undefined;
    const text = `${a} ${below.slice(0, k).join(' ')}`;
    const folded = fold(text);
    const ranges = findDateRanges(folded.text, { cells: true });
    const r = ranges[0];
    if (ranges.length !== 1 || r!.index >= start.length) {
      if (b.length > 30) return undefined;
      continue;
    }
    const end = folded.map[r!.index + r!.length]!;
    const after = text.slice(end).trim();
    // The range ends where the last cell ends, or is followed by its length in brackets ("Present (1 year 4 months)").
    if (after === '' || /^\([^()]*\)$/u.test(after)) return { cells: k, used: b.length };
    if (after.startsWith('(') && !after.includes(')') && b.length <= 30) continue;
    if (end <= text.length - b.length) return undefined;
    // Or the last cell goes on with another cell's text.
    if (/^[\s,;|·•–—-]/u.test(text.slice(end)) || /^\p{Lu}/u.test(after))
      return { cells: k, used: b.length - (text.length - end) };
    return undefined;
  }
  return undefined;
}

/**
 * A date range wrapped inside a narrow date cell ("JUNE 2025 –\tFinance Manager" over "PRESENT\tHorizon Ltd") is put
 * back together on its first line; the cells beside it stay where they were. The date cell may be the first or the
 * last of its line (a period column on the left or the right of a table).
 */
export function joinWrappedDates(text: string): string {
  const lines = text.split('\n').map((l) => l.split('\t'));
  for (let i = 0; i < lines.length - 1; i++) {
    const row = lines[i]!;
    const next = lines.slice(i + 1, i + 4);
    for (const side of ['first', 'last'] as const) {
      if (side === 'last' && row.length < 2) continue;
      const at = (cells: string[]) => (side === 'first' ? 0 : cells.length - 1);
      const a = row[at(row)];
      if (a === undefined) continue;
      // The cell beside it says "present": the two are a range already, end first in Arabic («لغاية الآن | مايو 2016»).
      const beside = row[side === 'first' ? 1 : row.length - 2];
      if (row.length >= 2 && beside !== undefined && isPresent(beside)) continue;
      const found = wrappedRange(
        a,
        next.map((cells) => cells[at(cells)] ?? ''),
      );
      if (!found) continue;
      const taken = next.slice(0, found.cells);
      const last = taken.at(-1)!;
      const lastCell = last[at(last)]!;
      const rest = lastCell.slice(found.used).replace(/^[\s,;|·•–—-]+/u, '');
      row[at(row)] = [
        a,
        ...taken.slice(0, -1).map((cells) => cells[at(cells)]!),
        lastCell.slice(0, found.used).trim(),
      ].join(' ');
      for (const cells of taken.slice(0, -1)) cells.splice(at(cells), 1);
      if (rest) last[at(last)] = rest;
      else last.splice(at(last), 1);
      break;
    }
  }
  return lines.map((cells) => cells.join('\t')).join('\n');
}

/**
 * Positions held: date ranges of the experience sections (or, when a CV names none, of every
 * section that is not education, skills, activities and the like), each with the title and
 * company on its line or the lines next to it. Studies and activities dated there are left out.
 */
export function experiences(text: string, sections: Section[] = splitSections(text)): WorkExperience[] {
  const areasOf = (keep: (kind: Section['kind']) => boolean) =>
    sections.filter((s) => keep(s.kind)).map((s) => ({ text: text.slice(s.start, s.end), start: s.start }));
  // The experience sections; when they hold no position (a heading read apart from its entries, a heading the
  // reader does not know, so that the entries run on under the summary), every section that may hold positions.
  const tiers = [areasOf((k) => k === 'experience'), areasOf((k) => !NOT_POSITIONS.has(k) || k === 'summary')];
  for (const areas of tiers) {
    const found = positionsIn(text, areas);
    if (found.length) return found;
  }
  return [];
}

function positionsIn(text: string, areas: Array<{ text: string; start: number }>): WorkExperience[] {
  const out: WorkExperience[] = [];
  for (const { text: raw, start } of areas) {
    const area = { text: joinWrappedDates(raw), start };
    const folded = fold(area.text);
    const lines = area.text.split('\n');
    // Inside positions a start with a dash and nothing after it ("2021 –") is held to this day, and two dates in
    // cells side by side are a From and a To.
    for (const r of findDateRanges(folded.text, { positions: true })) {
      const s = folded.map[r.index]!;
      const e = folded.map[r.index + r.length - 1]! + 1;
      const lineNo = area.text.slice(0, s).split('\n').length - 1;
      const line = lines[lineNo] ?? '';
      const lineStart = area.text.lastIndexOf('\n', s - 1) + 1;
      const rest = line.slice(0, s - lineStart) + '\t' + line.slice(e - lineStart);
      let role = splitRole(rest.split(SEPARATORS));
      const context = [rest];
      for (const d of [-1, 1, -2]) {
        const near = lines[lineNo + d];
        if (near === undefined || findDateRanges(fold(near).text).length) continue;
        if (d === -1 || !role.title) context.push(near);
        if (role.title) continue;
        const other = splitRole(near.split(SEPARATORS));
        if (other.title) role = { title: other.title, company: role.company || other.company };
      }
      if (isActivity(role, context)) continue;
      out.push({
        title: role.title,
        company: role.company,
        start: formatYearMonth(r.start),
        end: r.end ? formatYearMonth(r.end) : null,
        quote: quoteAround(text, area.start + lineStart, area.start + lineStart + line.length, 160),
      });
    }
  }
  return out;
}
