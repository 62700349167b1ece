import { and, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { companies } from '../companies/schema.ts';
import { columnOf } from './buckets.ts';
import { emptyMetrics, metricNames, type Metrics } from './row.ts';
import { analyticsSkills as s } from './schema.ts';
import { summarize, type Aggregates, type Window } from './summary.ts';

export const analyticsPeriods = [1, 3, 6, 12] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/** The currency of the company's country; USD when the country has none listed here. */
export const currencyOfCountry: Record<string, string> = {
  AE: 'AED',
  SA: 'SAR',
  QA: 'QAR',
  KW: 'KWD',
  BH: 'BHD',
  OM: 'OMR',
  EG: 'EGP',
  JO: 'JOD',
  LB: 'LBP',
  SY: 'SYP',
  IQ: 'IQD',
  YE: 'YER',
  MA: 'MAD',
  TN: 'TND',
  DZ: 'DZD',
  LY: 'LYD',
  SD: 'SDG',
  PS: 'ILS',
  TR: 'TRY',
  US: 'USD',
  GB: 'GBP',
};

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);

/** Calendar months in UTC: the period ends with the current month. */
export function analyticsWindow(period: AnalyticsPeriod, now: Date): Window & { toDate: string } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return {
    from: monthStart(y, m - period + 1),
    to: monthStart(y, m + 1),
    toDate: monthStart(y, m + 1),
    previousFrom: monthStart(y, m - 2 * period + 1),
    trendMonths: [5, 4, 3, 2, 1, 0].map((k) => monthStart(y, m - k)),
  };
}

type Summed = Record<string, unknown> & { seg: string; month: string | null; dimension: string; value: string };

/**
 * The company's bucket rows summed per segment (current period, previous period) and dimension value, plus the
 * month totals the trends need: a few dozen rows out of a few hundred.
 */
async function aggregates(
  db: NodePgDatabase,
  companyId: string,
  window: Window,
  currency: string,
): Promise<Aggregates> {
  const earliest = [window.previousFrom, window.trendMonths[0]!].sort()[0]!;
  const sums = metricNames.map((m) => sql`sum(${sql.raw(columnOf(m))})::float8 AS ${sql.raw(`"${m}"`)}`);
  const result = await db.execute<Summed>(sql`
    SELECT CASE WHEN month >= ${window.from}::date THEN 'current'
                WHEN month >= ${window.previousFrom}::date THEN 'previous' ELSE 'trend' END AS seg,
           CASE WHEN dimension = 'all' AND month >= ${window.trendMonths[0]!}::date THEN month::text END AS month,
           dimension, value, ${sql.join(sums, sql`, `)}
    FROM analytics_buckets
    WHERE company_id = ${companyId} AND month >= ${earliest}::date AND month < ${window.to}::date
      AND (dimension = 'all' OR month >= ${window.from}::date OR (dimension = 'currency' AND value = ${currency}))
    GROUP BY 1, 2, dimension, value`);
  const a: Aggregates = {
    current: emptyMetrics(),
    previous: emptyMetrics(),
    salary: { current: { sum: 0, n: 0 }, previous: { sum: 0, n: 0 } },
    bySource: new Map(),
    byDepartment: new Map(),
    byLocation: new Map(),
    byMonth: new Map(),
  };
  const addInto = (target: Metrics, row: Summed) => {
    for (const name of metricNames) target[name] += Number(row[name] ?? 0);
    return target;
  };
  const groups: Record<string, Map<string, Metrics>> = {
    source: a.bySource,
    department: a.byDepartment,
    location: a.byLocation,
  };
  for (const row of result.rows) {
    if (row.month !== null) a.byMonth.set(row.month, addInto(a.byMonth.get(row.month) ?? emptyMetrics(), row));
    if (row.seg !== 'current' && row.seg !== 'previous') continue;
    const seg = row.seg;
    if (row.dimension === 'all') addInto(a[seg], row);
    else if (row.dimension === 'currency') {
      if (row.value === currency) {
        a.salary[seg].sum += Number(row.salarySum ?? 0);
        a.salary[seg].n += Number(row.salaryN ?? 0);
      }
    } else if (seg === 'current' && groups[row.dimension]) {
      const group = groups[row.dimension]!;
      group.set(row.value, addInto(group.get(row.value) ?? emptyMetrics(), row));
    }
  }
  return a;
}

/**
 * The median days from applying to being hired, over the period's hires (by month of application, as the buckets
 * count them). Sums cannot give a median: it is read from the hired applications' index entries.
 */
async function medianHireDays(db: NodePgDatabase, companyId: string, window: Window): Promise<number | null> {
  const result = await db.execute<{ median: number | null }>(sql`
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY hire_days)::float8 AS median
    FROM analytics_applications
    WHERE company_id = ${companyId} AND hire_days IS NOT NULL
      AND applied_at >= ${`${window.from}T00:00:00Z`}::timestamptz AND applied_at < ${`${window.to}T00:00:00Z`}::timestamptz`);
  const median = result.rows[0]?.median;
  return median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10;
}

export async function companyAnalytics(db: NodePgDatabase, companyId: string, period: AnalyticsPeriod, now: Date) {
  const window = analyticsWindow(period, now);
  const [company] = await db
    .select({ country: companies.country })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  const currency = currencyOfCountry[company?.country ?? ''] ?? 'USD';
  const [sums, skills, median] = await Promise.all([
    aggregates(db, companyId, window, currency),
    db
      .select({ skill: s.skill, count: sum(s.count).mapWith(Number) })
      .from(s)
      .where(and(eq(s.companyId, companyId), gte(s.month, window.from), lt(s.month, window.to)))
      .groupBy(s.skill)
      .orderBy(desc(sum(s.count)), s.skill)
      .limit(10),
    medianHireDays(db, companyId, window),
  ]);
  return {
    period,
    from: `${window.from}T00:00:00.000Z`,
    to: `${window.to}T00:00:00.000Z`,
    ...summarize({ ...sums, medianHireDays: median }, skills, window, currency),
  };
}
