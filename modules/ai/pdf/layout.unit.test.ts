import { describe, expect, it } from 'vitest';
import { joinSpacedLetters } from './text-lines.ts';
import { pageText, type RawItem } from './layout.ts';
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

describe('producers', () => {
  it('reads a tab glyph as a space, not as a gap between cells (wkhtmltopdf maps its space glyph to a tab)', () => {
    const glyphs = [...'Tel:\t011\t4657'].map((c, i) => item(c, 50 + i * 6, 700, c === '\t' ? 2 : 6));
    expect(pageText({ width: 600, height: 800, items: glyphs }, false)).toBe('Tel: 011 4657');
  });
});

describe('columns', () => {
  const rows = (y: number, date: string, title: string, dy = 0): RawItem[] => [
    item(date, 40, y + dy, 80),
    item(title, 300, y, 120),
  ];
  it('keeps a date column beside its titles even when its baselines sit a little apart', () => {
    const items = [
      ...rows(700, '2022/03 - 2024', 'Supervisor', -3),
      ...rows(660, '2020/03 - 2021/10', 'Team Leader', -3),
      ...rows(620, '2015/05 - 2019/11', 'Agent', -3),
      ...rows(580, '2012 - 2015', 'Clerk', -3),
      item('Summary', 300, 560, 60),
      item('Skills', 300, 540, 60),
    ];
    const text = pageText({ width: 595, height: 842, items }, false).split('\n');
    expect(text[0]).toBe('2022/03 - 2024\tSupervisor');
    expect(text[3]).toBe('2012 - 2015\tClerk');
  });

  it('reads a sidebar after the main column when it is a column of its own', () => {
    const items = [
      ...[700, 680, 660, 640, 620, 600].map((y, i) => item(`Main line ${i}`, 40, y, 200)),
      ...[693, 671, 652, 633, 611].map((y, i) => item(`Side ${i}`, 420, y, 80)),
    ];
    const text = pageText({ width: 595, height: 842, items }, false).split('\n');
    expect(text.slice(0, 6)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Main line ${i}`));
    expect(text.slice(6)).toEqual([0, 1, 2, 3, 4].map((i) => `Side ${i}`));
  });
});
