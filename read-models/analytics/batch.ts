import { and, notInArray, sql } from 'drizzle-orm';
import type { ReadModelTx } from '../db.ts';
import { insertRows, rowsFromJson, setExcluded } from '../runner/bulk.ts';
import { contributionDeltas, type BucketRow, type SkillDelta } from './buckets.ts';
import { emptyMetrics, hireDaysOf, metricNames, type AnalyticsRow, type Contribution, type Metrics } from './row.ts';
import { analyticsApplications, analyticsBuckets, analyticsJobs, analyticsSkills } from './schema.ts';

export type Job = typeof analyticsJobs.$inferSelect;
export type StoredApplication = { applicationId: string; companyId: string; row: AnalyticsRow; lastPosition: number };

const bucketId = (r: BucketRow) => JSON.stringify([r.companyId, r.month, r.dimension, r.value]);
const skillId = (s: SkillDelta) => JSON.stringify([s.companyId, s.month, s.skill]);
const stored = (r: typeof analyticsApplications.$inferSelect): StoredApplication => ({
  applicationId: r.applicationId,
  companyId: r.companyId,
  row: r.row as unknown as AnalyticsRow,
  lastPosition: r.lastPosition,
});

/**
 * The analytics tables for one batch of events, in memory: applications and jobs are read in one statement each,
 * the events fold into them in log order, and the changed rows, bucket sums and skill counts are written at the
 * end. Bucket sums are floating point, so each bucket adds its deltas one at a time in log order from its stored
 * value, exactly as one statement per event did: a rebuild, batched differently, gives the same bits.
 */
export class AnalyticsBatch {
  private readonly jobs = new Map<string, Job | null>();
  private readonly apps = new Map<string, StoredApplication | null>();
  private readonly changedJobs = new Set<string>();
  private readonly changedApps = new Set<string>();
  private readonly bucketDeltas: { row: BucketRow; metrics: Metrics }[] = [];
  private readonly skillDeltas = new Map<string, SkillDelta>();

  constructor(private readonly tx: ReadModelTx) {}

  /** Reads the named applications and jobs in one statement; rows already in memory are kept. */
  async load(applicationIds: Iterable<string>, jobIds: Iterable<string>): Promise<void> {
    const appIds = [...new Set(applicationIds)].filter((id) => !this.apps.has(id));
    const ids = [...new Set(jobIds)].filter((id) => !this.jobs.has(id));
    if (!appIds.length && !ids.length) return;
    const result = await this.tx.execute<{ apps: unknown; jobs: unknown }>(sql`
      SELECT
        (SELECT json_agg(a) FROM analytics_applications a WHERE a.application_id = ANY(${sql.param(appIds)}::text[]))
          AS apps,
        (SELECT json_agg(j) FROM analytics_jobs j WHERE j.job_id = ANY(${sql.param(ids)}::text[])) AS jobs`);
    const row = result.rows[0]!;
    for (const id of appIds) this.apps.set(id, null);
    for (const app of rowsFromJson(analyticsApplications, row.apps)) this.apps.set(app.applicationId, stored(app));
    for (const id of ids) this.jobs.set(id, null);
    for (const job of rowsFromJson(analyticsJobs, row.jobs)) this.jobs.set(job.jobId, job);
  }

  async job(jobId: string): Promise<Job | null> {
    if (!this.jobs.has(jobId)) await this.load([], [jobId]);
    return this.jobs.get(jobId) ?? null;
  }

  async application(applicationId: string): Promise<StoredApplication | null> {
    if (!this.apps.has(applicationId)) await this.load([applicationId], []);
    return this.apps.get(applicationId) ?? null;
  }

  /** The company's applications to a job, as of now in the batch, by id. */
  async applicationsOf(companyId: string, jobId: string): Promise<StoredApplication[]> {
    const known = [...this.apps.keys()];
    const rows = await this.tx
      .select()
      .from(analyticsApplications)
      .where(
        and(
          sql`${analyticsApplications.companyId} = ${companyId}`,
          sql`${analyticsApplications.row} ->> 'jobId' = ${jobId}`,
          known.length ? notInArray(analyticsApplications.applicationId, known) : undefined,
        ),
      );
    for (const row of rows) this.apps.set(row.applicationId, stored(row));
    return [...this.apps.values()]
      .filter((a): a is StoredApplication => a !== null && a.companyId === companyId && a.row.jobId === jobId)
      .sort((a, b) => (a.applicationId < b.applicationId ? -1 : a.applicationId > b.applicationId ? 1 : 0));
  }

  putJob(row: Job): void {
    this.jobs.set(row.jobId, row);
    this.changedJobs.add(row.jobId);
  }

  putApplication(app: StoredApplication): void {
    this.apps.set(app.applicationId, app);
    this.changedApps.add(app.applicationId);
  }

  /** Moves the sums from an application's old contribution to its new one (either may be absent). */
  move(before: Contribution | null, after: Contribution | null): void {
    const { buckets, skills } = contributionDeltas(before, after);
    for (const delta of buckets) this.bucketDeltas.push(delta);
    for (const s of skills) {
      const id = skillId(s);
      const entry = this.skillDeltas.get(id);
      // A skill row touched by a batch exists afterwards, even when its changes cancel out.
      if (entry) entry.count += s.count;
      else this.skillDeltas.set(id, { ...s });
    }
  }

  async flush(): Promise<void> {
    const jobs = [...this.changedJobs].map((id) => this.jobs.get(id)!);
    await insertRows(
      this.tx,
      analyticsJobs,
      jobs,
      sql`ON CONFLICT (job_id) DO UPDATE SET ${setExcluded(analyticsJobs, [
        'department',
        'location',
        'salaryMonthly',
        'salaryCurrency',
        'lastPosition',
      ])}`,
    );
    const apps = [...this.changedApps].map((id) => this.apps.get(id)!);
    await insertRows(
      this.tx,
      analyticsApplications,
      apps.map((a) => ({
        ...a,
        row: a.row as unknown as Record<string, unknown>,
        appliedAt: a.row.stageAt[0]!,
        hireDays: hireDaysOf(a.row),
      })),
      sql`ON CONFLICT (application_id) DO UPDATE SET ${setExcluded(analyticsApplications, [
        'row',
        'appliedAt',
        'hireDays',
        'lastPosition',
      ])}`,
    );
    await this.flushBuckets();
    await insertRows(
      this.tx,
      analyticsSkills,
      [...this.skillDeltas.values()],
      sql`ON CONFLICT (company_id, month, skill) DO UPDATE SET count = analytics_skills.count + excluded.count`,
    );
  }

  private async flushBuckets(): Promise<void> {
    if (this.bucketDeltas.length === 0) return;
    const keys = new Map<string, BucketRow>();
    for (const { row } of this.bucketDeltas) keys.set(bucketId(row), row);
    const existing = await this.tx
      .select()
      .from(analyticsBuckets)
      .where(
        sql`(company_id, month, dimension, value) IN (
          SELECT k.company_id, k.month, k.dimension, k.value
          FROM json_to_recordset(${JSON.stringify([...keys.values()].map(snake))}::json)
            AS k(company_id text, month date, dimension text, value text))`,
      );
    const sums = new Map<string, BucketRow & Metrics>();
    for (const row of existing) sums.set(bucketId(row as BucketRow), row as BucketRow & Metrics);
    for (const { row, metrics } of this.bucketDeltas) {
      const id = bucketId(row);
      let sum = sums.get(id);
      if (!sum) {
        sum = { ...row, ...emptyMetrics() };
        sums.set(id, sum);
      }
      for (const m of metricNames) sum[m] = sum[m] + metrics[m];
    }
    await insertRows(
      this.tx,
      analyticsBuckets,
      [...keys.keys()].map((id) => sums.get(id)!),
      sql`ON CONFLICT (company_id, month, dimension, value) DO UPDATE SET ${setExcluded(analyticsBuckets, [...metricNames])}`,
    );
  }
}

const snake = (r: BucketRow) => ({ company_id: r.companyId, month: r.month, dimension: r.dimension, value: r.value });
