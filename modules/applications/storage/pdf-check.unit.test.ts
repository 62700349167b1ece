import { describe, expect, it } from 'vitest';
import { checkPdfBytes } from './pdf-check.ts';

const pdf = (body: string) => Buffer.from(`%PDF-1.4\n${body}\n%%EOF\n`);

describe('checkPdfBytes', () => {
  it('accepts a PDF by its signature and end marker', () => {
    expect(checkPdfBytes(pdf('1 0 obj << >> endobj'))).toEqual({ ok: true });
  });
  it('refuses a text file named .pdf', () => {
    expect(checkPdfBytes(Buffer.from('just some text'))).toEqual({ ok: false, reason: 'NOT_PDF' });
  });
  it('refuses a truncated PDF', () => {
    expect(checkPdfBytes(Buffer.from('%PDF-1.4\n1 0 obj'))).toEqual({ ok: false, reason: 'NOT_PDF' });
  });
  it('refuses an encrypted PDF', () => {
    expect(checkPdfBytes(pdf('trailer << /Encrypt 5 0 R >>'))).toEqual({ ok: false, reason: 'ENCRYPTED' });
  });
  it('refuses more than the limit', () => {
    expect(checkPdfBytes(pdf('x'.repeat(50)), 20)).toEqual({ ok: false, reason: 'TOO_LARGE' });
  });
});
