// Arabic-aware folding applied to indexed text and to queries alike, so both meet in the same form.
const tashkeel = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/gu;
const latinMarks = /\p{M}/gu;
const articles: [prefix: string, minLength: number][] = [
  ['وال', 6],
  ['بال', 6],
  ['كال', 6],
  ['فال', 6],
  ['لل', 5],
  ['ال', 5],
];
const arabicWord = /^[\u0600-\u06ff]+$/u;

function foldArabicLetters(text: string): string {
  return text
    .replace(tashkeel, '')
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/ى/gu, 'ي')
    .replace(/ة/gu, 'ه')
    .replace(/ؤ/gu, 'و')
    .replace(/ئ/gu, 'ي')
    .replace(/ء/gu, '');
}

function stripArticle(word: string): string {
  if (!arabicWord.test(word)) return word;
  for (const [prefix, minLength] of articles) {
    if (word.length >= minLength && word.startsWith(prefix)) return word.slice(prefix.length);
  }
  return word;
}

/** Lower-case words of letters and digits: diacritics and tatweel gone, alef/yaa/taa marbuta/hamza unified, ال detached. */
export function searchWords(text: string): string[] {
  const folded = foldArabicLetters(text.normalize('NFKC'))
    .normalize('NFD')
    .replace(latinMarks, '')
    .normalize('NFC')
    .replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x0660))
    .toLowerCase();
  return folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stripArticle);
}

export const normalizeSearchText = (text: string): string => searchWords(text).join(' ');

/** A prefix query for to_tsquery('simple', …): every word must match the start of an indexed word. */
export function prefixTsQuery(text: string, maxWords = 8): string | null {
  const words = searchWords(text).slice(0, maxWords);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}
