import { and, eq, lt, sql } from 'drizzle-orm';
import { monthlyBounds } from '@tawzeef/jobs';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { num, str, strings } from '../runner/fields.ts';
import { moveContribution } from './buckets.ts';
import { aiRecommendationOf, contributionOf, withStatus, type AnalyticsRow } from './row.ts';
import { analyticsApplications, analyticsBuckets, analyticsJobs, analyticsSkills } from './schema.ts';

type Data = Record<string, unknown>;
const obj = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});

function salaryOf(fields: Data): { salaryMonthly: number | null; salaryCurrency: string | null } {
  const range = obj(fields.salaryRange);
  const bounds = monthlyBounds(
    fields.salaryRange
      ? {
          min: typeof range.min === 'number' ? range.min : null,
          max: typeof range.max === 'number' ? range.max : null,
          currency: typeof range.currency === 'string' ? range.currency : null,
          period: range.period === 'YEAR' ? 'YEAR' : 'MONTH',
        }
      : null,
  );
  return {
    salaryMonthly: bounds ? Math.round((bounds.low + bounds.high) / 2) : null,
    salaryCurrency: bounds && typeof range.currency === 'string' ? range.currency : null,
  };
}

async function applyJob(tx: ReadModelTx, d: Data, position: number) {
  const fields = obj(d.fields);
  const jobId = str(d.jobId);
  const values = {
    department: str(fields.department).trim() || 'Other',
    location: str(fields.location).trim() || 'Other',
    ...salaryOf(fields),
  };
  const [before] = await tx.select().from(analyticsJobs).where(eq(analyticsJobs.jobId, jobId));
  if (before && before.lastPosition >= position) return;
  await tx
    .insert(analyticsJobs)
    .values({ jobId, companyId: str(d.companyId), ...values, lastPosition: position })
    .onConflictDoUpdate({ target: analyticsJobs.jobId, set: { ...values, lastPosition: position } });
  if (!before || (before.department === values.department && before.location === values.location)) return;
  // The job's department or location changed: its applications move to the buckets of the new ones.
  const rows = await tx
    .select()
    .from(analyticsApplications)
    .where(
      and(
        eq(analyticsApplications.companyId, before.companyId),
        sql`${analyticsApplications.row} ->> 'jobId' = ${jobId}`,
      ),
    );
  for (const stored of rows) {
    const row = stored.row as unknown as AnalyticsRow;
    const next = { ...row, department: values.department, location: values.location };
    await tx
      .update(analyticsApplications)
      .set({ row: next })
      .where(eq(analyticsApplications.applicationId, row.applicationId));
    await moveContribution(tx, contributionOf(row), contributionOf(next));
  }
}

async function submit(tx: ReadModelTx, d: Data, position: number, at: Date) {
  const jobId = str(d.jobId);
  const [job] = await tx.select().from(analyticsJobs).where(eq(analyticsJobs.jobId, jobId));
  const row: AnalyticsRow = {
    applicationId: str(d.applicationId),
    companyId: str(d.companyId),
    jobId,
    department: job?.department ?? 'Other',
    location: job?.location ?? 'Other',
    source: str(d.source, 'candidate'),
    status: 'SUBMITTED',
    stageAt: [str(d.submittedAt, at.toISOString()), null, null, null, null, null],
    rejectedAt: null,
    withdrawnAt: null,
    analysis: 'PENDING',
    cvScore: null,
    aiRecommendation: null,
    skills: [],
    salaryMonthly: job?.salaryMonthly ?? null,
    salaryCurrency: job?.salaryCurrency ?? null,
  };
  const inserted = await tx
    .insert(analyticsApplications)
    .values({ applicationId: row.applicationId, companyId: row.companyId, row, lastPosition: position })
    .onConflictDoNothing()
    .returning({ id: analyticsApplications.applicationId });
  if (inserted.length) await moveContribution(tx, null, contributionOf(row));
}

function evolve(row: AnalyticsRow, event: RecordedEvent, d: Data, at: string): AnalyticsRow {
  switch (event.type) {
    case 'ApplicationStatusChanged':
      return withStatus(row, str(d.status), str(d.changedAt, at));
    case 'ApplicationWithdrawn':
      return withStatus(row, 'WITHDRAWN', str(d.withdrawnAt, at));
    case 'CvAnalyzed': {
      const results = obj(d.results);
      const skills = [...new Set(strings(obj(results.skillsMatch).matched).map((s) => s.trim().toLowerCase()))];
      return {
        ...row,
        analysis: 'DONE',
        cvScore: Math.round(num(d.score, 0)),
        aiRecommendation: aiRecommendationOf(results.overallFit),
        skills: skills.filter(Boolean),
      };
    }
    case 'CvAnalysisFailed':
      return { ...row, analysis: 'FAILED' };
    default:
      return row;
  }
}

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = obj(event.data);
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  if (event.type === 'JobDrafted' || event.type === 'JobUpdated') return applyJob(tx, d, position);
  if (event.type === 'ApplicationSubmitted') return submit(tx, d, position, at);
  const applicationId = str(d.applicationId);
  const [stored] = await tx
    .select()
    .from(analyticsApplications)
    .where(
      and(eq(analyticsApplications.applicationId, applicationId), lt(analyticsApplications.lastPosition, position)),
    )
    .for('update');
  if (!stored) return;
  const row = stored.row as unknown as AnalyticsRow;
  const next = evolve(row, event, d, at.toISOString());
  await tx
    .update(analyticsApplications)
    .set({ row: next, lastPosition: position })
    .where(eq(analyticsApplications.applicationId, applicationId));
  await moveContribution(tx, contributionOf(row), contributionOf(next));
}

export const analyticsProjection = defineProjection({
  name: 'analytics',
  version: 1,
  tables: [analyticsJobs, analyticsApplications, analyticsBuckets, analyticsSkills],
  handles: [
    'JobDrafted',
    'JobUpdated',
    'ApplicationSubmitted',
    'ApplicationStatusChanged',
    'ApplicationWithdrawn',
    'CvAnalyzed',
    'CvAnalysisFailed',
  ],
  apply,
});
