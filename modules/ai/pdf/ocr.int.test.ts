import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalAiEngine } from '../local/engine.ts';

// Needs Debian's tesseract-ocr (eng, ara) and poppler-utils, installed by scripts/lib/ai-tools.sh.
const engine = createLocalAiEngine({ limits: { timeBudgetMs: 30_000 } });
afterAll(() => engine.close());
const cv = (name: string) => new Uint8Array(readFileSync(new URL(`../eval/cvs/${name}.pdf`, import.meta.url)));

describe('image-only PDFs go through OCR', () => {
  it('reads a scanned English CV', async () => {
    const truth = JSON.parse(readFileSync(new URL('../eval/cvs/cv-31-data-en-scan.json', import.meta.url), 'utf8')) as {
      email: string;
      phone: string;
    };
    const res = await engine.readCv({ pdf: cv('cv-31-data-en-scan'), asOf: '2025-06-01' });
    if (res.status !== 'read') throw new Error(res.error.message);
    expect(res.document.method).toBe('ocr');
    expect(res.profile.emails).toEqual([truth.email]);
    expect(res.profile.phones).toEqual([truth.phone]);
    expect(res.profile.currentJobTitle).toBe('Data Analyst');
    expect(res.profile.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['SQL', 'Python', 'Power BI']));
  });

  it('ends in a clear failed state when OCR overruns the time budget', async () => {
    const hurried = createLocalAiEngine({ limits: { timeBudgetMs: 300 } });
    const res = await hurried.readCv({ pdf: cv('cv-08-sales-mixed-scan') });
    await hurried.close();
    expect(res).toMatchObject({ status: 'failed', error: { code: 'CV.TIMEOUT' } });
  });
});
