import { describe, expect, it } from 'vitest';
import { agoOf, overallOf, validAnalysis } from './format.ts';
import { parseLightMarkup } from './lightMarkup.ts';

describe('AI light markup', () => {
  it('turns headings, bullets and bold into blocks, keeping HTML as plain text', () => {
    const blocks = parseLightMarkup('### Strengths\n- **React** since 2019\n- <img src=x onerror=alert(1)>\nDone.');
    expect(blocks).toEqual([
      { kind: 'heading', parts: [{ text: 'Strengths', bold: false }] },
      {
        kind: 'list',
        items: [
          [
            { text: 'React', bold: true },
            { text: ' since 2019', bold: false },
          ],
          [{ text: '<img src=x onerror=alert(1)>', bold: false }],
        ],
      },
      { kind: 'paragraph', parts: [{ text: 'Done.', bold: false }] },
    ]);
  });
});

describe('application display rules', () => {
  it('counts an analysis only with a fit and a summary that does not say it failed', () => {
    expect(validAnalysis({ overallFit: 'Good', summary: 'Strong match' })).toBe(true);
    expect(validAnalysis({ overallFit: 'Not analyzed', summary: 'CV analysis failed; review' })).toBe(false);
    expect(validAnalysis(null)).toBe(false);
  });

  it('uses the CV score as the overall score when the server has none', () => {
    expect(overallOf({ id: 'a', jobId: 'j', status: 'SUBMITTED', appliedAt: '', cvAnalysisScore: 71.6 })).toBe(72);
    expect(overallOf({ id: 'a', jobId: 'j', status: 'SUBMITTED', appliedAt: '', overallScore: 40 })).toBe(40);
  });

  it('labels ages: just now, hours, one day, days, then weeks', () => {
    const now = Date.parse('2026-03-20T12:00:00Z');
    const ago = (hours: number) => agoOf(new Date(now - hours * 3_600_000).toISOString(), now);
    expect(ago(0.5)).toEqual({ key: 'justNow' });
    expect(ago(5)).toEqual({ key: 'hours', count: 5 });
    expect(ago(30)).toEqual({ key: 'oneDay' });
    expect(ago(24 * 3)).toEqual({ key: 'days', count: 3 });
    expect(ago(24 * 15)).toEqual({ key: 'weeks', count: 2 });
  });
});
