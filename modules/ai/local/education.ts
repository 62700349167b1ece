import type { EducationLevel, EducationEntry } from '../schemas/cv.ts';
import { foldString, fold, quoteAround } from './normalize.ts';
import { PATTERNS } from './degree-patterns.ts';

export const LEVEL_RANK: Record<EducationLevel, number> = {
  NONE: 0,
  HIGH_SCHOOL: 1,
  CERTIFICATION: 2,
  DIPLOMA: 3,
  BACHELOR: 4,
  MASTER: 5,
  PHD: 6,
};
// Chartered Accountants (India's "C.A.", "CA Final") hold a professional qualification.
const CHARTERED = /(?<![\p{L}])(?:c\.a\.|ca final|ca inter|chartered accountant|cpa|acca|cma)(?![\p{L}])/giu;
// An exchange or visiting term is part of another degree, not one of its own.
const NOT_OWN_DEGREE = /(?<![\p{L}])(?:exchange|study abroad|semester abroad|erasmus|visiting student)(?![\p{L}])/iu;
// "Scrum Master" and "Master Data" are not degrees.
const NOT_DEGREE =
  /(scrum|data|master ?card|master ?plan|master ?class|webmaster|quiz)\s*$|^\s*(data|plan|class|card|ed\b)/iu;

const SPEC_LEVELS: Array<[RegExp, EducationLevel]> = [
  [/not required|none|غير مطلوب/iu, 'NONE'],
  [/phd|doctor|دكتوراه/iu, 'PHD'],
  [/master|ماجستير/iu, 'MASTER'],
  [/bachelor|degree|بكالوريوس/iu, 'BACHELOR'],
  [/diploma|دبلوم/iu, 'DIPLOMA'],
  [/certif|شهادة مهنية/iu, 'CERTIFICATION'],
  [/high school|secondary|ثانوية/iu, 'HIGH_SCHOOL'],
];

/** Reads a job's education wording ("Bachelor's Degree", "Not Required") as a level. */
export function levelFromWording(wording: string | undefined): EducationLevel | null {
  if (!wording?.trim()) return null;
  for (const [re, level] of SPEC_LEVELS) if (re.test(wording)) return level;
  return null;
}

export const LEVEL_LABEL: Record<EducationLevel, string> = {
  NONE: 'Not Required',
  HIGH_SCHOOL: 'High School',
  CERTIFICATION: 'Professional Certification',
  DIPLOMA: 'Diploma',
  BACHELOR: "Bachelor's Degree",
  MASTER: "Master's Degree",
  PHD: 'PhD',
};

const INSTITUTION =
  /(?<![\p{L}])(university|college|institute|school|academy|polytechnic|جامعة|الجامعة|كلية|معهد|أكاديمية)/iu;
// A line's parts: "Degree, Institution, 2016 – 2020", "Degree – Institution (2020)", "Degree | Institution".
const PARTS = /\s*(?:[,|،;\t]|\s[–—-]\s)\s*/u;
const YEARS =
  /\(?\s*(?:(?:19|20)\d\d|present|current|now|حتى الآن|الآن)(?:\s*[–—-]\s*(?:(?:19|20)\d\d|present|current|now|حتى الآن|الآن))?\s*\)?/giu;
const withoutYears = (part: string) =>
  part
    .replace(YEARS, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s,.:;–—-]+|[\s,.:;–—(-]+$/gu, '')
    .trim();

/**
 * The degree and the institution of one education line: each is the whole part of the line that names it, so
 * "B.Sc. Computer Science, Yarmouk University, 2020" gives "B.Sc. Computer Science" and "Yarmouk University"
 * (not the line, nor a bare "University"), and neither keeps the years.
 */
export function degreeAndInstitution(quote: string, matched: string): { degree: string; institution: string } {
  const parts = quote
    .split(PARTS)
    .map(withoutYears)
    .filter((p) => p !== '');
  const key = foldString(matched).trim();
  const degreePart = parts.find((p) => foldString(p).includes(key)) ?? parts[0] ?? '';
  const institution = parts.find((p) => p !== degreePart && INSTITUTION.test(p)) ?? '';
  // A degree part that also names the school ("BSc at Yarmouk University") keeps the school out of the degree.
  const at =
    degreePart === institution
      ? -1
      : degreePart.search(/\s(?:at|from|in the|-)\s+(?=\S*\s*(?:university|college|institute))/iu);
  const degree = (at > 0 ? degreePart.slice(0, at) : degreePart).slice(0, 120);
  const school = institution || (at > 0 ? degreePart.slice(at).replace(/^\s*(?:at|from|in the|-)\s+/iu, '') : '');
  return { degree: degree || quote.slice(0, 120), institution: school.slice(0, 120) };
}

/** Degrees named in the text (the education section when there is one), highest first. */
export function findEducation(text: string, offset = 0, fullText = text): EducationEntry[] {
  const folded = fold(text);
  const out: EducationEntry[] = [];
  for (const [level, re] of [...PATTERNS, ['CERTIFICATION', CHARTERED] as const]) {
    for (const m of folded.text.matchAll(re)) {
      const before = folded.text.slice(Math.max(0, m.index - 12), m.index);
      const after = folded.text.slice(m.index + m[0].length, m.index + m[0].length + 8);
      if (level === 'MASTER' && (NOT_DEGREE.test(before) || NOT_DEGREE.test(after))) continue;
      const s = offset + folded.map[m.index]!;
      const e = offset + folded.map[m.index + m[0].length - 1]! + 1;
      const quote = quoteAround(fullText, s, e);
      if (NOT_OWN_DEGREE.test(quote)) continue;
      const year =
        [...quote.matchAll(/(?<!\d)(19[6-9]\d|20[0-4]\d)(?!\d)/gu)].map((y) => Number(y[1])).sort((a, b) => b - a)[0] ??
        null;
      const { degree, institution } = degreeAndInstitution(quote, m[0]);
      if (!out.some((o) => o.quote === quote && LEVEL_RANK[o.level] >= LEVEL_RANK[level]))
        out.push({ level, degree, institution, endYear: year, quote });
    }
  }
  return out.sort((a, b) => LEVEL_RANK[b.level] - LEVEL_RANK[a.level]);
}

export function highestLevel(entries: EducationEntry[]): EducationLevel {
  return entries.reduce<EducationLevel>((best, e) => (LEVEL_RANK[e.level] > LEVEL_RANK[best] ? e.level : best), 'NONE');
}
