import { describe, expect, it } from 'vitest';
import { glyphItems } from './glyphs.ts';
import type { RawItem } from './layout.ts';
import { tangledBaselines, untangle } from './tangled.ts';

const item = (str: string, x: number, w: number, y = 700): RawItem => ({ str, dir: 'ltr', x, y, w, h: 10 });

describe('tangled baselines', () => {
  it('finds a line whose bracket sits inside a merged run, and leaves side-by-side runs alone', () => {
    const merged = { ...item('اللغة العربية اللغة الأم', 60, 120), dir: 'rtl' };
    const items = [
      merged,
      item('(', 100, 4),
      item(' ', 104, 30),
      item('Skills', 60, 40, 680),
      item('Python', 110, 40, 680),
    ];
    expect(tangledBaselines(items)).toEqual([700]);
  });

  it('replaces only the runs on tangled baselines by the glyphs drawn there', () => {
    const items = [item('ab', 60, 20), item('(', 65, 4), item('next line', 60, 50, 680)];
    const glyphs = [item('a', 60, 5), item('(', 65, 4), item('b', 69, 5), item('n', 60, 5, 680)];
    expect(untangle(items, glyphs, [700]).map((i) => i.str)).toEqual(['next line', 'a', '(', 'b']);
  });
});

describe('glyph positions from an operator list', () => {
  const OPS = {
    save: 1,
    restore: 2,
    transform: 3,
    beginText: 4,
    setFont: 5,
    moveText: 6,
    showText: 7,
    setTextMatrix: 8,
  };

  it('places each glyph where it is drawn, with kerning gaps, moves and the current transform', () => {
    const g = (unicode: string, width: number) => ({ unicode, width, isSpace: false });
    const list = {
      fnArray: [1, 3, 4, 5, 6, 7, 8, 7, 2],
      argsArray: [
        null,
        [2, 0, 0, 2, 0, 0],
        null,
        ['f1', 10],
        [50, 700],
        [[g('A', 500), -1000, g('B', 600)]],
        [[1, 0, 0, 1, 20, 30]],
        [[g('ل', 300)]],
        null,
      ],
    };
    const out = glyphItems(list, OPS, () => undefined);
    expect(out.map(({ str, x, y, w, h }) => ({ str, x, y, w, h }))).toEqual([
      { str: 'A', x: 100, y: 1400, w: 10, h: 20 },
      { str: 'B', x: 130, y: 1400, w: 12, h: 20 },
      { str: 'ل', x: 40, y: 60, w: 6, h: 20 },
    ]);
  });
});
