import { PDFDocument } from 'pdf-lib';
import { pdfWriter } from '@tawzeef/interviews/http';
import type { ExportLanguage } from './gather.ts';
import { labelOf } from './labels.ts';

type Writer = Awaited<ReturnType<typeof pdfWriter>>;

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/u;
/** Ids, positions and file paths are for machines: data.json has them, the readable copy leaves them out. */
const HIDDEN =
  /^(id|.*Id|.*Ids|lastPosition|version|cvFile|file|format|resume|fileUrl|resumeUrl|storageKey|inputHash)$/u;

/** Arabic's comma around Latin words makes the bidi algorithm cut the list into separate runs; Latin lists keep theirs. */
const listOf = (items: string[], lang: ExportLanguage) =>
  items.join(lang === 'ar' && items.some((i) => /[\u0600-\u06FF]/u.test(i)) ? '، ' : ', ');

function scalar(value: unknown, lang: ExportLanguage): string {
  if (typeof value === 'boolean') return value ? (lang === 'ar' ? 'نعم' : 'Yes') : lang === 'ar' ? 'لا' : 'No';
  if (value instanceof Date) return scalar(value.toISOString(), lang);
  if (typeof value === 'string' && ISO_TIME.test(value)) return `${value.slice(0, 10)} ${value.slice(11, 16)} UTC`;
  return String(value);
}

const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v) && Object.keys(v).length === 0);
const isScalar = (v: unknown) => v instanceof Date || typeof v !== 'object';

/** Writes any JSON-like value: scalars as "label: value", objects field by field, lists item by item. */
function writeValue(w: Writer, lang: ExportLanguage, value: unknown, depth: number): void {
  if (isEmpty(value)) return;
  if (isScalar(value)) {
    w.write(scalar(value, lang), { gap: 2 });
    return;
  }
  if (Array.isArray(value)) {
    if (value.every(isScalar)) {
      w.write(
        listOf(
          value.map((v) => scalar(v, lang)),
          lang,
        ),
        { gap: 2 },
      );
      return;
    }
    value.forEach((item, i) => {
      if (i > 0) {
        if (depth === 0) w.write('———', { color: 0.6, gap: 2 });
        else w.space(4);
      }
      writeValue(w, lang, item, depth + 1);
    });
    return;
  }
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (HIDDEN.test(key) || isEmpty(v)) continue;
    const label = labelOf(key, lang);
    if (isScalar(v) || (Array.isArray(v) && v.every(isScalar))) {
      const text = Array.isArray(v)
        ? listOf(
            v.map((x) => scalar(x, lang)),
            lang,
          )
        : scalar(v, lang);
      w.write(`${label}: ${text}`, { gap: 2 });
    } else {
      w.write(label, { bold: true, size: depth < 1 ? 11 : 10, gap: 2, color: 0.25 });
      writeValue(w, lang, v, depth + 1);
    }
  }
}

/** The field names the PDF would print for `value` (the same walk as writeValue), for checking every one has a label. */
export function printedKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (isEmpty(value) || isScalar(value)) return into;
  if (Array.isArray(value)) {
    for (const item of value) printedKeys(item, into);
    return into;
  }
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (HIDDEN.test(key) || isEmpty(v)) continue;
    into.add(key);
    printedKeys(v, into);
  }
  return into;
}

const sections = [
  'account',
  'profile',
  'cvs',
  'applications',
  'interviews',
  'messages',
  'savedJobs',
  'consents',
] as const;

/** The candidate's data as a readable PDF, right to left in Arabic (Noto Sans Arabic, shaped by fontkit). */
export async function renderDataPdf(
  data: { exportedAt: string } & Partial<Record<(typeof sections)[number], unknown>>,
  lang: ExportLanguage,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = labelOf('documentTitle', lang);
  pdf.setTitle(title);
  pdf.setLanguage(lang);
  pdf.setCreator('Tawzeef');
  pdf.setCreationDate(new Date(data.exportedAt));
  const w = await pdfWriter(pdf, lang === 'ar' ? 'rtl' : 'ltr');
  w.write(title, { bold: true, size: 18, gap: 6 });
  w.write(labelOf('intro', lang), { color: 0.3 });
  w.write(`${labelOf('exportedAt', lang)}: ${scalar(data.exportedAt, lang)}`, { gap: 10 });
  for (const section of sections) {
    w.write(labelOf(section, lang), { bold: true, size: 14, gap: 6 });
    const value = data[section];
    if (isEmpty(value)) w.write(labelOf('none', lang), { color: 0.4 });
    else writeValue(w, lang, value, 0);
    w.space(10);
  }
  return pdf.save();
}
