import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalAiEngine } from '../local/engine.ts';
import { ocrEnvironment } from './ocr.ts';
import { makePdf, textPage } from './testing/make-pdf.ts';

const engine = createLocalAiEngine({
  limits: { timeBudgetMs: 4000, textTimeoutMs: 1500, maxPages: 20, maxBytes: 2 * 1024 * 1024 },
});
// Reading tests get the default time budget: a loaded test machine can take seconds to start pdf.js.
const reader = createLocalAiEngine();
afterAll(() => Promise.all([engine.close(), reader.close()]));
const cv = (name: string) => new Uint8Array(readFileSync(new URL(`../eval/cvs/${name}.pdf`, import.meta.url)));
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]/u;

describe('reading text PDFs', () => {
  it('extracts Arabic in logical order: whole words, joined letters, numbers and Latin in place', async () => {
    const res = await reader.readCv({ pdf: cv('cv-02-frontend-ar-one'), asOf: '2025-06-01' });
    expect(res.status).toBe('read');
    if (res.status !== 'read') return;
    const text = res.document.text;
    expect(text).toContain('الخبرة العملية');
    expect(text).toContain('مهندس واجهات أمامية أول – كريم');
    expect(text).toContain('رفعت نتيجة فحص سهولة الوصول من 62 إلى 95');
    expect(text).toContain('استخدمت JavaScript و React في العمل اليومي');
    expect(text).toContain('اللغة العربية (اللغة الأم)، اللغة الإنجليزية (جيد جداً)');
    expect(text).not.toMatch(PRESENTATION_FORMS);
    expect(res.profile.language).toBe('ar');
    expect(res.profile.phones).toEqual(['+966562785478']);
  });

  it('restores lines that LibreOffice draws out of order: brackets, Latin runs, email and phone', async () => {
    // fixtures/libreoffice-ar.html printed by LibreOffice (writer_web_pdf_Export): each Arabic line is one
    // run in drawing order with gaps, its brackets and punctuation are drawn afterwards, named as typed.
    const pdf = new Uint8Array(readFileSync(new URL('./fixtures/libreoffice-ar.pdf', import.meta.url)));
    const res = await reader.readCv({ pdf });
    if (res.status !== 'read') throw new Error(res.error.message);
    expect(res.document.text.split('\n')).toEqual([
      'محاسبة قانونية (خمس سنوات) في التدقيق [مرخصة]',
      'أتقن Excel (متقدم) و SAP (متوسط) في العمل اليومي',
      'الشهادات: «محاسب قانوني» (CPA)، عام 2019',
      'البريد الإلكتروني: salma.yousef@example.com',
      'الهاتف: +962 79 123 4567',
      'اللغات: العربية (ممتازة)، الفرنسية (مبتدئ)',
    ]);
    expect(res.profile).toMatchObject({ emails: ['salma.yousef@example.com'], phones: ['+962791234567'] });
  });

  it('reads a two-column Arabic CV column by column, sidebar first', async () => {
    const res = await reader.readCv({ pdf: cv('cv-10-teacher-ar-two'), asOf: '2025-06-01' });
    if (res.status !== 'read') throw new Error(res.error.message);
    const t = res.document.text;
    expect(t.indexOf('معلومات الاتصال')).toBeLessThan(t.indexOf('الخبرة العملية'));
    expect(res.profile.currentJobTitle).toBe('معلم رياضيات');
    expect(res.profile.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Lesson Planning', 'Classroom Management']),
    );
  });

  it('reads an English table CV into roles, years and education', async () => {
    const res = await reader.readCv({ pdf: cv('cv-05-data-en-table'), asOf: '2025-06-01' });
    if (res.status !== 'read') throw new Error(res.error.message);
    expect(res.profile.firstName).toBe('Khaled');
    expect(res.profile.currentJobTitle).toBe('Data Analyst');
    expect(res.profile.experiences.map((e) => [e.start, e.end])).toEqual([
      ['2023-03', null],
      ['2019-08', '2022-12'],
    ]);
    expect(res.profile.educationLevel).toBe('DIPLOMA');
  });
});

describe('limits end in a clear failed state, never a crash or a hang', () => {
  it('refuses a file that is not a PDF, or too large', async () => {
    expect(await engine.readCv({ pdf: new TextEncoder().encode('hello, I am a CV') })).toMatchObject({
      status: 'failed',
      error: { code: 'CV.NOT_PDF' },
    });
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    expect(await engine.readCv({ pdf: big })).toMatchObject({ status: 'failed', error: { code: 'CV.TOO_LARGE' } });
  });

  it('reports malformed and password-protected PDFs', async () => {
    expect(await engine.readCv({ pdf: new TextEncoder().encode('%PDF-1.7\n1 0 obj << garbage') })).toMatchObject({
      status: 'failed',
      error: { code: 'CV.MALFORMED' },
    });
    const encrypted = new Uint8Array(readFileSync(new URL('./fixtures/encrypted.pdf', import.meta.url)));
    expect(await engine.readCv({ pdf: encrypted })).toMatchObject({
      status: 'failed',
      error: { code: 'CV.ENCRYPTED' },
    });
  });

  it('looks for the OCR tools only on the search path it was given', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-ocr-'));
    const withoutTools = createLocalAiEngine({ ocr: { searchPath: empty } });
    const res = await withoutTools.readCv({ pdf: cv('cv-31-data-en-scan') });
    await withoutTools.close();
    rmSync(empty, { recursive: true });
    expect(res).toMatchObject({ status: 'failed', error: { code: 'CV.OCR_UNAVAILABLE' } });
    expect(ocrEnvironment({ searchPath: '/opt/ocr/bin' })).toEqual({ PATH: '/opt/ocr/bin', OMP_THREAD_LIMIT: '1' });
    expect(ocrEnvironment({ tessdataPrefix: '/opt/tessdata' })).toMatchObject({ TESSDATA_PREFIX: '/opt/tessdata' });
  });

  it('refuses more pages than the cap', async () => {
    const res = await engine.readCv({ pdf: makePdf({ pages: 50, content: textPage(['Page']) }) });
    expect(res).toMatchObject({ status: 'failed', error: { code: 'CV.TOO_MANY_PAGES' } });
  });

  it('stops a decompression bomb within the time budget and keeps working afterwards', async () => {
    const bomb = makePdf({ pages: 1, content: 'BT /F1 1 Tf (AAAA) Tj ET\n'.repeat(2_000_000), compress: true });
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const res = await engine.readCv({ pdf: bomb });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.status).toBe('failed');
    if (res.status === 'failed') expect(['CV.TIMEOUT', 'CV.TOO_COMPLEX']).toContain(res.error.code);
    const after = await engine.readCv({
      pdf: makePdf({
        pages: 1,
        content: textPage(['Sara Haddad', 'Email: sara@example.com', 'Skills: Python, SQL, Docker, Excel and more']),
      }),
    });
    expect(after).toMatchObject({ status: 'read', profile: { emails: ['sara@example.com'] } });
  });
});
