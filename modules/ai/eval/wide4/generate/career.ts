import type { Occupation } from './occupations.ts';
import { type Spec, AS_OF } from './cv-spec.ts';
import { int, rnd } from './random.ts';

export type Ym = { year: number; month: number };
export type Job = {
  title: string;
  titleAr: string;
  company: string;
  start: Ym;
  end: Ym | null;
  duties: string[];
  dutiesAr: string[];
};
export const months = (a: Ym) => a.year * 12 + a.month - 1;
export const fromMonths = (m: number): Ym => ({ year: Math.floor(m / 12), month: (m % 12) + 1 });

export function career(occ: Occupation, city: string, cityAr: string, spec: Spec): Job[] {
  const n = int(2, 4);
  const jobs: Job[] = [];
  const yearOnly = ['yyyy', 'todate', 'paren-years', 'ar-year-indic', 'ar-aam', 'yy-short', 'stacked'].includes(
    spec.dateForm,
  );
  let end = spec.traps?.includes('ended') ? months(AS_OF) - int(5, 10) : -1; // -1: current job
  for (let i = n - 1; i >= 0; i--) {
    const len = int(14, 62);
    const endM = end < 0 ? months(AS_OF) : end;
    let startM = endM - len;
    if (yearOnly) startM = months({ year: fromMonths(startM).year, month: 1 });
    const k = Math.min(i + (4 - n), occ.titles.length - 1);
    const e = Math.floor(rnd() * occ.employers.length);
    let endYm = end < 0 ? null : fromMonths(end);
    if (yearOnly && endYm) endYm = { year: endYm.year, month: 1 };
    jobs.push({
      title: occ.titles[k]!,
      titleAr: occ.titlesAr[k]!,
      company: occ.employers[e]!.replace('{city}', city),
      start: fromMonths(startM),
      end: endYm,
      duties: occ.duties.slice(0, int(2, 3)),
      dutiesAr: occ.dutiesAr.slice(0, int(2, 3)),
    });
    end = startM - int(0, 5);
    if (yearOnly) end = months({ year: fromMonths(end).year, month: 1 });
    if (end <= startM && yearOnly) end = startM;
  }
  // Employers differ from one job to the next.
  for (let i = 1; i < jobs.length; i++)
    if (jobs[i]!.company === jobs[i - 1]!.company) {
      const other = occ.employers.find((x) => x.replace('{city}', city) !== jobs[i - 1]!.company)!;
      jobs[i]!.company = other.replace('{city}', city);
    }
  void cityAr;
  return jobs; // newest first
}

/** Total years of paid positions: overlaps merged, months from start to end, floored. */
export function totalYears(jobs: Job[]): number {
  const spans = jobs
    .map((j) => [months(j.start), months(j.end ?? AS_OF)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur: [number, number] | undefined;
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
