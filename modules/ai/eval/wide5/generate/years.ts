import type { Ym, Job } from './case.ts';

export const AS_OF = '2026-10-01';

const monthsOf = (d: Ym | 'now') => {
  if (d === 'now') {
    const [y, m] = AS_OF.split('-').map(Number) as [number, number];
    return y * 12 + (m - 1);
  }
  return d.y * 12 + ((d.m ?? 1) - 1);
};

/** Paid positions, overlaps merged, whole years. */
export function years(jobs: Job[]) {
  const spans = jobs
    .filter((j) => j.paid)
    .map((j) => [monthsOf(j.start), monthsOf(j.end)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur: [number, number] | null = null;
  for (const s of spans) {
    if (cur && s[0] <= cur[1]) cur[1] = Math.max(cur[1], s[1]);
    else {
      if (cur) total += cur[1] - cur[0];
      cur = [...s];
    }
  }
  if (cur) total += cur[1] - cur[0];
  return Math.floor(total / 12);
}
