import { foldString } from './normalize.ts';
import { ABBREVIATIONS, AR_TO_EN } from './title-translations.ts';
import { TITLE_WORDS } from './title-words.ts';

const words = new Set(TITLE_WORDS);

/** True when the phrase reads like a job title ("Senior Backend Engineer", "محاسب أول"). */
export function looksLikeTitle(phrase: string): boolean {
  const f = foldString(phrase);
  if (f.length === 0 || f.length > 70 || /@|\d{3,}/u.test(f)) return false;
  return f.split(/[^\p{L}]+/u).some((w) => words.has(w));
}

export function expandTitle(title: string): string {
  let t = title.replace(/\s+/gu, ' ').trim();
  for (const [re, full] of ABBREVIATIONS) t = t.replace(re, full);
  return t
    .split(' ')
    .map((w) =>
      /^[a-z]/u.test(w) && !['of', 'and', 'for', 'in', 'the', 'to'].includes(w) ? w[0]!.toUpperCase() + w.slice(1) : w,
    )
    .join(' ')
    .replace(/^./u, (c) => c.toUpperCase());
}

/** Words of a job title, with common Arabic title words read as their English equivalents. */
export function titleTokens(title: string): string[] {
  return foldString(title)
    .split(/[^\p{L}\p{N}+#.]+/u)
    .filter(Boolean)
    .map((w) => AR_TO_EN[w] ?? AR_TO_EN[w.replace(/^ال/u, '')] ?? w)
    .map((w) => (w === 'programmer' ? 'developer' : w === 'dev' ? 'developer' : w));
}

/** "Data Analyst Majid Al Futtaim" (table cells that lost their gap) splits after the last title word. */
export function cutTitle(phrase: string): { title: string; company: string } | undefined {
  const ws = phrase.trim().split(/\s+/u);
  let last = -1;
  ws.forEach((w, i) => {
    if (words.has(foldString(w).replace(/[^\p{L}]/gu, ''))) last = i;
  });
  if (last < 0 || last === ws.length - 1 || !/^\p{Lu}/u.test(ws[last + 1] ?? '')) return undefined;
  return { title: ws.slice(0, last + 1).join(' '), company: ws.slice(last + 1).join(' ') };
}
