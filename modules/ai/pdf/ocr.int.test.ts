import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('a text layer that is garbage is read by OCR, page by page', () => {
  // Page 1 uses an embedded font without a ToUnicode map (made by fixtures/make-broken-layer.ts); page 2 reads.
  const pdf = () => new Uint8Array(readFileSync(new URL('./fixtures/broken-text-layer.pdf', import.meta.url)));

  it('has a broken text layer on its first page: without OCR the reader sees glyph ids, not the name', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-ocr-'));
    const withoutOcr = createLocalAiEngine({ ocr: { searchPath: empty } });
    const res = await withoutOcr.readCv({ pdf: pdf(), asOf: '2025-06-01' });
    await withoutOcr.close();
    rmSync(empty, { recursive: true });
    if (res.status !== 'read') throw new Error(res.error.message);
    expect(res.document.method).toBe('text');
    expect(res.document.text).not.toContain('Haddad');
    // eslint-disable-next-line no-control-regex -- the glyph ids a font without a Unicode map gives
    expect(res.document.text).toMatch(/[\u0001-\u0008]/u);
  });

  it('reads the broken page by OCR and keeps the text layer of the page that reads', async () => {
    const res = await engine.readCv({ pdf: pdf(), asOf: '2025-06-01' });
    if (res.status !== 'read') throw new Error(res.error.message);
    expect(res.document.method).toBe('ocr');
    // eslint-disable-next-line no-control-regex -- none of the glyph ids is left
    expect(res.document.text).not.toMatch(/[\u0000-\u0008]/u);
    expect(res.document.text).toContain('Certified Public Accountant (CPA), 2021');
    expect(res.profile).toMatchObject({
      firstName: 'Yasmin',
      lastName: 'Haddad',
      emails: ['yasmin.haddad@outlook.com'],
      phones: ['+962791234567'],
      currentJobTitle: 'Senior Accountant',
    });
    expect(Math.floor(res.profile.totalExperienceYears)).toBe(10);
    expect(res.profile.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Financial Reporting', 'Excel', 'CPA', 'French']),
    );
  });
});
