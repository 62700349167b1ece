// Finding the skills a CV or a job names: one pass of the token trie (skill-trie.ts) over the folded text, then
// the context rules (skill-context.ts); skill-entries.ts says where the skills come from.
import taxonomy from './skills-taxonomy.json' with { type: 'json' };
import type { SkillMention } from '../schemas/cv.ts';
import { fold, quoteAround } from './normalize.ts';
import { excludedSpans, rejectedByContext } from './skill-context.ts';
import { byName, esco, entries } from './skill-entries.ts';
import {
  type Label,
  type Token,
  type Node,
  variants,
  root,
  tokenize,
  byKey,
  keyOf,
  labelTokens,
  labelCount,
} from './skill-trie.ts';

// ---- matching -----------------------------------------------------------------------------------------

export type SkillHit = SkillMention & { index: number };
type Candidate = { label: Label; end: number };

const GAP = /^[ \u00A0\n\-‐–'’]{0,3}$/u;

function candidatesAt(tokens: Token[], folded: string, i: number): Candidate[] {
  const out: Candidate[] = [];
  const walk = (node: Node, j: number) => {
    if (j >= tokens.length) return;
    if (j > i && !GAP.test(folded.slice(tokens[j - 1]!.e, tokens[j]!.s))) return;
    for (const v of variants(tokens[j]!.t, j === i)) {
      const next = node.next.get(v);
      if (!next) continue;
      if (next.out) for (const label of next.out) out.push({ label, end: j });
      walk(next, j + 1);
    }
  };
  walk(root, i);
  return out.sort(
    (a, b) => b.end - a.end || b.label.chars - a.label.chars || Number(b.label.core) - Number(a.label.core),
  );
}

function boundaryOk(text: string, s: number, e: number): boolean {
  const before = text[s - 1] ?? ' ';
  const after = text[e] ?? ' ';
  if (/[.#+_@\\]/u.test(before) && !/[.#+]/u.test(text[s]!)) return false;
  if (/[#+_@]/u.test(after)) return false;
  if (after === '.' && /[\p{L}\p{N}]/u.test(text[e + 1] ?? '')) return false;
  return true;
}

function casesOk(text: string, label: Label, s: number, e: number): boolean {
  const written = text.slice(s, e);
  if (label.exact && written.replace(/[\s\-‐–]+/gu, ' ') !== label.exact) return false;
  if (label.caps.length) {
    const toks = tokenize(written);
    for (const i of label.caps) if (toks[i] && toks[i]!.t !== toks[i]!.t.toUpperCase()) return false;
  }
  return true;
}

const opensLine = (text: string, s: number) => /(?:^|[\n\t])[\s•·*+\-–|]*$/u.test(text.slice(Math.max(0, s - 12), s));

/**
 * Skills of the taxonomy named in the text, each with the verbatim line that names it, in reading order.
 * `organisations` are names the text gives employers or clients (a CV's companies): a skill word inside
 * one of them ("Agility Logistics") is not claimed.
 */
export function findSkills(text: string, organisations: readonly string[] = []): SkillHit[] {
  const folded = fold(text);
  const tokens = tokenize(folded.text);
  const spans = [...excludedSpans(text), ...organisationSpans(text, organisations)];
  const found = new Map<string, SkillHit>();
  for (let i = 0; i < tokens.length; i++) {
    const cands = candidatesAt(tokens, folded.text, i);
    for (const c of cands) {
      const s = folded.map[tokens[i]!.s]!;
      const e = folded.map[tokens[c.end]!.e - 1]! + 1;
      // Named before: its first mention holds the quote, and these words are no other skill.
      if (found.has(c.label.skill)) {
        i = c.end;
        break;
      }
      if (!boundaryOk(text, s, e) || !casesOk(text, c.label, s, e)) continue;
      if (c.label.lineStart && !opensLine(text, s)) continue;
      if (spans.some(([a, b]) => s < b && e > a)) continue;
      if (rejectedByContext(text, s, e, c.label)) continue;
      // A label may name two skills ("accounts payable and receivable"): each is claimed.
      for (const same of cands.filter((o) => o.end === c.end && o.label.chars === c.label.chars)) {
        const prev = found.get(same.label.skill);
        if (!prev || s < prev.index)
          found.set(same.label.skill, { name: same.label.skill, quote: quoteAround(text, s, e), index: s });
      }
      i = c.end;
      break;
    }
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}

function organisationSpans(text: string, names: readonly string[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const raw of names) {
    const name = raw.trim();
    if (name.length < 4 || !/\s/u.test(name)) continue;
    for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + name.length)) out.push([i, i + name.length]);
  }
  return out;
}

/** The taxonomy's name for a skill as a person typed it ("JS", "جافا سكريبت"), else the trimmed input. */
export function canonicalSkill(name: string): string {
  return (
    byKey.get(keyOf(name)) ??
    findSkills(name).find((s) => s.quote.trim().length <= name.trim().length + 2)?.name ??
    name.trim()
  );
}

/** Whether the taxonomy knows this name (a canonical name, after canonicalSkill). */
export function isKnownSkill(name: string): boolean {
  return byName.has(name);
}

/**
 * Where the text names a skill the taxonomy does not know (a job may ask for anything): the phrase itself,
 * whole words, case- and diacritic-insensitive, not in an organisation's name nor only planned. The CV line.
 */
export function findPhrase(text: string, phrase: string): string | undefined {
  const want = labelTokens(phrase);
  if (!want.length) return undefined;
  const folded = fold(text);
  const tokens = tokenize(folded.text);
  const spans = excludedSpans(text);
  for (let i = 0; i + want.length <= tokens.length; i++) {
    let ok = true;
    for (let k = 0; k < want.length && ok; k++) {
      const t = tokens[i + k]!;
      if (k > 0 && !GAP.test(folded.text.slice(tokens[i + k - 1]!.e, t.s))) ok = false;
      else if (!variants(t.t, k === 0).includes(want[k]!)) ok = false;
    }
    if (!ok) continue;
    const s = folded.map[tokens[i]!.s]!;
    const e = folded.map[tokens[i + want.length - 1]!.e - 1]! + 1;
    if (!boundaryOk(text, s, e) || spans.some(([a, b]) => s < b && e > a)) continue;
    if (rejectedByContext(text, s, e, { core: true, tool: true })) continue;
    return quoteAround(text, s, e);
  }
  return undefined;
}

export function skillCategory(name: string): string | undefined {
  return byName.get(name)?.category;
}

export function arabicSkillName(name: string): string | undefined {
  return byName.get(name)?.arabic[0];
}

const coreVersion = (taxonomy as { version: string }).version;
export const taxonomyVersion = esco ? `${coreVersion}+${esco.version}` : coreVersion;

/** Which taxonomy this process loaded, for the logs. */
export const skillsTaxonomy = {
  version: taxonomyVersion,
  coreSkills: entries.filter((e) => e.core).length,
  escoSkills: esco ? esco.skills.length : 0,
  labels: labelCount,
  description: esco
    ? `skills taxonomy ${taxonomyVersion}: curated core (${entries.filter((e) => e.core).length} skills) + ESCO (${esco.skills.length} matchable skills), ${labelCount} labels`
    : `skills taxonomy ${taxonomyVersion}: curated core only (${entries.length} skills, ${labelCount} labels); the ESCO file ${process.env.TAWZEEF_SKILLS_ESCO === 'off' ? 'is switched off (TAWZEEF_SKILLS_ESCO=off)' : 'is not installed (scripts/lib/skills-data.sh builds it)'}`,
};
