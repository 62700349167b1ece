import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { Bidi } from 'bidi-js';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * pdf-lib draws glyphs in the order it is given them and knows nothing of right-to-left text. fontkit (through
 * pdf-lib's custom fonts) shapes Arabic into its joined forms and hands an Arabic run back in visual order; what is
 * left here is the Unicode bidirectional algorithm across runs (bidi-js gives the levels), wrapping, and alignment.
 * Noto Sans Arabic, as Google Fonts builds it, carries Latin too, so one family prints both languages.
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

/** A page-flowing text writer for one PDF, in one direction (English left to right, Arabic right to left). */
export async function pdfWriter(pdf: PDFDocument, direction: Direction) {
  pdf.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  const fonts = {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
  };
  // Both weights cover the same characters; anything else (emoji, other scripts) prints as "?".
  const covered = new Set(fonts.regular.getCharacterSet());
  const printable = (text: string) =>
    [...text.replace(/\*\*/gu, '')].map((c) => (c === '\n' || covered.has(c.codePointAt(0)!) ? c : '?')).join('');
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const width = A4.width - 2 * MARGIN;

  const drawLine = (line: string, font: PDFFont, size: number, color: number) => {
    if (y < MARGIN + size) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
    const runs = visualRuns(line, direction).map((run) => ({
      glyphs: glyphOrder(run),
      width: font.widthOfTextAtSize(run.text, size),
    }));
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    let x = direction === 'rtl' ? A4.width - MARGIN - total : MARGIN;
    for (const run of runs) {
      page.drawText(run.glyphs, { x, y, size, font, color: rgb(color, color, color) });
      x += run.width;
    }
    y -= size * 1.5;
  };

  return {
    write(text: string, options: WriteOptions = {}) {
      const font = options.bold ? fonts.bold : fonts.regular;
      const size = options.size ?? 10;
      for (const paragraph of printable(text).split('\n')) {
        let line = '';
        for (const word of paragraph.split(/\s+/u).filter(Boolean)) {
          const next = line ? `${line} ${word}` : word;
          if (line && font.widthOfTextAtSize(next, size) > width) {
            drawLine(line, font, size, options.color ?? 0);
            line = word;
          } else line = next;
        }
        drawLine(line, font, size, options.color ?? 0);
      }
      y -= options.gap ?? 4;
    },
    space(points: number) {
      y -= points;
    },
  };
}
