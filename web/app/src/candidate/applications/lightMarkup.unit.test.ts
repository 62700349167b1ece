import { describe, expect, it } from 'vitest';
import { parseLightMarkup, parseSpans } from './lightMarkup.ts';

describe('light markup of the AI texts', () => {
  it('reads headings, bullets, bold spans and paragraphs', () => {
    const blocks = parseLightMarkup('### Strengths\n- **React** for 5 years\n- Testing\n\nKeep going.');
    expect(blocks).toEqual([
      { kind: 'heading', spans: [{ text: 'Strengths', bold: false }] },
      {
        kind: 'list',
        items: [
          [
            { text: 'React', bold: true },
            { text: ' for 5 years', bold: false },
          ],
          [{ text: 'Testing', bold: false }],
        ],
      },
      { kind: 'paragraph', spans: [{ text: 'Keep going.', bold: false }] },
    ]);
  });

  it('keeps HTML as plain text, for React to escape', () => {
    const [block] = parseLightMarkup('<img src=x onerror=alert(1)> **<b>x</b>**');
    expect(block).toEqual({
      kind: 'paragraph',
      spans: [
        { text: '<img src=x onerror=alert(1)> ', bold: false },
        { text: '<b>x</b>', bold: true },
      ],
    });
  });

  it('leaves an unmatched double asterisk as it is', () => {
    expect(parseSpans('a ** b')).toEqual([{ text: 'a ** b', bold: false }]);
  });
});
