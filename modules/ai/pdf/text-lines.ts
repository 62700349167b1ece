// From pdf.js text runs to lines of text: runs grouped by baseline, combining marks attached, letter-spaced words
// joined, visual order turned into logical order.
import { visualToLogical, hasArabic, isRtlLine } from './bidi.ts';
import type { RawItem } from './layout.ts';

export type Glyphs = { visual: string; x: number; y: number; w: number; h: number };
export type Line = { y: number; h: number; parts: Glyphs[] };

const MARKS_ONLY = /^\p{M}+$/u;
const clustersOf = (s: string) => s.match(/\P{M}\p{M}*|\p{M}+/gu) ?? [];

export function toVisual(raw: RawItem): Glyphs {
  // Some producers (wkhtmltopdf) map the space glyph to a tab: it is a space; cells come from the gaps below.
  const item = raw.str.includes('\t') ? { ...raw, str: raw.str.replace(/\t/gu, ' ') } : raw;
  // pdf.js already reorders right-to-left runs; undo it so that the whole line is in drawing order.
  // Its reordering keeps numbers and Latin words left to right inside the run, so those are kept too.
  const visual =
    item.dir !== 'rtl'
      ? item.str
      : /[0-9\u0660-\u0669\u06F0-\u06F9A-Za-z]/u.test(item.str)
        ? visualToLogical(item.str, true)
        : clustersOf(item.str).reverse().join('');
  return { visual, x: item.x, y: item.y, w: item.w, h: Math.max(item.h, 1) };
}

export function groupLines(items: Glyphs[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const g of sorted) {
    const line = lines.find((l) => Math.abs(l.y - g.y) <= Math.min(l.h, g.h) * 0.45);
    if (line) line.parts.push(g);
    else lines.push({ y: g.y, h: g.h, parts: [g] });
  }
  for (const l of lines) l.parts.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => b.y - a.y);
}

export function attachMarks(lines: Line[]): void {
  for (const line of lines) {
    const marks = line.parts.filter((p) => MARKS_ONLY.test(p.visual));
    for (const m of marks) {
      // A mark belongs to the nearest letter; a bracket or space drawn under it is not its base.
      const mid = m.x + m.w / 2;
      const dist = (p: Glyphs) => (mid < p.x ? p.x - mid : mid > p.x + p.w ? mid - p.x - p.w : 0);
      const base = line.parts.filter((p) => p !== m && /\p{L}/u.test(p.visual)).sort((a, b) => dist(a) - dist(b))[0];
      if (base && dist(base) < base.h) base.visual += m.visual;
    }
    line.parts = line.parts.filter((p) => !MARKS_ONLY.test(p.visual) && !(p.visual.trim() === '' && p.w < 0.5));
  }
}

/**
 * The gap a letter-spaced line puts between the letters of a word: the typical gap between single
 * glyphs when most parts of the line are single glyphs, else 0.
 */
function letterGap(parts: Glyphs[]): number {
  if (parts.length < 4) return 0;
  const gaps: number[] = [];
  for (let i = 1; i < parts.length; i++) {
    const a = parts[i - 1]!;
    const b = parts[i]!;
    if ([...a.visual].length === 1 && [...b.visual].length === 1 && a.visual.trim() && b.visual.trim())
      gaps.push((b.x - (a.x + a.w)) / Math.max(b.h, 1));
  }
  if (gaps.length < (parts.length - 1) * 0.6) return 0;
  gaps.sort((x, y) => x - y);
  const median = gaps[Math.floor(gaps.length / 2)]!;
  return median > 0.08 ? median : 0;
}

/**
 * Letters typed with spaces between them ("A B O U T  M E", "D O CTO RAL") become words again;
 * two or more spaces, or a wider gap, separated the words.
 */
export function joinSpacedLetters(cell: string): string {
  const tokens = cell.trim().split(/\s+/u);
  if (tokens.length < 3 || !tokens.every((t) => [...t].length <= 3)) return cell;
  if (tokens.filter((t) => [...t].length === 1).length < tokens.length * 0.5) return cell;
  if (!tokens.every((t) => /^[\p{L}\p{M}&'’.-]+$/u.test(t))) return cell;
  return cell
    .trim()
    .split(/\s{2,}/u)
    .map((word) => word.replace(/\s+/gu, ''))
    .join(' ');
}

export function lineText(parts: Glyphs[], rtlPage: boolean): string {
  let visual = '';
  let prev: Glyphs | undefined;
  const spacing = letterGap(parts);
  for (const p of parts) {
    if (prev) {
      const gap = p.x - (prev.x + prev.w) - spacing * p.h;
      const spaced = /\s$/u.test(visual) || /^\s/u.test(p.visual);
      if (gap > p.h * 0.55) visual = visual.trimEnd() + '\t';
      else if (gap > p.h * 0.12 && !spaced) visual += ' ';
    }
    visual += p.visual;
    prev = p;
  }
  return visual
    .split('\t')
    .map(joinSpacedLetters)
    .map((cell) =>
      visualToLogical(cell.trim(), rtlPage ? hasArabic(cell) || !/\p{L}/u.test(cell) : isRtlLine(cell))
        .normalize('NFKC')
        .replace(/[ \u00A0]+/gu, ' ')
        .replace(/\s+(\p{M})/gu, '$1')
        .replace(/\u064B\u0627/gu, '\u0627\u064B')
        .trim(),
    )
    .filter((cell) => cell !== '')
    .join('\t');
}
