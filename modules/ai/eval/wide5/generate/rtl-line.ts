import { type Doc, type Fonts, hasArabic } from '../../names/generate/draw.ts';

/**
 * A right-to-left line ending at xRight, word by word from the right: Arabic words shaped in the Arabic font, every
 * other word (numbers, Latin, punctuation such as '–', '(', '|', which the Arabic fonts here lack) in the Latin font.
 */
export function sayRtl(
  doc: Doc,
  f: Fonts,
  text: string,
  xRight: number,
  y: number,
  s: { size: number; bold?: boolean; color?: string },
) {
  // Runs: each Arabic word alone, neighbouring other words together (a number or a Latin phrase reads left to right).
  const runs: Array<{ text: string; arabic: boolean }> = [];
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const arabic = hasArabic(word);
    const last = runs.at(-1);
    if (last && !arabic && !last.arabic) last.text += ` ${word}`;
    else runs.push({ text: word, arabic });
  }
  let cursor = xRight;
  for (const run of runs) {
    const font = run.arabic ? (s.bold ? f.arBold : f.ar) : s.bold ? f.bold : f.reg;
    doc
      .font(font)
      .fontSize(s.size)
      .fillColor(s.color ?? '#222222');
    cursor -= doc.widthOfString(run.text);
    doc.text(run.text, cursor, y + (run.arabic ? -s.size * 0.25 : 0), { lineBreak: false });
    cursor -= doc.widthOfString(' ');
  }
  return xRight - cursor;
}
