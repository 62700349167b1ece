import type { EducationEntry, EducationLevel } from '../schemas/cv.ts';
import { fold, quoteAround } from './normalize.ts';

export const LEVEL_RANK: Record<EducationLevel, number> = {
  NONE: 0,
  HIGH_SCHOOL: 1,
  CERTIFICATION: 2,
  DIPLOMA: 3,
  BACHELOR: 4,
  MASTER: 5,
  PHD: 6,
};

const PATTERNS: Array<[EducationLevel, RegExp, boolean]> = [
  ['PHD', /(?<![\p{L}])(ph\.?\s?d|doctorate|doctor of philosophy|d\.?phil|دكتوراه|دكتوراة)(?![\p{L}])/giu, false],
  [
    'MASTER',
    /(?<![\p{L}])(master'?s?|msc|m\.sc|m\.s\.|mba|m\.b\.a|m\.eng|meng|m\.a\.|ma in|ماجستير|ماجيستير)(?![\p{L}])/giu,
    false,
  ],
  [
    'BACHELOR',
    /(?<![\p{L}])(bachelor'?s?|bsc|b\.sc|b\.s\.|b\.a\.|ba in|b\.eng|beng|b\.com|bba|b\.tech|llb|mbbs|pharm\.?d|bachelors|بكالوريوس|بكالوريس|ليسانس)(?![\p{L}])/giu,
    false,
  ],
  ['DIPLOMA', /(?<![\p{L}])(diploma|associate degree|associate's degree|higher diploma|دبلوم)(?![\p{L}])/giu, false],
  [
    'HIGH_SCHOOL',
    /(?<![\p{L}])(high school|secondary school|tawjihi|general secondary|الثانوية العامة|الثانويه العامه|توجيهي|التوجيهي|شهاده الثانويه|الثانوية)(?![\p{L}])/giu,
    false,
  ],
];
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

/** Degrees named in the text (the education section when there is one), highest first. */
export function findEducation(text: string, offset = 0, fullText = text): EducationEntry[] {
  const folded = fold(text);
  const out: EducationEntry[] = [];
  for (const [level, re] of PATTERNS) {
    for (const m of folded.text.matchAll(re)) {
      const before = folded.text.slice(Math.max(0, m.index - 12), m.index);
      const after = folded.text.slice(m.index + m[0].length, m.index + m[0].length + 8);
      if (level === 'MASTER' && (NOT_DEGREE.test(before) || NOT_DEGREE.test(after))) continue;
      const s = offset + folded.map[m.index]!;
      const e = offset + folded.map[m.index + m[0].length - 1]! + 1;
      const quote = quoteAround(fullText, s, e);
      const year =
        [...quote.matchAll(/(?<!\d)(19[6-9]\d|20[0-4]\d)(?!\d)/gu)].map((y) => Number(y[1])).sort((a, b) => b - a)[0] ??
        null;
      const inst = /(university|college|institute|school|academy|جامعة|الجامعة|كلية|معهد|أكاديمية)[^,\t\n|،]*/iu.exec(
        quote,
      );
      if (!out.some((o) => o.quote === quote && LEVEL_RANK[o.level] >= LEVEL_RANK[level]))
        out.push({ level, degree: quote.slice(0, 120), institution: inst ? inst[0].trim() : '', endYear: year, quote });
    }
  }
  return out.sort((a, b) => LEVEL_RANK[b.level] - LEVEL_RANK[a.level]);
}

export function highestLevel(entries: EducationEntry[]): EducationLevel {
  return entries.reduce<EducationLevel>((best, e) => (LEVEL_RANK[e.level] > LEVEL_RANK[best] ? e.level : best), 'NONE');
}
