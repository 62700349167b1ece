// PDFs printed by browsers store Arabic as glyphs in visual (left-to-right drawing) order and
// in presentation forms. This turns one visual line back into logical Unicode text.

const ARABIC = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LATIN = /[\p{L}]/u;
const DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/u;
const MIRROR: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

type Kind = 'R' | 'L' | 'N' | 'D';

function kindOf(cluster: string): Kind {
  // Arabic-Indic digits are numbers (left to right), not Arabic letters.
  if (DIGIT.test(cluster)) return 'D';
  if (ARABIC.test(cluster)) return 'R';
  if (LATIN.test(cluster)) return 'L';
  return 'N';
}

export function hasArabic(text: string): boolean {
  return ARABIC.test(text);
}

/** Paragraph direction of a visual line: an Arabic line is one whose rightmost strong letter is Arabic. */
export function isRtlLine(visual: string): boolean {
  for (const ch of [...visual].reverse()) {
    if (ARABIC.test(ch)) return true;
    if (LATIN.test(ch)) return false;
  }
  return false;
}

const PHONE_RUN = /[+(]{0,2}[0-9\u0660-\u0669][0-9\u0660-\u0669\s()+\-./]{5,}[0-9\u0660-\u0669)+]/gu;
const YEARS_ONLY =
  /^[\s()\-–./]*((19|20)\d{2}|\d{1,2}[./-](19|20)\d{2})([\s\-–./]+((19|20)\d{2}|\d{1,2}[./-](19|20)\d{2}))*[\s()\-–./]*$/u;

/**
 * Levels follow the Unicode bidi rules closely enough for CV text: Arabic is level 1, Latin is
 * the paragraph's level (0, or 2 inside an Arabic paragraph); numbers are left-to-right runs and
 * count as Arabic for the neutrals around them unless they sit among Latin words; neutrals take the
 * direction shared by their neighbours, else the paragraph's. Phone numbers are kept whole, as
 * browsers isolate them. Reordering by levels is its own inverse, so applying it to visual order
 * yields logical order.
 */
export function visualToLogical(visual: string, rtl = isRtlLine(visual)): string {
  const clusters = visual.match(/\P{M}\p{M}*|\p{M}+/gu) ?? [];
  const base = rtl ? 1 : 0;
  const kinds: Array<Kind | 'P'> = clusters.map(kindOf);
  const joined = clusters.join('');
  const starts: number[] = [];
  let pos = 0;
  for (const c of clusters) {
    starts.push(pos);
    pos += c.length;
  }
  for (const m of joined.matchAll(PHONE_RUN)) {
    const digits = (m[0].match(/[0-9\u0660-\u0669]/gu) ?? []).length;
    // A plus sign after the digits means the writer's program already reordered the number (no isolate).
    if (digits < 7 || YEARS_ONLY.test(m[0]) || /[0-9\u0660-\u0669]\s*\+|\+\)/u.test(m[0])) continue;
    for (let i = 0; i < clusters.length; i++)
      if (starts[i]! >= m.index && starts[i]! < m.index + m[0].length) kinds[i] = 'P';
  }
  const strongAt = (i: number, step: number): 'R' | 'L' | undefined => {
    for (let j = i; j >= 0 && j < kinds.length; j += step) {
      const k = kinds[j];
      if (k === 'R' || k === 'L') return k;
    }
    return undefined;
  };
  // How a number acts on the neutrals next to it: like Latin only among Latin words.
  const numberActs = (i: number): 'R' | 'L' => {
    const b = strongAt(i - 1, -1);
    const a = strongAt(i + 1, 1);
    if (rtl) return b === 'L' && a !== 'R' ? 'L' : a === 'L' && b !== 'R' ? 'L' : 'R';
    return b === 'R' && a === 'R' ? 'R' : 'L';
  };
  const actsAt = (i: number, step: number): 'R' | 'L' => {
    for (let j = i; j >= 0 && j < kinds.length; j += step) {
      const k = kinds[j];
      if (k === 'R' || k === 'L') return k;
      if (k === 'D' || k === 'P') return numberActs(j);
    }
    return rtl ? 'R' : 'L';
  };
  const levels = kinds.map((k, i) => {
    if (k === 'R') return 1;
    if (k === 'L') return rtl ? 2 : 0;
    if (k === 'D' || k === 'P') return rtl || numberActs(i) === 'R' ? 2 : 0;
    const before = actsAt(i - 1, -1);
    const after = actsAt(i + 1, 1);
    if (before === after) return before === 'R' ? 1 : rtl ? 2 : 0;
    return base;
  });
  const order = clusters.map((_, i) => i);
  const max = Math.max(0, ...levels);
  for (let level = max; level >= 1; level--) {
    let i = 0;
    while (i < order.length) {
      if ((levels[order[i]!] ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && (levels[order[j]!] ?? 0) >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  const text = (mirror: boolean) =>
    order
      .map((i) => {
        const c = clusters[i]!;
        return mirror && (levels[i] ?? 0) % 2 === 1 && MIRROR[c[0]!] ? MIRROR[c[0]!] + c.slice(1) : c;
      })
      .join('');
  // Browsers name a right-to-left bracket by the shape drawn, LibreOffice by the character typed:
  // keep whichever reading pairs the brackets.
  const mirrored = text(true);
  if (bracketsPair(mirrored)) return mirrored;
  const typed = text(false);
  return bracketsPair(typed) ? typed : mirrored;
}

const OPENERS: Record<string, string> = { ')': '(', ']': '[', '}': '{', '»': '«' };
const CLOSES = new Set(Object.values(OPENERS));

function bracketsPair(text: string): boolean {
  const open: string[] = [];
  for (const ch of text) {
    if (CLOSES.has(ch)) open.push(ch);
    else if (OPENERS[ch] && open.pop() !== OPENERS[ch]) return false;
  }
  return open.length === 0;
}
