// Which ESCO labels a CV would write (for build-skills-taxonomy.ts): short noun phrases, not the verb phrases ESCO
// names competences with, nothing generic; the American spellings of ESCO's British ones.
import type { EscoRow } from './esco-csv.ts';

// Descriptions of knowledge concepts open with a noun ("The discipline of…"); those of competences
// with the verb their label starts with ("Supervise the operations…"). These openers are not verbs.
const NOT_VERBS = new Set(
  'the a an types type different various field fields techniques principles processes methods knowledge characteristics regulations technologies devices variety latest ability after computer software series range tools systems system theory science sciences practices standards legislation rules mechanisms materials products equipment procedures properties components aspects concepts laws this these its it in within all any each legal national international european specific several main certain main'.split(
    ' ',
  ),
);
// Single words that are ESCO knowledge but read as everyday words, hobbies or beliefs in a CV.
const GENERIC = new Set(
  'communication consultation database energy hair history logic migration plan sing swim ski improvise reflexion troubleshoot self-promote protein prayer pregnancy obesity autism allergies dies logging livestock wildlife cameras sensors lasers patents trademarks securities medicines pesticides herbicides explosives adhesives bristles beeswax graphite petroleum blueprints by-products coining crafting oxidation percolation similitude morality golf football tennis boxing badminton yoga skateboard snowboard ice-skating betting grammar spelling literature politics ethics electricity chef puppet assembly salt groovy scratch express spring islam christianity judaism hinduism buddhism quran torah occultism astrology numerology spiritualism monasticism theology lactation childbirth r less spark plan transport coordination semantics typology morphology aesthetics rhetoric terminology iconography genealogy philanthropy'.split(
    ' ',
  ),
);
export const SMALL = new Set(['and', 'of', 'for', 'in', 'the', 'to', 'with', 'on', 'or', 'a', 'an', 'by', 'as', 'at']);

export const words = (s: string) => s.split(/\s+/u).filter(Boolean);
export const clean = (s: string) =>
  s
    .replace(/\s*\([^)]*\)\s*/gu, ' ')
    .replace(/[’]/gu, "'")
    .replace(/\s+/gu, ' ')
    .trim();
export const titleCase = (s: string) =>
  words(s)
    .map((w, i) => (i > 0 && SMALL.has(w) ? w : /[A-Z]/u.test(w) ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');

// A knowledge concept's description may open with its own label ("Root cause analysis (RCA) is…").
export const definesItself = (r: EscoRow) => r.description.toLowerCase().startsWith(clean(r.label).toLowerCase());

export function verbsOf(rows: EscoRow[]): Set<string> {
  const verbs = new Set<string>();
  for (const r of rows) {
    const first = /^([A-Za-z-]+)/u.exec(r.description)?.[1]?.toLowerCase();
    if (first && !NOT_VERBS.has(first) && !definesItself(r)) verbs.add(first);
  }
  // A competence's label starts with its verb too ("barter furniture": "Trade furniture…").
  for (const r of rows) {
    const first = /^([A-Za-z-]+)/u.exec(r.description)?.[1]?.toLowerCase();
    const labelFirst = /^([a-z-]+)\s/u.exec(r.label)?.[1];
    if (first && verbs.has(first) && labelFirst) verbs.add(labelFirst);
  }
  return verbs;
}

/** Whether a label can be matched in CV text: a short noun phrase, not a verb phrase nor a sentence. */
export function matchable(label: string, verbs: Set<string> | null, vocabulary: Set<string>): boolean {
  const w = words(label);
  if (w.length === 0 || w.length > 4 || label.length < 2 || label.length > 48) return false;
  if (/[;:!?"…]|\.\.|\betc\b/u.test(label) || /^\d+$/u.test(label)) return false;
  const first = w[0]!.toLowerCase();
  if (
    ['ability', 'able', 'competent', 'knowledge', 'use', 'using', 'principles', 'types', 'a', 'an', 'the'].includes(
      first,
    )
  )
    return false;
  if ((label.match(/\//gu) ?? []).length > 1) return false;
  if (verbs) {
    if (isVerb(first, verbs)) return false;
    if (/ing$/u.test(first) && w.length > 1) {
      const stem = first.slice(0, -3);
      if (verbs.has(stem) || verbs.has(`${stem}e`) || verbs.has(stem.slice(0, -1))) return false;
    }
  }
  if (w.length === 1) {
    if (label.length < 3 || GENERIC.has(first)) return false;
    // A tool or language named by an everyday word ("Chef", "Puppet", "Assembly") is left out.
    if (/[A-Z]/u.test(label) && label === label[0] + label.slice(1).toLowerCase() && vocabulary.has(first))
      return false;
  }
  return true;
}

function isVerb(word: string, verbs: Set<string>): boolean {
  const forms = [
    word,
    word.replace(/ies$/u, 'y'),
    word.replace(/e?s$/u, ''),
    word.replace(/s$/u, ''),
    word.replace(/([iy])ze$/u, '$1se'),
  ];
  return forms.some((f) => verbs.has(f));
}

// A competence is matched only by its noun-phrase names ("staff supervision", "pile driving"), never by
// its verb phrase ("supervise staff") nor a gerund of it ("supervising staff").
const NOMINAL = /(?:ion|ment|ance|ence|ing|ysis|ics|ogy|ship|ure|ry|ty|ness|ism|care|work|safety|law)$/u;
export const nominal = (label: string) => {
  const w = words(label);
  return w.length > 1 && NOMINAL.test(w[w.length - 1]!.toLowerCase());
};

// ESCO writes British English; CVs from the Gulf and beyond often use American spellings.
const US: Array<[RegExp, string]> = [
  [/haem/gu, 'hem'],
  [/anaes/gu, 'anes'],
  [/paed/gu, 'ped'],
  [/gynaec/gu, 'gynec'],
  [/oesoph/gu, 'esoph'],
  [/isation\b/gu, 'ization'],
  [/ise\b/gu, 'ize'],
  [/ising\b/gu, 'izing'],
  [/yse\b/gu, 'yze'],
  [/iour\b/gu, 'ior'],
  [/\b(col|lab|harb|fav|hon)our/gu, '$1or'],
  [/tre\b/gu, 'ter'],
  [/programme/gu, 'program'],
  [/catalogue/gu, 'catalog'],
  [/licence/gu, 'license'],
  [/defence/gu, 'defense'],
  [/counsell/gu, 'counsel'],
  [/modell/gu, 'model'],
  [/travell/gu, 'travel'],
];
const EXCEPT_ISE =
  /(?:expertise|enterprise|exercise|franchise|merchandise|premise|promise|advertise|compromise|supervise|revise|devise|comprise|surprise|wise|noise|raise|praise|cruise|poise|treatise|concise|precise|otherwise|disguise|chemise|despise|excise|incise|improvise)\b/u;
export function american(label: string): string {
  if (EXCEPT_ISE.test(label.toLowerCase())) return label;
  let out = label;
  for (const [re, to] of US) out = out.replace(re, to);
  return out;
}

export const stemOf = (w: string) => w.toLowerCase().slice(0, 5);
