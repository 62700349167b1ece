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

export type BucketRow = ReturnType<typeof bucketRowsOf>[number];
export type BucketDelta = { row: BucketRow; metrics: Metrics };
export type SkillDelta = { companyId: string; month: string; skill: string; count: number };

/**
 * What moving an application from its old contribution to its new one (either may be absent) adds to the
 * buckets (rows whose metrics all stay put are left out) and to the skill counts.
 */
export function contributionDeltas(
  before: Contribution | null,
  after: Contribution | null,
): { buckets: BucketDelta[]; skills: SkillDelta[] } {
  const deltas = new Map<string, BucketDelta>();
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
  const buckets = [...deltas.values()].filter(({ metrics }) => metricNames.some((m) => metrics[m] !== 0));
  const skills: SkillDelta[] = [];
  const skillsOf = (c: Contribution | null) => (c ? `${c.key.companyId}|${c.key.month}|${c.skills.join('|')}` : '');
  if (skillsOf(before) !== skillsOf(after)) {
    const addSkills = (c: Contribution, count: 1 | -1) => {
      for (const skill of c.skills) skills.push({ companyId: c.key.companyId, month: c.key.month, skill, count });
    };
    if (before) addSkills(before, -1);
    if (after) addSkills(after, 1);
  }
  return { buckets, skills };
}
