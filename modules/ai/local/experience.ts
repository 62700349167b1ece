import type { WorkExperience } from '../schemas/cv.ts';
import { findDateRanges, formatYearMonth } from './dates.ts';
import { fold, quoteAround } from './normalize.ts';
import { countriesNamed } from './places.ts';
import { sectionText, splitSections, type Section } from './sections.ts';
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
const ACTIVITY =
  /(?<![\p{L}])(?:volunteer(?:ing)?|volunteered|fellowship|society|societies|club|blog(?:ger)?|student|exchange|scholarship|course|coursework|bootcamp|تطوع|تطوعي|متطوع|متطوعة|جمعية|نادي|طالب|طالبة|منحة|دورة)(?![\p{L}])/iu;
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

const isActivity = (role: { title: string; company: string }, context: string[]) =>
  role.title
    ? ACTIVITY.test(role.title) || (MEMBER.test(role.title) && ACTIVITY.test(role.company))
    : ACTIVITY.test(context.join(' \n ')) || STUDY.test(context.join(' \n '));

const rangesIn = (s: string) => {
  const folded = fold(s).text;
  return { ranges: findDateRanges(folded), length: folded.trimEnd().length };
};

/**
 * A date range wrapped inside a narrow date cell ("JUNE 2025 –\tFinance Manager" over "PRESENT\tHorizon Ltd") is put
 * back together on its first line; the cells beside it stay where they were.
 */
export function joinWrappedDates(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length - 1; i++) {
    const [a = '', ...rest] = lines[i]!.split('\t');
    if (!/\d/u.test(a) || a.length > 40 || rangesIn(a).ranges.length) continue;
    const parts: string[] = [];
    for (let k = 1; k <= 2 && i + k < lines.length; k++) {
      const b = lines[i + k]!.split('\t')[0]!;
      if (!b.trim() || b.length > 30 || rangesIn(b).ranges.length) break;
      parts.push(b);
      const joined = rangesIn(`${a} ${parts.join(' ')}`);
      const r = joined.ranges[0];
      if (joined.ranges.length !== 1 || r!.index > 0 || r!.index + r!.length < joined.length) continue;
      lines[i] = [`${a} ${parts.join(' ')}`, ...rest].join('\t');
      for (let j = 1; j <= k; j++) lines[i + j] = lines[i + j]!.split('\t').slice(1).join('\t');
      break;
    }
  }
  return lines.join('\n');
}

/**
 * Positions held: date ranges of the experience sections (or, when a CV names none, of every
 * section that is not education, skills, activities and the like), each with the title and
 * company on its line or the lines next to it. Studies and activities dated there are left out.
 */
export function experiences(text: string, sections: Section[] = splitSections(text)): WorkExperience[] {
  const scopes = sectionText(text, sections, 'experience');
  const areas = scopes.length
    ? scopes
    : sections
        .filter((s) => !NOT_POSITIONS.has(s.kind))
        .map((s) => ({ text: text.slice(s.start, s.end), start: s.start }));
  const out: WorkExperience[] = [];
  for (const { text: raw, start } of areas) {
    const area = { text: joinWrappedDates(raw), start };
    const folded = fold(area.text);
    const lines = area.text.split('\n');
    for (const r of findDateRanges(folded.text)) {
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
