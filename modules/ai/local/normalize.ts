// Matching runs on a folded copy of the text; `map` sends each folded index back to the original
// so that quotes are cut from the CV verbatim.

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640\u200E\u200F\u202A-\u202E]/u;
const FOLD: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه', ؤ: 'و', ئ: 'ي' };

// Persian and Urdu letter forms of Arabic letters (keyboards and fonts mix them): ی ک ه ۀ.
const PERSIAN: Record<string, string> = {
  ی: 'ي',
  ې: 'ي',
  ۍ: 'ي',
  ک: 'ك',
  ڪ: 'ك',
  ە: 'ه',
  ۀ: 'ه',
  ہ: 'ه',
  ھ: 'ه',
  '\u06C3': 'ه',
};

export type Folded = { text: string; map: number[] };

function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code >= 0x660 && code <= 0x669) return String(code - 0x660);
  if (code >= 0x6f0 && code <= 0x6f9) return String(code - 0x6f0);
  if (FOLD[ch]) return FOLD[ch];
  if (PERSIAN[ch]) return PERSIAN[ch];
  // Latin letters with accents match their plain letter: "José" is "jose", "Trần" is "tran".
  if ((code >= 0xc0 && code < 0x250) || (code >= 0x1e00 && code < 0x1f00)) {
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (base.length === 1) return base;
  }
  const lower = ch.toLowerCase();
  return lower.length === 1 ? lower : ch;
}

export function fold(text: string): Folded {
  let out = '';
  const map: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ARABIC_MARKS.test(ch)) continue;
    out += foldChar(ch);
    map.push(i);
  }
  map.push(text.length);
  return { text: out, map };
}

export function foldString(text: string): string {
  return fold(text).text.replace(/\s+/gu, ' ').trim();
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** The CV line (or table cell) that holds [start, end), shortened around the match when it is long; always a substring of text. */
export function quoteAround(text: string, start: number, end: number, max = 140): string {
  const lineStart = Math.max(text.lastIndexOf('\n', start - 1), text.lastIndexOf('\t', start - 1)) + 1;
  const stops = [text.indexOf('\n', end), text.indexOf('\t', end)].filter((i) => i >= 0);
  const lineEnd = stops.length ? Math.min(...stops) : text.length;
  let a = lineStart;
  let b = lineEnd;
  if (b - a > max) {
    a = Math.max(lineStart, start - Math.floor((max - (end - start)) / 2));
    b = Math.min(lineEnd, a + max);
    while (a > lineStart && !/\s/u.test(text[a - 1]!)) a++;
    while (b < lineEnd && !/\s/u.test(text[b]!)) b--;
    if (b <= end) b = Math.min(lineEnd, end);
    if (a > start) a = start;
  }
  return text.slice(a, b).trim() || text.slice(start, end);
}
