import { emptyMetrics, stages, type Metrics } from './row.ts';

/** Sums over the buckets, grouped as the screen needs them (see query.ts). */
export type Aggregates = {
  current: Metrics;
  previous: Metrics;
  /** Salary sums of hires in the company's currency. */
  salary: { current: { sum: number; n: number }; previous: { sum: number; n: number } };
  bySource: Map<string, Metrics>;
  byDepartment: Map<string, Metrics>;
  byLocation: Map<string, Metrics>;
  /** Keyed YYYY-MM-01. */
  byMonth: Map<string, Metrics>;
  /** The period's median days from applying to hire (null without hires). */
  medianHireDays?: number | null;
};

const round1 = (x: number) => Math.round(x * 10) / 10;
const pct = (part: number, whole: number) => (whole > 0 ? round1((100 * part) / whole) : null);
const avg = (sum: number, n: number) => (n > 0 ? round1(sum / n) : null);
const change = (value: number | null, previous: number | null) =>
  value === null || previous === null || previous === 0 ? null : round1((100 * (value - previous)) / previous);
/** Counts stay integers even though the sums are doubles (subtractions in the projection). */
const int = (x: number) => Math.round(x);

export type Window = { from: string; to: string; previousFrom: string; trendMonths: string[] };

export function summarize(a: Aggregates, skills: { skill: string; count: number }[], window: Window, currency: string) {
  const now = a.current;
  const before = a.previous;
  const salary = (x: { sum: number; n: number }) => (x.n > 0 ? Math.round(x.sum / x.n) : null);
  const kpi = (value: number | null, previous: number | null) => ({ value, previous, change: change(value, previous) });
  const counts = [now.applications, now.reviewing, now.interviewScheduled, now.interviewed, now.offered, now.hired].map(
    int,
  );
  const analysedTotal = int(now.analysed);

  return {
    currency,
    kpis: {
      totalApplications: kpi(int(now.applications), int(before.applications)),
      interviews: kpi(int(now.interviewScheduled), int(before.interviewScheduled)),
      hires: kpi(int(now.hired), int(before.hired)),
      timeToHireDays: kpi(avg(now.hireDaysSum, now.hired), avg(before.hireDaysSum, before.hired)),
      offerAcceptanceRate: kpi(pct(now.hired, now.offered), pct(before.hired, before.offered)),
      averageHireSalary: kpi(salary(a.salary.current), salary(a.salary.previous)),
    },
    funnel: stages.map((stage, k) => ({
      stage,
      count: counts[k]!,
      conversion: k === 0 ? (counts[0]! > 0 ? 100 : null) : pct(counts[k]!, counts[k - 1]!),
      fromApplied: pct(counts[k]!, counts[0]!),
    })),
    timeToHire: {
      averageDays: avg(now.hireDaysSum, now.hired),
      medianDays: a.medianHireDays ?? null,
      hires: int(now.hired),
    },
    timeInStage: stages.slice(0, 5).map((stage, k) => ({
      stage,
      averageDays: avg(now[`stage${k}DaysSum` as keyof Metrics], now[`stage${k}N` as keyof Metrics]),
      count: int(now[`stage${k}N` as keyof Metrics]),
    })),
    sources: [...a.bySource]
      .map(([source, m]) => ({
        source,
        applications: int(m.applications),
        share: pct(m.applications, now.applications),
        hires: int(m.hired),
        hireRate: pct(m.hired, m.applications),
      }))
      .filter((s) => s.applications > 0)
      .sort((a, b) => b.applications - a.applications || a.source.localeCompare(b.source)),
    departments: [...a.byDepartment]
      .map(([department, m]) => ({
        department,
        applications: int(m.applications),
        interviews: int(m.interviewScheduled),
        offers: int(m.offered),
        hires: int(m.hired),
        hireRate: pct(m.hired, m.applications),
        averageScore: avg(m.scoreSum, m.analysed),
        averageTimeToHireDays: avg(m.hireDaysSum, m.hired),
      }))
      .filter((d) => d.applications > 0)
      .sort((a, b) => b.applications - a.applications || a.department.localeCompare(b.department)),
    locations: [...a.byLocation]
      .map(([location, m]) => ({
        location,
        applications: int(m.applications),
        share: pct(m.applications, now.applications),
      }))
      .filter((l) => l.applications > 0)
      .sort((a, b) => b.applications - a.applications || a.location.localeCompare(b.location))
      .slice(0, 10),
    topSkills: skills
      .filter((s) => s.count > 0)
      .slice(0, 10)
      .map((s) => ({ skill: s.skill, count: s.count, share: pct(s.count, analysedTotal) })),
    ai: {
      applications: int(now.applications),
      analysed: analysedTotal,
      analysedShare: pct(now.analysed, now.applications),
      failed: int(now.failed),
      averageScore: avg(now.scoreSum, now.analysed),
      recommendations: { advance: int(now.aiAdvance), reject: int(now.aiReject) },
      agreement: { rate: pct(now.aiAgreed, now.aiDecided), agreed: int(now.aiAgreed), decided: int(now.aiDecided) },
    },
    trends: window.trendMonths.map((month) => {
      const m = a.byMonth.get(month) ?? emptyMetrics();
      return {
        month: month.slice(0, 7),
        applications: int(m.applications),
        interviews: int(m.interviewScheduled),
        hires: int(m.hired),
        averageScore: avg(m.scoreSum, m.analysed),
      };
    }),
  };
}

export type AnalyticsSummary = ReturnType<typeof summarize>;
