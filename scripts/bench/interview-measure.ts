// bench:interview's measures: word error rate, percentiles, the load average.
import { loadavg } from 'node:os';

export const ONES = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');
export const words = (s: string) =>
  s
    .toLowerCase()
    // "5" and "five" are the same word to a listener; the answers use no larger numbers.
    .replace(/\b\d+\b/gu, (n) => ONES[Number(n)] ?? n)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean);
/** Word-level Levenshtein distance over the reference's length. */
export function wer(reference: string, hypothesis: string): { errors: number; words: number } {
  const r = words(reference);
  const h = words(hypothesis);
  let prev = Array.from({ length: h.length + 1 }, (_, j) => j);
  for (let i = 1; i <= r.length; i++) {
    const row = [i];
    for (let j = 1; j <= h.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1));
    prev = row;
  }
  return { errors: prev[h.length]!, words: r.length };
}
export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN;
};
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const load = () => loadavg()[0]!.toFixed(2);
