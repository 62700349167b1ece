import { describe, expect, it } from 'vitest';
import { joinSpacedLetters, pageText, type RawItem } from './layout.ts';
import { arabicBaselines, spacedBaselines } from './tangled.ts';

const item = (str: string, x: number, y: number, w: number, h = 10): RawItem => ({ str, dir: 'ltr', x, y, w, h });

describe('letter-spaced words', () => {
  it('joins letters typed with spaces, words split by the wider gaps', () => {
    expect(joinSpacedLetters('A B O U T  M E')).toBe('ABOUT ME');
    expect(joinSpacedLetters('D O CTO RAL')).toBe('DOCTORAL');
    expect(joinSpacedLetters('Built REST APIs in Go')).toBe('Built REST APIs in Go');
    expect(joinSpacedLetters('A B C 1 2')).toBe('A B C 1 2');
  });

  it('joins letters drawn apart with character spacing, by their positions', () => {
    const letters = [...'MICHAEL'].map((c, i) => item(c, 50 + i * 12, 700, 8, 20));
    const words = [...'SENIOR'].map((c, i) => item(c, 50 + i * 9, 650, 6));
    const next = [...'ENGINEER'].map((c, i) => item(c, 50 + 6 * 9 + 3 + i * 9, 650, 6));
    const page = { width: 600, height: 800, items: [...letters, ...words, ...next] };
    expect(pageText(page, false).split('\n')).toEqual(['MICHAEL', 'SENIOR ENGINEER']);
  });

  it('asks for glyph positions on letter-spaced and Arabic baselines only', () => {
    const items = [
      item('M I C H A E L', 50, 700, 100),
      item('Built APIs', 50, 680, 60),
      item('خبرة 2020', 50, 660, 60),
    ];
    expect(spacedBaselines(items)).toEqual([700]);
    expect(arabicBaselines(items)).toEqual([660]);
  });
});
