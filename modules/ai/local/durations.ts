import { fold } from './normalize.ts';
import { sectionText, type Section } from './sections.ts';

// Lengths of time as CVs write them: "4 years", "3 yrs 2 mos", "(2 years 8 months)", «3 سنوات و5 أشهر», «سنتان».
const NUM = String.raw`(\d{1,2}(?:\.\d)?)`;
const EN_YEARS = String.raw`(?:year\(s\)|years?|yrs?\.?)`;
const EN_MONTHS = String.raw`(?:month\(s\)|months?|mos?\.?)`;
// Arabic words are written folded (see normalize.ts): ة is ه, أ is ا, tanween is gone.
const AR_YEARS = String.raw`(?:سنوات|سنين|سنه|اعوام|عاما|عام)`;
const AR_MONTHS = String.raw`(?:اشهر|شهور|شهرا|شهر)`;
const SPAN = new RegExp(
  [
    String.raw`(?<![\p{L}\d])${NUM}\s*\+?\s*${EN_YEARS}(?:\s*(?:and|,|&)?\s*${NUM}\s*${EN_MONTHS})?(?![\p{L}])`,
    String.raw`(?<![\p{L}\d])${NUM}\s*${EN_MONTHS}(?![\p{L}])`,
    String.raw`(?<![\p{L}\d])(?:${NUM}\s*${AR_YEARS}|(سنتان|سنتين)|(سنه|عام)(?=\s|$|و))(?:\s*و\s*(?:${NUM}\s*${AR_MONTHS}|(شهران|شهرين)|(شهر)))?`,
    String.raw`(?<![\p{L}\d])(?:${NUM}\s*${AR_MONTHS}|(شهران|شهرين))`,
  ].join('|'),
  'giu',
);

/** Months of every length of time written in the text, in order ("2 years 8 months" is 32). */
export function durationsIn(text: string): number[] {
  const out: number[] = [];
  for (const m of fold(text).text.matchAll(SPAN)) {
    const g = m.slice(1).map((x) => (x === undefined ? undefined : x));
    const n = (i: number) => (g[i] === undefined ? 0 : Number(g[i]));
    let months = 0;
    if (g[0] !== undefined) months = n(0) * 12 + n(1);
    else if (g[2] !== undefined) months = n(2);
    else if (g[3] !== undefined || g[4] !== undefined || g[5] !== undefined) {
      months = g[3] !== undefined ? n(3) * 12 : g[4] !== undefined ? 24 : 12;
      months += g[6] !== undefined ? n(6) : g[7] !== undefined ? 2 : g[8] !== undefined ? 1 : 0;
    } else months = g[9] !== undefined ? n(9) : 2;
    if (months > 0 && months < 12 * 50) out.push(Math.round(months));
  }
  return out;
}

// "10+ years of experience", "over 8 years' experience", "Total Experience: 7 Year(s) 3 Month(s)",
// «خبرة 12 سنة», «خبرة تزيد عن 10 سنوات», «10 سنوات من الخبرة».
const STATED = [
  new RegExp(
    String.raw`(?<![\p{L}\d])${NUM}\s*\+?\s*(?:\+\s*)?${EN_YEARS}['’]?(?:\s*(?:and\s*)?${NUM}\s*${EN_MONTHS})?\s+(?:of\s+)?(?:[\p{L}-]+\s+){0,3}?experience`,
    'iu',
  ),
  new RegExp(
    String.raw`(?:total|overall)\s+(?:work\s+)?experience\s*[:\t-]?\s*(?:of\s+)?(?:over\s+|more than\s+)?${NUM}\s*\+?\s*${EN_YEARS}(?:\s*${NUM}\s*${EN_MONTHS})?`,
    'iu',
  ),
  new RegExp(
    String.raw`experience\s+of\s+(?:over\s+|more than\s+|about\s+)?${NUM}\s*\+?\s*${EN_YEARS}(?:\s*(?:and\s*)?${NUM}\s*${EN_MONTHS})?`,
    'iu',
  ),
  new RegExp(
    String.raw`(?:خبره|الخبره|خبرتي)\s*[:\t]?\s*(?:عمليه\s+)?(?:تزيد\s+عن\s+|تزيد\s+علي\s+|اكثر\s+من\s+|لمده\s+)?${NUM}\s*${AR_YEARS}`,
    'u',
  ),
  new RegExp(String.raw`(?<![\p{L}\d])${NUM}\s*${AR_YEARS}\s+(?:من\s+)?(?:ال)?خبره`, 'u'),
];

/** The total experience a CV states in words, in years, or undefined. */
export function statedYears(text: string): number | undefined {
  const folded = fold(text).text;
  let best: { at: number; years: number } | undefined;
  for (const re of STATED) {
    const m = re.exec(folded);
    if (!m) continue;
    const nums = m
      .slice(1)
      .filter((x) => x !== undefined)
      .map(Number);
    const years = (nums[0] ?? 0) + (nums[1] ?? 0) / 12;
    if (years > 0 && years < 50 && (!best || m.index < best.at)) best = { at: m.index, years };
  }
  return best && Math.round(best.years * 10) / 10;
}

/**
 * Total years of experience: from the positions' dates; from the lengths written beside positions that carry no dates
 * ("Electrician, Gulf Star (4 years)"); or from what the CV states in its header or summary ("10+ years of
 * experience") when the dates found cover clearly less than that, as when a layout hid some of them.
 */
export function experienceYears(text: string, sections: Section[], fromRanges: number, positions: number): number {
  if (positions === 0) {
    const months = sectionText(text, sections, 'experience')
      .flatMap((s) => durationsIn(s.text))
      .reduce((a, b) => a + b, 0);
    if (months >= 6) return Math.round((months / 12) * 10) / 10;
  }
  const head = sections
    .filter((s) => s.kind === 'header' || s.kind === 'summary')
    .map((s) => text.slice(s.start, s.end))
    .join('\n');
  const stated = statedYears(head || text.slice(0, 1500));
  if (stated !== undefined && stated - fromRanges >= 2 && fromRanges < stated * 0.75) return stated;
  return fromRanges;
}
