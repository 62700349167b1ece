import { untangle } from './tangled.ts';
import { type Line, type Glyphs, lineText, groupLines, toVisual, attachMarks } from './text-lines.ts';

/** A text run as pdf.js reports it: position of its baseline start, width and font height in points. */
export type RawItem = { str: string; dir: string; x: number; y: number; w: number; h: number };
/** `glyphs` are one item per glyph, for the baselines `tangled` where runs were drawn out of order. */
export type RawPage = { width: number; height: number; items: RawItem[]; glyphs?: RawItem[]; tangled?: number[] };

/** A vertical gutter splits a page into columns unless both sides share baselines, as table cells do. */
function findGutter(lines: Line[], width: number): number | undefined {
  if (lines.length < 6) return undefined;
  const bins = new Array<number>(Math.ceil(width) + 1).fill(0);
  for (const l of lines)
    for (const p of l.parts)
      for (let x = Math.max(0, Math.floor(p.x)); x <= Math.min(width, Math.ceil(p.x + p.w)); x++) bins[x]! += 1;
  const limit = Math.max(1, lines.length * 0.08);
  // Every empty run wide enough for a gutter, widest first: a gap between a date column and the titles beside it
  // (rows that share baselines) is not the page's gutter, but a narrower one beside a sidebar may be.
  const runs: Array<{ start: number; len: number }> = [];
  let start = -1;
  for (let x = Math.floor(width * 0.2); x <= Math.ceil(width * 0.8) + 1; x++) {
    if (x <= Math.ceil(width * 0.8) && (bins[x] ?? 0) <= limit) {
      if (start < 0) start = x;
    } else {
      if (start >= 0 && x - start >= 10) runs.push({ start, len: x - start });
      start = -1;
    }
  }
  runs.sort((a, b) => b.len - a.len);
  for (const run of runs.slice(0, 4)) {
    const gutter = run.start + run.len / 2;
    if (splitsColumns(lines, gutter)) return gutter;
  }
  return undefined;
}

/** Table cells share their row's baseline; a sidebar's lines meet the main column's only by chance. */
function splitsColumns(lines: Line[], gutter: number): boolean {
  const sides = lines.map((l) => {
    const ls = l.parts.filter((p) => p.x + p.w <= gutter);
    const rs = l.parts.filter((p) => p.x >= gutter);
    return {
      left: ls.length > 0,
      right: rs.length > 0,
      row: ls.some((a) => rs.some((b) => Math.abs(a.y - b.y) < 0.5)),
    };
  });
  const left = sides.filter((s) => s.left).length;
  const right = sides.filter((s) => s.right).length;
  const both = sides.filter((s) => s.row).length;
  if (left < 3 || right < 3 || both > Math.min(left, right) * 0.5) return false;
  // A side that is mostly dates is the date column of the rows beside it (its baselines may sit apart from the
  // titles' when set in another font), not a column to read on its own.
  const dated = (side: (p: Glyphs) => boolean) => {
    const texts = lines
      .map((l) =>
        l.parts
          .filter(side)
          .map((p) => p.visual)
          .join(''),
      )
      .filter((t) => t.trim());
    return texts.filter((t) => t.length <= 45 && (YEAR_LIKE.test(t) || DATE_WORD.test(t))).length >= texts.length * 0.7;
  };
  return !dated((p) => p.x + p.w <= gutter) && !dated((p) => p.x >= gutter);
}
const YEAR_LIKE = /(?:19|20)\d\d|[١٢][٩٠][٠-٩]{2}|[۱۲][۹۰][۰-۹]{2}/u;
// A date cell's other lines: its open end, the column's heading, From/To labels.
const DATE_WORD =
  /^\W*(?:present|current|now|today|till date|to date|ongoing|period|dates?|from|to|حتى الآن|الآن|حاليا|حالياً|حتى تاريخه|الفترة|من|إلى)\W*$/iu;

/**
 * The lines set in the largest type at the top of a page (where a CV prints its name), one group per
 * type size, largest first, each top to bottom. Only type clearly larger than the page's body text counts.
 */
function headlines(lines: Line[], page: RawPage, rtlPage: boolean): string[][] {
  const heights = lines.flatMap((l) => l.parts.filter((p) => p.visual.trim()).map((p) => p.h)).sort((a, b) => a - b);
  const typical = heights[Math.floor(heights.length / 2)] ?? 0;
  const top = lines.filter((l) => l.y > page.height * 0.55);
  // Sizes are per run, not per line: a logo and a name may share a baseline.
  const size = (p: Glyphs) => Math.round(p.h * 2) / 2;
  const sizes = [...new Set(top.flatMap((l) => l.parts.filter((p) => /\p{L}/u.test(p.visual)).map(size)))]
    .filter((s) => s >= typical * 1.25)
    .sort((a, b) => b - a)
    .slice(0, 3);
  return sizes
    .map((s) =>
      top
        .map((l) => l.parts.filter((p) => Math.abs(p.h - s) <= s * 0.08))
        .filter((parts) => parts.some((p) => /\p{L}/u.test(p.visual)))
        .map((parts) => lineText(parts, rtlPage))
        .filter(Boolean),
    )
    .filter((g) => g.length > 0 && g.length <= 4);
}

export function pageText(page: RawPage, rtlPage: boolean): string {
  return readPage(page, rtlPage).text;
}

/** A page's text in reading order, and its headlines (see `headlines`). */
export function readPage(page: RawPage, rtlPage: boolean): { text: string; headlines: string[][] } {
  const items = untangle(page.items, page.glyphs ?? [], page.tangled ?? []);
  const lines = groupLines(items.filter((i) => i.str !== '').map(toVisual));
  attachMarks(lines);
  return { text: columnText(lines, page, rtlPage), headlines: headlines(lines, page, rtlPage) };
}

function columnText(lines: Line[], page: RawPage, rtlPage: boolean): string {
  const gutter = findGutter(lines, page.width);
  if (gutter === undefined)
    return lines
      .map((l) => lineText(l.parts, rtlPage))
      .filter(Boolean)
      .join('\n');
  const out: string[] = [];
  // The largest text near the top of a page with columns (a name beside a sidebar) comes first.
  const heights = lines.flatMap((l) => l.parts.map((p) => p.h)).sort((a, b) => a - b);
  const typical = heights[Math.floor(heights.length / 2)] ?? 0;
  const top = lines.filter((l) => l.y > page.height * 0.6);
  const biggest = Math.max(0, ...top.flatMap((l) => l.parts.map((p) => p.h)));
  const isTitle = (parts: Glyphs[], y: number) =>
    biggest >= typical * 1.35 && y > page.height * 0.6 && parts.every((p) => p.h >= biggest * 0.85);
  const titles: string[] = [];
  let left: string[] = [];
  let right: string[] = [];
  const flush = () => {
    out.push(...(rtlPage ? [...right, ...left] : [...left, ...right]));
    left = [];
    right = [];
  };
  for (const l of lines) {
    const crossing = l.parts.some((p) => p.x < gutter && p.x + p.w > gutter);
    if (crossing) {
      flush();
      out.push(lineText(l.parts, rtlPage));
      continue;
    }
    const l1 = l.parts.filter((p) => p.x + p.w <= gutter);
    const r1 = l.parts.filter((p) => p.x >= gutter);
    if (l1.length) (isTitle(l1, l.y) ? titles : left).push(lineText(l1, rtlPage));
    if (r1.length) (isTitle(r1, l.y) ? titles : right).push(lineText(r1, rtlPage));
  }
  flush();
  return [...titles, ...out].filter(Boolean).join('\n');
}
