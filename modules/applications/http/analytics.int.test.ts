import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { Client } from '../../../web/api/src/test-client.ts';
import { DAY, startAnalytics, type Analytics, type Seed } from '../../../web/api/src/test-analytics.ts';

/**
 * Applications written as events with chosen times (web/api/src/test-analytics.ts), then the endpoint's
 * figures compared with a brute-force computation over the same seeds.
 */
let analytics: Analytics;
let server: TestServer;
let owner: Client;
let outsider: Client;
let seeds: Seed[];
let now: number;

beforeAll(async () => {
  analytics = await startAnalytics();
  ({ server, owner, outsider, seeds, now } = analytics);
}, 180_000);

afterAll(async () => {
  await analytics?.close();
});

// ---- the brute force ----
const order = ['APPLIED', 'REVIEWING', 'INTERVIEW_SCHEDULED', 'INTERVIEWED', 'OFFERED', 'HIRED'];
const r1 = (x: number) => Math.round(x * 10) / 10;
const pct = (a: number, b: number) => (b > 0 ? r1((100 * a) / b) : null);
const mean = (xs: number[]) => (xs.length ? r1(xs.reduce((a, b) => a + b, 0) / xs.length) : null);
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return sorted.length ? r1((sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2) : null;
};
const monthKey = (t: number) => new Date(t).toISOString().slice(0, 7);
const reached = (s: Seed) => Math.max(0, ...s.steps.map((x) => order.indexOf(x.status)));
const entered = (s: Seed, k: number) => (k === 0 ? s.appliedAt : s.steps.find((x) => x.status === order[k])?.at);
const months = (period: number) => {
  const d = new Date(now);
  return Array.from({ length: period }, (_, i) =>
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1)).toISOString().slice(0, 7),
  );
};
const cohort = (monthsIn: string[]) => seeds.filter((s) => monthsIn.includes(monthKey(s.appliedAt)));

function expected(period: number) {
  const now_ = cohort(months(period));
  const previous = cohort(months(2 * period).slice(period));
  const hires = (list: Seed[]) => list.filter((s) => reached(s) === 5);
  const tth = (list: Seed[]) => mean(hires(list).map((s) => (entered(s, 5)! - s.appliedAt) / DAY));
  const counts = order.map((_, k) => now_.filter((s) => reached(s) >= k).length);
  const done = now_.filter((s) => s.analysis === 'DONE');
  const decided = done.filter((s) => reached(s) >= 2 || s.steps.at(-1)?.status === 'REJECTED');
  const advanceFit = (s: Seed) => s.fit === 'Excellent' || s.fit === 'Good';
  const agreed = decided.filter((s) => advanceFit(s) === reached(s) >= 2);
  const salaryOf = (s: Seed) => (s.job.salary ? Math.round((s.job.salary[0] + s.job.salary[1]) / 2) : null);
  const salaries = (list: Seed[]) =>
    hires(list)
      .map(salaryOf)
      .filter((x): x is number => x !== null);
  const avgSalary = (list: Seed[]) =>
    salaries(list).length ? Math.round(salaries(list).reduce((a, b) => a + b) / salaries(list).length) : null;
  const skillCounts = new Map<string, number>();
  for (const s of done) for (const k of s.skills) skillCounts.set(k, (skillCounts.get(k) ?? 0) + 1);
  return {
    timeToHire: {
      averageDays: tth(now_),
      medianDays: median(hires(now_).map((s) => (entered(s, 5)! - s.appliedAt) / DAY)),
      hires: hires(now_).length,
    },
    kpis: {
      totalApplications: [now_.length, previous.length],
      interviews: [now_.filter((s) => reached(s) >= 2).length, previous.filter((s) => reached(s) >= 2).length],
      hires: [hires(now_).length, hires(previous).length],
      timeToHireDays: [tth(now_), tth(previous)],
      offerAcceptanceRate: [
        pct(hires(now_).length, now_.filter((s) => reached(s) >= 4).length),
        pct(hires(previous).length, previous.filter((s) => reached(s) >= 4).length),
      ],
      averageHireSalary: [avgSalary(now_), avgSalary(previous)],
    },
    funnel: counts,
    timeInStage: [0, 1, 2, 3, 4].map((k) => {
      const spans = now_.flatMap((s) => {
        const start = entered(s, k);
        if (start === undefined) return [];
        const next = s.steps.find((x) => x.at > start || (k === 0 && x.at >= start));
        return next ? [(next.at - start) / DAY] : [];
      });
      return { averageDays: mean(spans), count: spans.length };
    }),
    departments: Object.fromEntries(
      [...new Set(now_.map((s) => s.job.department))].map((d) => {
        const list = now_.filter((s) => s.job.department === d);
        return [
          d,
          {
            applications: list.length,
            hires: hires(list).length,
            averageScore: mean(list.filter((s) => s.analysis === 'DONE').map((s) => s.score)),
          },
        ];
      }),
    ),
    locations: Object.fromEntries(
      [...new Set(now_.map((s) => s.job.location))].map((l) => [l, now_.filter((s) => s.job.location === l).length]),
    ),
    sources: Object.fromEntries(
      ['candidate', 'anonymous'].map((src) => [src, now_.filter((s) => s.source === src).length]).filter(([, n]) => n),
    ),
    skills: Object.fromEntries(skillCounts),
    ai: {
      analysed: done.length,
      failed: now_.filter((s) => s.analysis === 'FAILED').length,
      averageScore: mean(done.map((s) => s.score)),
      agreement: { rate: pct(agreed.length, decided.length), agreed: agreed.length, decided: decided.length },
    },
    trends: months(6)
      .reverse()
      .map((m) => {
        const list = cohort([m]);
        return { month: m, applications: list.length, hires: hires(list).length };
      }),
  };
}

describe('GET /api/company/analytics', () => {
  it.each([1, 3, 6, 12])('matches a brute-force computation for period=%i', async (period) => {
    const reply = await owner.get(`/api/company/analytics?period=${period}`);
    expect(reply.status).toBe(200);
    const body = reply.body;
    const want = expected(period);
    if (period === 12) {
      // The seeds exercise every figure: hires, a salary, decisions both ways, time in every stage.
      expect(want.kpis.hires[0]).toBeGreaterThan(0);
      expect(want.kpis.averageHireSalary[0]).not.toBeNull();
      expect(want.ai.agreement.decided).toBeGreaterThan(want.ai.agreement.agreed);
      expect(want.timeInStage.every((t) => t.count > 0)).toBe(true);
    }
    expect(body.currency).toBe('JOD');
    for (const [name, [value, previous]] of Object.entries(want.kpis)) {
      expect([name, body.kpis[name].value, body.kpis[name].previous]).toEqual([name, value, previous]);
    }
    expect(body.funnel.map((f: { count: number }) => f.count)).toEqual(want.funnel);
    expect(body.timeToHire).toEqual(want.timeToHire);
    expect(
      body.timeInStage.map((t: { averageDays: number; count: number }) => ({
        averageDays: t.averageDays,
        count: t.count,
      })),
    ).toEqual(want.timeInStage);
    expect(
      Object.fromEntries(
        body.departments.map((d: Record<string, unknown>) => [
          d.department,
          { applications: d.applications, hires: d.hires, averageScore: d.averageScore },
        ]),
      ),
    ).toEqual(want.departments);
    expect(
      Object.fromEntries(
        body.locations.map((l: { location: string; applications: number }) => [l.location, l.applications]),
      ),
    ).toEqual(want.locations);
    expect(
      Object.fromEntries(body.sources.map((s: { source: string; applications: number }) => [s.source, s.applications])),
    ).toEqual(want.sources);
    expect(Object.fromEntries(body.topSkills.map((s: { skill: string; count: number }) => [s.skill, s.count]))).toEqual(
      want.skills,
    );
    expect(body.ai).toMatchObject(want.ai);
    expect(
      body.trends.map((t: Record<string, unknown>) => ({
        month: t.month,
        applications: t.applications,
        hires: t.hires,
      })),
    ).toEqual(want.trends);
  });

  it('is scoped to the caller and validates the period', async () => {
    const theirs = await outsider.get('/api/company/analytics?period=12');
    expect(theirs.body.kpis.totalApplications.value).toBe(0);
    expect(theirs.body.ai.averageScore).toBeNull();
    expect((await owner.get('/api/company/analytics?period=2')).status).toBe(400);
    expect((await new Client(server).get('/api/company/analytics')).status).toBe(401);
  });
});
