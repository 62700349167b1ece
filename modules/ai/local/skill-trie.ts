// The token trie over every skill label (core and ESCO), built once when the module loads.
import { foldString } from './normalize.ts';
import { type Entry, entries } from './skill-entries.ts';
import { TOOL_CATEGORIES, CASE_SENSITIVE, NOT_BY_NAME, LINE_START_ONLY } from './skill-word-lists.ts';

// ---- tokens -------------------------------------------------------------------------------------------

export type Token = { t: string; s: number; e: number };
const TOKEN = /[\p{L}\p{N}]+|[#+./&]/gu;
const ARABIC = /^[\u0600-\u06FF]+$/u;
const ARTICLE = /^ال(?=..)/u;
const FIRST_PREFIXES = ['وال', 'فال', 'بال', 'كال', 'لل', 'ال', 'و', 'ف', 'ب', 'ك', 'ل'];

export function tokenize(folded: string): Token[] {
  const out: Token[] = [];
  for (const m of folded.matchAll(TOKEN)) out.push({ t: m[0], s: m.index, e: m.index + m[0].length });
  return out;
}

/** Forms of a text token a label word may be written as: Arabic words carry clitics and the article. */
export function variants(t: string, first: boolean): string[] {
  if (!ARABIC.test(t)) return [t];
  const out = new Set([t.replace(ARTICLE, '')]);
  out.add(t);
  if (first)
    for (const p of FIRST_PREFIXES)
      if (t.startsWith(p) && t.length - p.length >= 3) out.add(t.slice(p.length).replace(ARTICLE, ''));
  return [...out];
}

// ---- the trie -----------------------------------------------------------------------------------------

export type Label = {
  skill: string;
  /** The label as written, for labels that only count with their capitals. */
  exact?: string;
  /** Indexes of all-capital tokens (acronyms) that must be capitals in the text too. */
  caps: number[];
  core: boolean;
  /** A named tool or technology (as opposed to a field of work): still claimed when a job title names it. */
  tool: boolean;
  chars: number;
  lineStart?: boolean;
};
export type Node = { next: Map<string, Node>; out?: Label[] };
export const root: Node = { next: new Map() };
export const byKey = new Map<string, string>();
export const keyOf = (s: string) => foldString(s).replace(/[-‐–]/gu, ' ').replace(/\s+/gu, ' ').replace(ARTICLE, '');
export let labelCount = 0;

export function labelTokens(label: string): string[] {
  return tokenize(foldString(label)).map((k) => (ARABIC.test(k.t) ? k.t.replace(ARTICLE, '') : k.t));
}

function addLabel(e: Entry, label: string, lineStart = false): void {
  const toks = labelTokens(label);
  if (!toks.length) return;
  const raw = tokenize(label);
  const caps = raw.length === toks.length ? raw.flatMap((k, i) => (/^[A-Z]{2,5}$/u.test(k.t) ? [i] : [])) : [];
  let node = root;
  for (const t of toks) {
    let next = node.next.get(t);
    if (!next) node.next.set(t, (next = { next: new Map() }));
    node = next;
  }
  const l: Label = { skill: e.name, caps, core: e.core, tool: TOOL_CATEGORIES.has(e.category), chars: label.length };
  if (CASE_SENSITIVE.has(label)) l.exact = label;
  if (lineStart) l.lineStart = true;
  (node.out ??= []).push(l);
  labelCount++;
}

for (const e of entries) {
  for (const label of [...(NOT_BY_NAME.has(e.name) ? [] : [e.name]), ...e.aliases, ...e.arabic]) addLabel(e, label);
  for (const label of LINE_START_ONLY[e.name] ?? []) addLabel(e, label, true);
  for (const a of [e.name, ...e.aliases, ...e.arabic]) {
    const k = keyOf(a);
    if (!byKey.has(k) || e.core) byKey.set(k, e.name);
  }
}
// A core name wins a key over an ESCO one (the loop above lets a later core entry take it).
for (const e of entries) if (e.core) for (const a of [e.name, ...e.aliases, ...e.arabic]) byKey.set(keyOf(a), e.name);
