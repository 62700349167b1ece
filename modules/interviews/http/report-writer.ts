import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { Bidi } from 'bidi-js';
import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * pdf-lib draws glyphs in the order it is given them and knows nothing of right-to-left text. fontkit (through
 * pdf-lib's custom fonts) shapes Arabic into its joined forms and hands an Arabic run back in visual order; what is
 * left here is the Unicode bidirectional algorithm across runs (bidi-js gives the levels), wrapping, and alignment.
 * Noto Sans Arabic, as Google Fonts builds it, carries Latin too, so it can print any line of either language.
 */

const require = createRequire(import.meta.url);
// bidi-js is CommonJS whose module is the factory itself; its types describe it as a default export.
const bidi = (require('bidi-js') as () => Bidi)();
const fontFiles = {
  regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
};
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
const loadFontBytes = () =>
  (fontBytes ??= Promise.all([
    readFile(require.resolve(fontFiles.regular)),
    readFile(require.resolve(fontFiles.bold)),
  ]).then(([regular, bold]) => ({ regular, bold })));

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const RTL_SCRIPT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

// pdf-lib places each glyph at its advance and ignores the font's positioning (GPOS), so computing it is wasted.
const positioningOff = { kern: false, mark: false, mkmk: false, curs: false, dist: false };

export type Direction = 'ltr' | 'rtl';
export type WriteOptions = { bold?: boolean; size?: number; gap?: number; color?: number };

type Run = { text: string; level: number };

/** Splits one line (logical order) into runs of one bidi level, in visual order (UAX #9, rule L2). */
export function visualRuns(line: string, direction: Direction): Run[] {
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const runs: Run[] = [];
  for (let i = 0; i < line.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i]) last.text += line[i];
    else runs.push({ text: line[i]!, level: levels[i]! });
  }
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < runs.length && runs[end]!.level >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  return runs;
}

/**
 * What to hand the font so that the glyphs come out in visual order. fontkit reverses any run of a right-to-left
 * script itself (Arabic-Indic digits included, although they read left to right), so a run is reversed here exactly
 * when that is not what its level asks for.
 */
function glyphOrder(run: Run): string {
  const rightToLeft = run.level % 2 === 1;
  const chars = [...run.text].map((c) => (rightToLeft ? (bidi.getMirroredCharacter(c) ?? c) : c));
  return rightToLeft === RTL_SCRIPT.test(run.text) ? chars.join('') : chars.reverse().join('');
}

type Face = { standard: PDFFont; full: PDFFont; standardSet: Set<number> };

/** A page-flowing text writer for one PDF, in one direction (English left to right, Arabic right to left). */
export async function pdfWriter(pdf: PDFDocument, direction: Direction) {
  pdf.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  const face = async (standard: StandardFonts, full: Buffer): Promise<Face> => {
    const font = await pdf.embedFont(standard);
    return {
      standard: font,
      full: await pdf.embedFont(full, { subset: true, features: positioningOff }),
      standardSet: new Set(font.getCharacterSet()),
    };
  };
  const faces = {
    regular: await face(StandardFonts.Helvetica, bytes.regular),
    bold: await face(StandardFonts.HelveticaBold, bytes.bold),
  };
  // Both weights cover the same characters; anything else (emoji, other scripts) prints as "?".
  const covered = new Set(faces.regular.full.getCharacterSet());
  const printable = (text: string) =>
    [...text.replace(/\*\*/gu, '')].map((c) => (c === '\n' || covered.has(c.codePointAt(0)!) ? c : '?')).join('');
  // Shaping with fontkit costs far more than the standard fonts' width tables, so text the standard font can
  // print (Latin, digits, punctuation) uses it, and Noto Sans Arabic prints the rest.
  const fontFor = (text: string, { standard, full, standardSet }: Face) =>
    [...text].every((c) => standardSet.has(c.codePointAt(0)!)) ? standard : full;
  // Words are measured once and lines summed from them (no letter joins across a space).
  const unitWidths = new Map<string, number>();
  const measure = (text: string, f: Face, size: number) => {
    let total = 0;
    for (const word of text.split(/(?<= )|(?= )/u)) {
      const font = fontFor(word, f);
      const key = `${font.name}\u0000${word}`;
      let width = unitWidths.get(key);
      if (width === undefined) unitWidths.set(key, (width = font.widthOfTextAtSize(word, 1)));
      total += width;
    }
    return total * size;
  };
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const width = A4.width - 2 * MARGIN;

  const drawLine = (line: string, f: Face, size: number, color: number) => {
    if (y < MARGIN + size) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
    const runs = visualRuns(line, direction).map((run) => ({
      glyphs: glyphOrder(run),
      font: fontFor(run.text, f),
      width: measure(run.text, f, size),
    }));
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    let x = direction === 'rtl' ? A4.width - MARGIN - total : MARGIN;
    for (const run of runs) {
      page.drawText(run.glyphs, { x, y, size, font: run.font, color: rgb(color, color, color) });
      x += run.width;
    }
    y -= size * 1.5;
  };

  return {
    write(text: string, options: WriteOptions = {}) {
      const f = options.bold ? faces.bold : faces.regular;
      const size = options.size ?? 10;
      for (const paragraph of printable(text).split('\n')) {
        let line = '';
        for (const word of paragraph.split(/\s+/u).filter(Boolean)) {
          const next = line ? `${line} ${word}` : word;
          if (line && measure(next, f, size) > width) {
            drawLine(line, f, size, options.color ?? 0);
            line = word;
          } else line = next;
        }
        drawLine(line, f, size, options.color ?? 0);
      }
      y -= options.gap ?? 4;
    },
    space(points: number) {
      y -= points;
    },
  };
}
