import { sql } from 'drizzle-orm';
import type { ReadModelTx } from '../db.ts';
import { columnOf, emptyMetrics, metricNames, type BucketKey, type Contribution, type Metrics } from './row.ts';

export { columnOf };

/** The dimensions the screen groups by; `all` holds the company's month totals. */
export const dimensions = ['all', 'source', 'department', 'location', 'currency'] as const;
export type Dimension = (typeof dimensions)[number];

const valueOf = (key: BucketKey, dimension: Dimension) => (dimension === 'all' ? '' : key[dimension]);

/** The rows one contribution adds to: its month's total and one row per dimension's value. */
export function bucketRowsOf(c: Contribution) {
  return dimensions.map((dimension) => ({
    companyId: c.key.companyId,
    month: c.key.month,
    dimension,
    value: valueOf(c.key, dimension),
  }));
}

async function addToBucket(tx: ReadModelTx, row: ReturnType<typeof bucketRowsOf>[number], metrics: Metrics) {
  const cols = metricNames.map((m) => sql.raw(columnOf(m)));
  const values = metricNames.map((m) => sql`${metrics[m]}::double precision`);
  const updates = metricNames.map((m) =>
    sql.raw(`${columnOf(m)} = analytics_buckets.${columnOf(m)} + excluded.${columnOf(m)}`),
  );
  await tx.execute(sql`
    INSERT INTO analytics_buckets (company_id, month, dimension, value, ${sql.join(cols, sql`, `)})
    VALUES (${row.companyId}, ${row.month}, ${row.dimension}, ${row.value}, ${sql.join(values, sql`, `)})
    ON CONFLICT (company_id, month, dimension, value) DO UPDATE SET ${sql.join(updates, sql`, `)}`);
}

async function addSkills(tx: ReadModelTx, c: Contribution, sign: 1 | -1) {
  for (const skill of c.skills) {
    await tx.execute(sql`
      INSERT INTO analytics_skills (company_id, month, skill, count)
      VALUES (${c.key.companyId}, ${c.key.month}, ${skill}, ${sign})
      ON CONFLICT (company_id, month, skill) DO UPDATE SET count = analytics_skills.count + excluded.count`);
  }
}

/** Moves the sums from an application's old contribution to its new one (either may be absent). */
export async function moveContribution(tx: ReadModelTx, before: Contribution | null, after: Contribution | null) {
  const deltas = new Map<string, { row: ReturnType<typeof bucketRowsOf>[number]; metrics: Metrics }>();
  const add = (c: Contribution, sign: 1 | -1) => {
    for (const row of bucketRowsOf(c)) {
      const id = JSON.stringify(row);
      const entry = deltas.get(id) ?? { row, metrics: emptyMetrics() };
      for (const m of metricNames) entry.metrics[m] += sign * c.metrics[m];
      deltas.set(id, entry);
    }
  };
  if (before) add(before, -1);
  if (after) add(after, 1);
  for (const { row, metrics } of deltas.values()) {
    if (metricNames.some((m) => metrics[m] !== 0)) await addToBucket(tx, row, metrics);
  }
  const skillsOf = (c: Contribution | null) => (c ? `${c.key.companyId}|${c.key.month}|${c.skills.join('|')}` : '');
  if (skillsOf(before) !== skillsOf(after)) {
    if (before) await addSkills(tx, before, -1);
    if (after) await addSkills(tx, after, 1);
  }
}
