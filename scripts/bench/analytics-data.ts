import { sql } from 'drizzle-orm';
import {
  analyticsBucketRowsOf,
  analyticsColumnOf,
  contributionOf,
  hireDaysOf,
  type AnalyticsRow,
  type ReadModelDb,
} from '@tawzeef/read-models';

const DAY = 86_400_000;
const metricKeys = (m: object) => Object.keys(m);

/** A deterministic PRNG (mulberry32). */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const departments = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Operations', 'Design', 'HR', 'Support'];
const locations = [
  'Dubai, UAE',
  'Riyadh, Saudi Arabia',
  'Doha, Qatar',
  'Amman, Jordan',
  'Remote',
  'Kuwait City',
  'Manama',
  'Muscat',
  'Cairo',
  'Jeddah',
];
const skills = [
  'react',
  'sql',
  'python',
  'excel',
  'sales',
  'figma',
  'kubernetes',
  'java',
  'arabic',
  'english',
  'aws',
  'negotiation',
  'crm',
  'accounting',
  'seo',
];
const paths = [
  [],
  ['REVIEWING'],
  ['REVIEWING', 'REJECTED'],
  ['REVIEWING', 'INTERVIEW_SCHEDULED', 'INTERVIEWED'],
  ['REVIEWING', 'INTERVIEW_SCHEDULED', 'INTERVIEWED', 'OFFERED', 'HIRED'],
  ['INTERVIEW_SCHEDULED', 'REJECTED'],
  ['REVIEWING', 'WITHDRAWN'],
];
const stageIndex: Record<string, number> = {
  REVIEWING: 1,
  INTERVIEW_SCHEDULED: 2,
  INTERVIEWED: 3,
  OFFERED: 4,
  HIRED: 5,
};

/** Writes `count` applications of one company over the last two years straight into the analytics tables. */
export async function seedAnalytics(db: ReadModelDb, companyId: string, count: number, now: Date) {
  const rnd = random(11);
  const pick = <T>(l: readonly T[]) => l[Math.floor(rnd() * l.length)]!;
  const buckets = new Map<
    string,
    { key: ReturnType<typeof analyticsBucketRowsOf>[number]; metrics: Record<string, number> }
  >();
  const skillCounts = new Map<string, number>();
  let batch: AnalyticsRow[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await db.execute(
      sql`INSERT INTO analytics_applications (application_id, company_id, row, applied_at, hire_days, last_position)
          VALUES ${sql.join(
            batch.map(
              (r, i) =>
                sql`(${r.applicationId}, ${companyId}, ${JSON.stringify(r)}::jsonb, ${r.stageAt[0]}, ${hireDaysOf(r)}, ${i + 1})`,
            ),
            sql`, `,
          )}`,
    );
    batch = [];
  };
  for (let i = 0; i < count; i++) {
    const applied = now.getTime() - Math.floor(rnd() * 730 * DAY);
    const row: AnalyticsRow = {
      applicationId: `bench-${i}`,
      companyId,
      jobId: `job-${i % 400}`,
      department: pick(departments),
      location: pick(locations),
      source: rnd() < 0.7 ? 'candidate' : 'anonymous',
      status: 'SUBMITTED',
      stageAt: [new Date(applied).toISOString(), null, null, null, null, null],
      rejectedAt: null,
      withdrawnAt: null,
      analysis: rnd() < 0.85 ? 'DONE' : rnd() < 0.5 ? 'FAILED' : 'PENDING',
      cvScore: Math.floor(rnd() * 101),
      aiRecommendation: rnd() < 0.5 ? 'ADVANCE' : 'REJECT',
      skills: [...new Set([pick(skills), pick(skills), pick(skills), pick(skills)])],
      salaryMonthly: 5000 + Math.floor(rnd() * 20000),
      salaryCurrency: rnd() < 0.9 ? 'AED' : 'USD',
    };
    let t = applied;
    for (const status of pick(paths)) {
      t += Math.floor((0.5 + rnd() * 7) * DAY);
      if (t >= now.getTime()) break;
      const at = new Date(t).toISOString();
      row.status = status;
      if (stageIndex[status]) row.stageAt[stageIndex[status]!] = at;
      if (status === 'REJECTED') row.rejectedAt = at;
      if (status === 'WITHDRAWN') row.withdrawnAt = at;
    }
    if (row.analysis !== 'DONE') row.aiRecommendation = null;
    const c = contributionOf(row);
    for (const key of analyticsBucketRowsOf(c)) {
      const id = JSON.stringify(key);
      const b = buckets.get(id) ?? { key, metrics: Object.fromEntries(metricKeys(c.metrics).map((k) => [k, 0])) };
      for (const [k, v] of Object.entries(c.metrics)) b.metrics[k]! += v;
      buckets.set(id, b);
    }
    for (const s of c.skills) skillCounts.set(`${c.key.month}|${s}`, (skillCounts.get(`${c.key.month}|${s}`) ?? 0) + 1);
    batch.push(row);
    if (batch.length === 1000) await flush();
  }
  await flush();
  const list = [...buckets.values()];
  const names = Object.keys(list[0]!.metrics);
  for (let i = 0; i < list.length; i += 500) {
    const part = list.slice(i, i + 500);
    await db.execute(
      sql`INSERT INTO analytics_buckets (company_id, month, dimension, value, ${sql.raw(names.map(analyticsColumnOf).join(', '))}) VALUES ${sql.join(
        part.map(
          (b) =>
            sql`(${b.key.companyId}, ${b.key.month}, ${b.key.dimension}, ${b.key.value}, ${sql.join(
              names.map((n) => sql`${b.metrics[n]}`),
              sql`, `,
            )})`,
        ),
        sql`, `,
      )}`,
    );
  }
  const skillRows = [...skillCounts].map(([k, n]) => ({ month: k.split('|')[0]!, skill: k.split('|')[1]!, n }));
  for (let i = 0; i < skillRows.length; i += 1000) {
    await db.execute(
      sql`INSERT INTO analytics_skills (company_id, month, skill, count) VALUES ${sql.join(
        skillRows.slice(i, i + 1000).map((r) => sql`(${companyId}, ${r.month}, ${r.skill}, ${r.n})`),
        sql`, `,
      )}`,
    );
  }
  await db.execute(sql`ANALYZE analytics_buckets`);
  await db.execute(sql`ANALYZE analytics_skills`);
  return { buckets: list.length, skills: skillRows.length };
}
