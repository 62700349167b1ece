import type { TextLanguage } from '../../schemas/language.ts';

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const LATIN = /[A-Za-z\u00c0-\u024f]/u;

/**
 * What a text's own words are written in, leaving out what is kept exact whatever the language: quotes
 * ("…", «…», “…”), code and links, e-mails, and the names given in `exempt` (a job title, skill names, a person).
 */
export function letterCounts(text: string, exempt: readonly string[] = []): { arabic: number; latin: number } {
  let rest = text
    .replace(/"[^"\n]{0,400}"|«[^»\n]{0,400}»|“[^”\n]{0,400}”|`[^`\n]*`/gu, ' ')
    .replace(/https?:\/\/\S+|www\.\S+|\S+@\S+/gu, ' ');
  for (const name of [...exempt].filter((n) => n.trim().length > 1).sort((a, b) => b.length - a.length))
    rest = rest.split(name).join(' ');
  let arabic = 0;
  let latin = 0;
  for (const ch of rest) {
    if (ARABIC.test(ch)) arabic++;
    else if (LATIN.test(ch)) latin++;
  }
  return { arabic, latin };
}

/** The share of Arabic letters among a text's own letters (0 when it has none). */
export function arabicShare(text: string, exempt: readonly string[] = []): number {
  const { arabic, latin } = letterCounts(text, exempt);
  return arabic + latin ? arabic / (arabic + latin) : 0;
}

// In Arabic text a Latin word that is a name, an acronym or a product (IFRS, Python, Node.js, SAP FI) is kept
// as written; a lower-case Latin word is English prose.
const LATIN_NAME =
  /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}\p{N}.#+/&-]*|[\p{L}]*[\d.#+/][\p{L}\p{N}.#+/-]*)(?![\p{L}\p{N}])/gu;

/**
 * Whether a text reads as written in `language`: Arabic text is at least 85% Arabic letters once names,
 * skills, quotes and capitalised Latin names are left out; English text at most 5%. A text with no letters of
 * its own passes.
 */
export function isInLanguage(text: string, language: TextLanguage, exempt: readonly string[] = []): boolean {
  const { arabic, latin } = letterCounts(language === 'ar' ? text.replace(LATIN_NAME, ' ') : text, exempt);
  if (arabic + latin < 8) return true;
  const share = arabic / (arabic + latin);
  return language === 'ar' ? share >= 0.85 : share <= 0.05;
}

/** The language a text is mostly written in. */
export function detectLanguage(text: string): TextLanguage {
  return arabicShare(text) >= 0.3 ? 'ar' : 'en';
}

const word = (w: string) => w.toLocaleLowerCase('en').replace(/[\u064b-\u065f\u0670]/gu, '');

/** Words of a text, lower-cased, without Arabic short vowels; punctuation splits. */
export function words(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}+#.]+|\.(?=\s|$)/u)
    .map((w) => word(w.replace(/^\.+|\.+$/gu, '')))
    .filter(Boolean);
}

/** "a senior Senior Data Engineer" → "senior senior": the same word twice in a row (numbers aside). */
export function repeatedWords(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n|[.!?؟:;؛]\s/u)) {
    const ws = line
      .split(/[\s,،()«»"]+/u)
      .filter(Boolean)
      .map(word);
    for (let i = 1; i < ws.length; i++)
      if (ws[i] === ws[i - 1] && !/^\d/u.test(ws[i]!) && ws[i]!.length > 1) out.push(`${ws[i - 1]} ${ws[i]}`);
  }
  return out;
}

// Words too common to make a phrase repeat on their own.
const STOP = new Set(
  'a an the and or of to in on for with as at by from our your you we is are be will this that it its their who which قد في من على إلى الى عن مع و أو ثم هذا هذه ذلك التي الذي ان أن إن كل'.split(
    ' ',
  ),
);

/** Phrases of four words or more that a text says twice (a template that repeats itself). */
export function repeatedPhrases(text: string, n = 4): string[] {
  const ws = words(text);
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (let i = 0; i + n <= ws.length; i++) {
    const gram = ws.slice(i, i + n);
    if (gram.filter((w) => !STOP.has(w)).length < 2) continue;
    const key = gram.join(' ');
    const at = seen.get(key);
    if (at !== undefined && i - at >= n) out.add(key);
    else if (at === undefined) seen.set(key, i);
  }
  return [...out];
}

const PLACEHOLDER =
  /\$\{|\{\{|\}\}|\{[a-z_]+\}|%[sd]\b|\bundefined\b|\bnull\b|\bNaN\b|\[object|<[a-z_]+>|\bTODO\b|\bXXX\b|__+|\blorem ipsum\b/iu;

/** Template slots or values that leaked into a text ("${title}", "{{name}}", "undefined", "NaN"). */
export function placeholders(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const m = PLACEHOLDER.exec(line);
    if (m) out.push(m[0]);
  }
  return out;
}

/** Text compared loosely: case, spacing, punctuation and list markers do not count. */
export function looseText(text: string): string {
  return words(text.replace(/^\s*[-*•]\s*/gmu, '')).join(' ');
}
