import type { RawItem } from './layout.ts';

const sameBaseline = (a: RawItem, b: RawItem) => Math.abs(a.y - b.y) <= Math.min(a.h, b.h) * 0.45;
const visible = (i: RawItem) => /[^\s\p{M}]/u.test(i.str) && i.w > 0.5;

/**
 * Baselines where a run is drawn inside another run: the writer (LibreOffice, for one) drew the
 * line's glyphs out of order, and pdf.js merged them into one run, losing where each glyph sits.
 */
export function tangledBaselines(items: RawItem[]): number[] {
  const found: RawItem[] = [];
  for (const a of items) {
    if (!visible(a) || found.some((f) => sameBaseline(f, a))) continue;
    const inside = items.some(
      (b) =>
        b !== a && visible(b) && sameBaseline(a, b) && b.x + b.w / 2 > a.x + 0.5 && b.x + b.w / 2 < a.x + a.w - 0.5,
    );
    if (inside) found.push(a);
  }
  return found.map((f) => f.y);
}

/** Replaces the runs on tangled baselines by the glyphs drawn there, each at its own position. */
export function untangle(items: RawItem[], glyphs: RawItem[], baselines: number[]): RawItem[] {
  if (baselines.length === 0 || glyphs.length === 0) return items;
  const onTangled = (i: RawItem) => baselines.some((y) => Math.abs(i.y - y) <= Math.max(i.h, 1) * 0.45);
  return [...items.filter((i) => !onTangled(i)), ...glyphs.filter(onTangled)];
}

/**
 * Baselines of letter-spaced runs ("E X P E R I E N C E", "D O CTO RAL"): pdf.js puts a space
 * between every few letters and loses the word gaps, so their glyphs are placed one by one.
 */
export function spacedBaselines(items: RawItem[]): number[] {
  const out: number[] = [];
  for (const i of items) {
    const tokens = i.str.trim().split(/\s+/u);
    if (tokens.length < 3 || tokens.filter((t) => t.length === 1).length < tokens.length * 0.5) continue;
    if (!tokens.every((t) => t.length <= 3) || out.some((y) => Math.abs(y - i.y) <= i.h * 0.45)) continue;
    out.push(i.y);
  }
  return out;
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/**
 * Baselines that hold Arabic. pdf.js reorders each run by itself (and splits runs where the font
 * changes, as at a slash), so a line mixing Arabic with numbers or Latin comes out scrambled; its
 * glyphs, placed one by one, give the drawing order back, and ligatures such as lam-alef are
 * marked so that layout turns them round.
 */
export function arabicBaselines(items: RawItem[]): number[] {
  const out: number[] = [];
  for (const i of items) if (ARABIC.test(i.str) && !out.some((y) => Math.abs(y - i.y) <= i.h * 0.45)) out.push(i.y);
  return out;
}
