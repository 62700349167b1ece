import type { SectionKind } from '../schemas/cv.ts';
import { foldString } from './normalize.ts';
import { SUMMARY_HEADINGS, EXPERIENCE_HEADINGS, EDUCATION_HEADINGS } from './section-headings-background.ts';
import {
  SKILLS_HEADINGS,
  LANGUAGES_HEADINGS,
  CERTIFICATIONS_HEADINGS,
  PROJECTS_HEADINGS,
  CONTACT_HEADINGS,
} from './section-headings-abilities.ts';
import { OTHER_HEADINGS } from './section-headings-other.ts';

const HEADINGS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  summary: SUMMARY_HEADINGS,
  experience: EXPERIENCE_HEADINGS,
  education: EDUCATION_HEADINGS,
  skills: SKILLS_HEADINGS,
  languages: LANGUAGES_HEADINGS,
  certifications: CERTIFICATIONS_HEADINGS,
  projects: PROJECTS_HEADINGS,
  contact: CONTACT_HEADINGS,
};

const lookup = new Map<string, SectionKind>();
for (const [kind, words] of Object.entries(HEADINGS))
  for (const w of words) lookup.set(foldString(w), kind as SectionKind);
for (const w of OTHER_HEADINGS) lookup.set(foldString(w), 'other');

const compact = new Map<string, SectionKind>();
for (const [key, kind] of lookup)
  if (!compact.has(key.replace(/\s+/gu, ''))) compact.set(key.replace(/\s+/gu, ''), kind);

export type Section = { kind: SectionKind | 'header'; heading: string; start: number; end: number };

/** The section a line opens, if the line is a heading such as "Work Experience:" or "الخبرة العملية". */
export function headingKind(line: string): SectionKind | undefined {
  // A bilingual heading names its section twice: "الخبرات | EXPERIENCE", "التعليم / Education".
  const halves = line.split(/\s+[|/]\s+|\t/u).filter((h) => h.trim());
  if (halves.length === 2) {
    const kinds = halves.map(oneHeading);
    if (kinds[0] && kinds[0] === kinds[1]) return kinds[0];
    if (kinds[0] && kinds[1]) return kinds[/[A-Za-z]/u.test(halves[0]!) ? 0 : 1];
    // One half known, the other its translation in words the reader does not know ("Professional Journey |
    // المسيرة المهنية"); a sidebar's line beside a heading ("Phone: …") is not a heading's other half.
    const known = kinds.findIndex(Boolean);
    const other = halves[1 - known];
    if (known >= 0 && line.includes('\t') === false && other && /^[\p{L}\s&'’]{3,40}$/u.test(other.trim()))
      return kinds[known];
  }
  return oneHeading(line);
}

// What a heading may carry besides its name: a number ("2. Work Experience", "IV. EDUCATION") or a qualifier in
// brackets ("PROFESSIONAL EXPERIENCE (8+ YEARS)", «الخبرات العملية (10 سنوات)»).
const NUMBERED = /^(?:\d{1,2}|[ivx]{1,4})[.)]\s+/u;
const QUALIFIED = /\s*(?:[([][^()[\]]{1,40}[)\]]|\d{1,2}\s*\+?\s*(?:years?|yrs?\.?|سنوات|سنه|عاما)\s*\+?)\s*$/u;
// An experience heading the lists do not hold: a few words around "experience", "employment" or "career" ("Gulf
// Experience", "Employment Details", "Previous Employers", "Work Experience in UAE", «الخبرات العملية في السعودية»),
// never a field with a figure ("Total Experience: 7 Years") or a document ("Experience Certificate").
const EXPERIENCE_WORD = /^(?:experience|experiences|employment|employers?|career)$/u;
// In Arabic the heading's noun comes first: «الخبرات العملية في الإمارات», «خبرات العمل» (not «… ذو خبرة»).
const ARABIC_EXPERIENCE = /^(?:الخبره|الخبرات|خبرات)$/u;
const NOT_EXPERIENCE =
  /(?<![\p{L}])(?:total|overall|years?|months?|certificates?|letters?|level|required|education|skills?|سنوات|سنه|شهاده|اجمالي|مجموع)(?![\p{L}])/u;

/** A heading the lists hold, with "&" read as "and" too. */
const listed = (key: string) => lookup.get(key) ?? lookup.get(key.replace(/\s*&\s*/gu, ' and '));

function oneHeading(line: string): SectionKind | undefined {
  const key = foldString(line.replace(/[:：|•\-–—_*#]+/gu, ' '));
  if (key.length === 0 || key.length > 40) return undefined;
  const found = listed(key);
  if (found) return found;
  const bare = key.replace(NUMBERED, '').replace(QUALIFIED, '').trim();
  if (bare && bare !== key) {
    const kind = listed(bare);
    if (kind) return kind;
  }
  const words = bare.split(' ');
  const raw = line.trim();
  const latin = /[A-Za-z]/u.test(raw);
  // Written as a heading: in capitals or every word capitalised (small joining words apart), not a bullet or a sentence.
  const headingCase =
    !latin ||
    raw === raw.toUpperCase() ||
    raw
      .split(/[\s/&(),-]+/u)
      .filter((w) => /^[A-Za-z]/u.test(w) && !/^(?:in|and|of|the|at|with|for)$/u.test(w))
      .every((w) => /^[A-Z]/u.test(w));
  const at = words.findIndex((w) => EXPERIENCE_WORD.test(w));
  const placed = latin
    ? at >= 0 &&
      (at === words.length - 1 ||
        (at === 0 && words.length <= 3) ||
        lookup.get(words.slice(0, at + 1).join(' ')) === 'experience')
    : ARABIC_EXPERIENCE.test(words[0]!);
  if (
    placed &&
    words.length >= 2 &&
    words.length <= 5 &&
    headingCase &&
    !/\d/u.test(bare) &&
    !NOT_EXPERIENCE.test(bare) &&
    !/^[•▪●◦*✓➢►-]/u.test(raw) &&
    // A cell beside another, or a field with its value ("Experience: 7 years"), is no heading.
    !/\t|[:：]\s*\S/u.test(raw) &&
    !/[.,;!?]$/u.test(raw)
  )
    return 'experience';
  // Letter-spaced headings ("E X P E R I E N C E", "W O R K  H I S T O R Y") once their gaps go.
  const tokens = key.split(' ');
  if (tokens.length >= 4 && tokens.filter((t) => t.length <= 2).length >= tokens.length * 0.6)
    return compact.get(key.replace(/\s+/gu, ''));
  return undefined;
}

/** Splits CV text into sections by their headings; text before the first heading is the "header". */
export function splitSections(text: string): Section[] {
  const sections: Section[] = [];
  let current: Section = { kind: 'header', heading: '', start: 0, end: text.length };
  let offset = 0;
  for (const line of text.split('\n')) {
    const kind = headingKind(line.trim());
    if (kind) {
      current.end = offset;
      sections.push(current);
      current = { kind, heading: line.trim(), start: offset + line.length + 1, end: text.length };
    }
    offset += line.length + 1;
  }
  current.end = text.length;
  sections.push(current);
  return sections.filter((s) => s.kind !== 'header' || s.end > s.start);
}

export function sectionText(
  text: string,
  sections: Section[],
  kind: Section['kind'],
): { text: string; start: number }[] {
  return sections.filter((s) => s.kind === kind).map((s) => ({ text: text.slice(s.start, s.end), start: s.start }));
}
