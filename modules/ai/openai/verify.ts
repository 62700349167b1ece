// The model may paraphrase where a quote was asked for; only text found in the CV counts as evidence.
import { foldString } from '../local/normalize.ts';

export const INSUFFICIENT = 'insufficient evidence';

export function isVerbatim(quote: string, source: string): boolean {
  const q = foldString(quote);
  return q.length >= 2 && foldString(source).includes(q);
}

export function verifiedQuote(quote: string, source: string): string {
  return isVerbatim(quote, source) ? quote.trim() : INSUFFICIENT;
}

const E164 = /^\+[1-9]\d{6,14}$/u;
export const validPhone = (p: string) => E164.test(p.replace(/[\s-]/gu, ''));
export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/u;
