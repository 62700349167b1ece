// Glyph-by-glyph positions from a page's operator list, for lines whose text runs pdf.js merged
// out of drawing order. Follows pdf.js's canvas text state; kept to erasable TypeScript for the worker.
import type { RawItem } from './layout.ts';

type Matrix = number[];
type Glyph = { unicode?: string; width?: number; isSpace?: boolean } | number | null;
type TextState = {
  ctm: Matrix;
  fontMatrix: Matrix;
  fontSize: number;
  fontDirection: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
};
export type OperatorList = { fnArray: number[]; argsArray: unknown[] };
export type OpCodes = Record<string, number>;

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const DEFAULT_FONT_MATRIX: Matrix = [0.001, 0, 0, 0.001, 0, 0];
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/** `outer` after `inner`: the point goes through `inner` first. */
function compose(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer as [number, number, number, number, number, number];
  const [g, h, i, j, k, l] = inner as [number, number, number, number, number, number];
  return [a * g + c * h, b * g + d * h, a * i + c * j, b * i + d * j, a * k + c * l + e, b * k + d * l + f];
}
const apply = (m: Matrix, x: number, y: number) => [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!];
const numbers = (args: unknown): number[] => Object.values((args as unknown[])[0] ?? []).map(Number);

/** One item per drawn glyph, in page coordinates, as the text-content items are. */
export function glyphItems(
  list: OperatorList,
  ops: OpCodes,
  fontMatrixOf: (fontName: string) => Matrix | undefined,
): RawItem[] {
  const out: RawItem[] = [];
  const stack: TextState[] = [];
  let s: TextState = {
    ctm: IDENTITY,
    fontMatrix: DEFAULT_FONT_MATRIX,
    fontSize: 0,
    fontDirection: 1,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
  };
  let tm: Matrix = IDENTITY;
  let x = 0;
  let y = 0;
  let lineX = 0;
  let lineY = 0;
  const moveText = (dx: number, dy: number) => {
    x = lineX += dx;
    y = lineY += dy;
  };
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = (list.argsArray[i] ?? []) as unknown[];
    if (fn === ops.save) stack.push({ ...s });
    else if (fn === ops.restore) s = stack.pop() ?? s;
    else if (fn === ops.transform) s.ctm = compose(s.ctm, args.map(Number));
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push({ ...s });
      if (args[0]) s.ctm = compose(s.ctm, numbers(args));
    } else if (fn === ops.paintFormXObjectEnd) s = stack.pop() ?? s;
    else if (fn === ops.beginText) {
      tm = IDENTITY;
      x = lineX = y = lineY = 0;
    } else if (fn === ops.setTextMatrix) {
      tm = numbers(args);
      x = lineX = y = lineY = 0;
    } else if (fn === ops.moveText) moveText(Number(args[0]), Number(args[1]));
    else if (fn === ops.setLeadingMoveText) {
      s.leading = Number(args[1]);
      moveText(Number(args[0]), Number(args[1]));
    } else if (fn === ops.nextLine) moveText(0, s.leading);
    else if (fn === ops.setLeading) s.leading = -Number(args[0]);
    else if (fn === ops.setCharSpacing) s.charSpacing = Number(args[0]);
    else if (fn === ops.setWordSpacing) s.wordSpacing = Number(args[0]);
    else if (fn === ops.setHScale) s.hScale = Number(args[0]) / 100;
    else if (fn === ops.setTextRise) s.rise = Number(args[0]);
    else if (fn === ops.setFont) {
      const size = Number(args[1]);
      s.fontMatrix = fontMatrixOf(String(args[0])) ?? DEFAULT_FONT_MATRIX;
      s.fontDirection = size < 0 ? -1 : 1;
      s.fontSize = Math.abs(size);
    } else if (fn === ops.showText) {
      const m = compose(s.ctm, tm);
      const height = s.fontSize * Math.hypot(m[2]!, m[3]!);
      const advanceScale = s.fontSize * s.fontMatrix[0]!;
      let advance = 0;
      for (const g of (args[0] ?? []) as Glyph[]) {
        if (typeof g === 'number') {
          advance -= (g * s.fontSize) / 1000;
          continue;
        }
        if (!g) continue;
        const width = (g.width ?? 0) * advanceScale;
        const [x0, y0] = apply(m, x + advance * s.hScale, y + s.rise);
        const [x1] = apply(m, x + (advance + width) * s.hScale, y + s.rise);
        const str = g.unicode ?? '';
        // A ligature's several letters are stored in logical order; mark it so that layout reverses it.
        if (str)
          out.push({
            str,
            dir: RTL.test(str) && str.length > 1 ? 'rtl' : 'ltr',
            x: x0!,
            y: y0!,
            w: x1! - x0!,
            h: height,
          });
        advance += width + (s.charSpacing + (g.isSpace ? s.wordSpacing : 0)) * s.fontDirection;
      }
      x += advance * s.hScale;
    }
  }
  return out;
}
