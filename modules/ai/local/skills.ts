import taxonomy from './skills-taxonomy.json' with { type: 'json' };
import type { SkillMention } from '../schemas/cv.ts';
import { escapeRegExp, fold, foldString, quoteAround } from './normalize.ts';

type Entry = { name: string; category: string; aliases: string[]; arabic: string[] };

// Everyday words that are also skill names only count when written with the skill's capitals.
const CASE_SENSITIVE = new Set([
  'Go',
  'Express',
  'Node',
  'Spring',
  'Rails',
  'Swift',
  'Rust',
  'Dart',
  'Ruby',
  'Audit',
  'Tax',
  'VAT',
  'Hiring',
  'Purchasing',
  'Vue',
  'Sales',
  'Testing',
  'Mongo',
  'Forecasting',
  'Presentations',
  'Recruiting',
  'Excel',
  'ML',
  'RN',
  'QA',
  'JS',
  'TS',
  'UX',
  'REST',
  'Social Media',
  'Tableau',
  'Flask',
  'Spark',
  'Redux',
  'Android',
  'Agile',
  'Scrum',
  'Jira',
  'Git',
  'Linux',
  'Kafka',
  'SAP',
  'Oracle DB',
]);
const NOT_BY_NAME = new Set(['Go']);
const ARABIC_PREFIX = '(?:وال|بال|فال|كال|لل|ال|و|ب|ل|ف|ك)?';

type Matcher = { skill: string; re: RegExp; onOriginal: boolean; length: number };

const entries = (taxonomy as { skills: Entry[] }).skills;

function buildMatchers(): Matcher[] {
  const out: Matcher[] = [];
  for (const e of entries) {
    const latin = [...(NOT_BY_NAME.has(e.name) ? [] : [e.name]), ...e.aliases];
    for (const alias of latin) {
      const cs = CASE_SENSITIVE.has(alias);
      const body = escapeRegExp(cs ? alias : foldString(alias)).replace(/ /gu, '[\\s-]+');
      out.push({
        skill: e.name,
        re: new RegExp(`(?<![\\p{L}\\p{N}_.#+])${body}(?![\\p{L}\\p{N}_#+]|\\.[\\p{L}])`, 'gu'),
        onOriginal: cs,
        length: alias.length,
      });
    }
    for (const alias of e.arabic) {
      const folded = foldString(alias).replace(/^ال/u, '');
      const body = escapeRegExp(folded).replace(/ /gu, '\\s+(?:ال)?');
      out.push({
        skill: e.name,
        re: new RegExp(`(?<![\\p{L}\\p{N}_])${ARABIC_PREFIX}${body}(?![\\p{L}\\p{N}_])`, 'gu'),
        onOriginal: false,
        length: alias.length,
      });
    }
  }
  return out.sort((a, b) => b.length - a.length);
}

const matchers = buildMatchers();
const byKey = new Map<string, string>();
for (const e of entries)
  for (const a of [e.name, ...e.aliases, ...e.arabic]) byKey.set(foldString(a).replace(/^ال/u, ''), e.name);

export type SkillHit = SkillMention & { index: number };

/** Skills of the taxonomy named in the text, each with the verbatim line that names it, in reading order. */
export function findSkills(text: string): SkillHit[] {
  const folded = fold(text);
  const taken: Array<[number, number]> = [];
  const found = new Map<string, SkillHit>();
  for (const m of matchers) {
    const haystack = m.onOriginal ? text : folded.text;
    for (const hit of haystack.matchAll(m.re)) {
      const s = m.onOriginal ? hit.index : folded.map[hit.index]!;
      const e = m.onOriginal ? hit.index + hit[0].length : folded.map[hit.index + hit[0].length - 1]! + 1;
      if (taken.some(([a, b]) => s < b && e > a)) continue;
      taken.push([s, e]);
      const prev = found.get(m.skill);
      if (!prev || s < prev.index) found.set(m.skill, { name: m.skill, quote: quoteAround(text, s, e), index: s });
    }
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}

/** The taxonomy's name for a skill as a person typed it ("JS", "جافا سكريبت"), else the trimmed input. */
export function canonicalSkill(name: string): string {
  const key = foldString(name).replace(/^ال/u, '');
  return (
    byKey.get(key) ?? findSkills(name).find((s) => s.quote.trim().length <= name.trim().length + 2)?.name ?? name.trim()
  );
}

export function skillCategory(name: string): string | undefined {
  return entries.find((e) => e.name === name)?.category;
}

export function arabicSkillName(name: string): string | undefined {
  return entries.find((e) => e.name === name)?.arabic[0];
}

export const taxonomyVersion = (taxonomy as { version: string }).version;
