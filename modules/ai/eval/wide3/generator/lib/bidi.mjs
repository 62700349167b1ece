// A small bidi helper for the producers that lay text out left to right only (pdfmake, jsPDF): a line is cut into
// runs of one direction; an RTL paragraph gets its runs in visual order. Arabic words are handed to the producer in
// logical order, one word at a time (the producer's shaper joins the letters and, for pdfmake's fontkit, reverses
// the glyphs of a right-to-left word).
const ARABIC = /[\u0600-\u065F\u066A-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const LATIN_OR_DIGIT = /[A-Za-z0-9\u00C0-\u024F\u0660-\u0669@+]/u;

export const hasArabic = (s) => ARABIC.test(s);

/**
 * Runs of a line: [{ text, rtl }]. Neutral characters go with the run before them unless they end the line,
 * so "كانون الثاني 2019 - حتى الآن" is R "كانون الثاني " / L "2019" / R " - حتى الآن".
 */
export function runs(line, paragraphRtl) {
  const out = [];
  // In an RTL paragraph a spaced dash, a bar or a comma between two numbers separates them (as the UBA does).
  const parts = paragraphRtl ? line.split(/(\s[-–—|]\s|،\s?)/u) : [line];
  for (const part of parts) {
    if (!part) continue;
    let cur = null;
    for (const ch of part) {
      const dir = ARABIC.test(ch) ? 'R' : LATIN_OR_DIGIT.test(ch) ? 'L' : 'N';
      if (!cur) cur = { text: ch, dir: dir === 'N' ? (paragraphRtl ? 'R' : 'L') : dir, strong: dir !== 'N' };
      else if (dir === 'N') cur.text += ch;
      else if (dir === cur.dir) {
        cur.text += ch;
        cur.strong = true;
      } else if (!cur.strong) {
        cur.dir = dir;
        cur.strong = true;
        cur.text += ch;
      } else {
        out.push(cur);
        cur = { text: ch, dir, strong: true };
      }
    }
    if (cur) out.push(cur);
  }
  // Neutrals trailing an L run inside an RTL paragraph belong to the paragraph direction.
  const fixed = [];
  for (const r of out) {
    if (paragraphRtl && r.dir === 'L') {
      const m = r.text.match(
        /^(.*?[A-Za-z0-9\u00C0-\u024F\u0660-\u0669)%])([^A-Za-z0-9\u00C0-\u024F\u0660-\u0669)%]*)$/su,
      );
      if (m && m[2]) {
        fixed.push({ text: m[1], rtl: false }, { text: m[2], rtl: true });
        continue;
      }
    }
    fixed.push({ text: r.text, rtl: r.dir === 'R' });
  }
  // merge neighbours of the same direction
  const merged = [];
  for (const r of fixed) {
    const last = merged[merged.length - 1];
    if (last && last.rtl === r.rtl) last.text += r.text;
    else merged.push({ ...r });
  }
  return paragraphRtl ? merged.reverse() : merged;
}

/** Greedy word wrap with a width function (points). */
export function wrap(text, width, measure) {
  const lines = [];
  let cur = '';
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && measure(next) > width) {
      lines.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}
