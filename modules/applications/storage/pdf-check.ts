import { MAX_CV_BYTES } from '../application/apply-rules.ts';

export type PdfCheck = { ok: true } | { ok: false; reason: 'NOT_PDF' | 'ENCRYPTED' | 'TOO_LARGE' };

const header = Buffer.from('%PDF-');
const eof = Buffer.from('%%EOF');
const encrypt = Buffer.from('/Encrypt');

/**
 * The cheap, synchronous part of the content check: the `%PDF-` signature near the start (PDF readers
 * accept it within the first KB), an end-of-file marker, and no encryption dictionary. The AI engine's
 * reader then parses the file for real.
 */
export function checkPdfBytes(bytes: Uint8Array, maxBytes = MAX_CV_BYTES): PdfCheck {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length > maxBytes) return { ok: false, reason: 'TOO_LARGE' };
  if (buffer.subarray(0, 1024).indexOf(header) < 0) return { ok: false, reason: 'NOT_PDF' };
  if (buffer.subarray(Math.max(0, buffer.length - 2048)).indexOf(eof) < 0) return { ok: false, reason: 'NOT_PDF' };
  if (buffer.indexOf(encrypt) >= 0) return { ok: false, reason: 'ENCRYPTED' };
  return { ok: true };
}
