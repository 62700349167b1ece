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
