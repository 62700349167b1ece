import type { CvDocument, CvReadErrorCode } from '../schemas/cv.ts';
import { detectLanguage } from '../local/profile.ts';
import type { PdfTextExtractor } from './extract.ts';
import { isGarbage } from './garbage.ts';
import { readPage } from './layout.ts';
import { ocrEnvironment, ocrPdf, type OcrOptions } from './ocr.ts';

export type ReadLimits = {
  /** Bytes; the upload limit of the product is 10 MB. */
  maxBytes: number;
  maxPages: number;
  /** Pages rasterised for OCR; the rest of a scanned CV is ignored. */
  ocrMaxPages: number;
  /** Whole budget for one document, OCR included. */
  timeBudgetMs: number;
  /** Part of the budget that text extraction may use. */
  textTimeoutMs: number;
  /** Below this many letters per page a PDF is treated as scanned. */
  minCharsPerPage: number;
};

export const DEFAULT_LIMITS: ReadLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPages: 20,
  ocrMaxPages: 4,
  timeBudgetMs: 60_000,
  textTimeoutMs: 10_000,
  minCharsPerPage: 40,
};

export type DocumentResult = { ok: true; document: CvDocument } | { ok: false; code: CvReadErrorCode; message: string };

const MESSAGES: Record<CvReadErrorCode, string> = {
  'CV.NOT_PDF': 'The file is not a PDF.',
  'CV.TOO_LARGE': 'The PDF is larger than the size limit.',
  'CV.TOO_MANY_PAGES': 'The PDF has more pages than the page limit.',
  'CV.ENCRYPTED': 'The PDF is password-protected and cannot be read.',
  'CV.MALFORMED': 'The PDF is damaged and cannot be read.',
  'CV.TOO_COMPLEX': 'The PDF needs more memory than allowed to read.',
  'CV.TIMEOUT': 'Reading the PDF took longer than the time budget.',
  'CV.NO_TEXT': 'No readable text was found in the PDF.',
  'CV.OCR_UNAVAILABLE': 'The PDF is a scan and OCR is not installed.',
};

const fail = (code: CvReadErrorCode, detail?: string): DocumentResult => ({
  ok: false,
  code,
  message: detail ? `${MESSAGES[code]} (${detail})` : MESSAGES[code],
});

function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

const arabicShare = (s: string) => {
  const ar = (s.match(/[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu) ?? []).length;
  const la = (s.match(/[A-Za-z]/gu) ?? []).length;
  return ar + la ? ar / (ar + la) : 0;
};
const cleanOcr = (page: string) =>
  page
    .normalize('NFKC')
    .replace(/[ \t]+/gu, ' ')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

export async function readDocument(
  pdf: Uint8Array,
  limits: ReadLimits,
  extractor: PdfTextExtractor,
  ocr: OcrOptions = {},
  clock: () => number = Date.now,
): Promise<DocumentResult> {
  const deadline = clock() + limits.timeBudgetMs;
  if (pdf.byteLength > limits.maxBytes)
    return fail('CV.TOO_LARGE', `${pdf.byteLength} bytes, limit ${limits.maxBytes}`);
  if (!isPdf(pdf)) return fail('CV.NOT_PDF');
  const extracted = await extractor.extract(pdf, {
    maxPages: limits.maxPages,
    timeoutMs: Math.min(limits.textTimeoutMs, limits.timeBudgetMs),
  });
  if (!extracted.ok) return fail(extracted.failure.code, extracted.failure.detail);
  const pages = extracted.pages;
  const rough = pages.map((p) => p.items.map((i) => i.str).join('')).join('');
  const rtl = arabicShare(rough) > 0.3;
  const read = pages.map((p) => readPage(p, rtl));
  const texts = read.map((r) => r.text);
  const text = texts.join('\n\n').trim();
  const broken = texts.map((t, i) => i < limits.ocrMaxPages && isGarbage(t));
  if (letters(text) >= limits.minCharsPerPage * Math.max(1, pages.length)) {
    const headlines = read[0]?.headlines.length && !broken[0] ? { headlines: read[0].headlines } : {};
    const document = {
      text,
      pages: pages.length,
      method: 'text' as const,
      language: detectLanguage(text),
      ...headlines,
    };
    if (!broken.includes(true)) return { ok: true, document };
    // Pages whose text layer is garbage are read by OCR; without OCR the text layer is all there is.
    const scanned = await ocrPdf(pdf, { pages: broken.lastIndexOf(true) + 1, deadline, env: ocrEnvironment(ocr) });
    if (!scanned.ok) return { ok: true, document };
    const mixed = texts
      .map((t, i) => (broken[i] && scanned.pages[i] !== undefined ? cleanOcr(scanned.pages[i]!) : t))
      .join('\n\n')
      .trim();
    return {
      ok: true,
      document: { text: mixed, pages: pages.length, method: 'ocr', language: detectLanguage(mixed), ...headlines },
    };
  }
  const scanned = await ocrPdf(pdf, {
    pages: Math.min(pages.length, limits.ocrMaxPages),
    deadline,
    env: ocrEnvironment(ocr),
  });
  if (!scanned.ok) return fail(scanned.code, scanned.detail);
  const ocrText = scanned.pages.map(cleanOcr).join('\n\n').trim();
  if (letters(ocrText) < 20) return fail('CV.NO_TEXT');
  return {
    ok: true,
    document: { text: ocrText, pages: pages.length, method: 'ocr', language: detectLanguage(ocrText) },
  };
}
