import { monthlyBounds } from '@tawzeef/jobs';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { num, str, strings } from '../runner/fields.ts';
import { AnalyticsBatch } from './batch.ts';
import { aiRecommendationOf, contributionOf, withStatus, type AnalyticsRow } from './row.ts';
import { analyticsApplications, analyticsBuckets, analyticsJobs, analyticsSkills } from './schema.ts';
import { withErasure } from '../erasure/with-erasure.ts';
import { eraseAnalytics } from './erasure.ts';

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

async function applyJob(batch: AnalyticsBatch, d: Data, position: number) {
  const fields = obj(d.fields);
  const jobId = str(d.jobId);
  const values = {
    department: str(fields.department).trim() || 'Other',
    location: str(fields.location).trim() || 'Other',
    ...salaryOf(fields),
  };
  const before = await batch.job(jobId);
  if (before && before.lastPosition >= position) return;
  batch.putJob({ jobId, companyId: before?.companyId ?? str(d.companyId), ...values, lastPosition: position });
  if (!before || (before.department === values.department && before.location === values.location)) return;
  // The job's department or location changed: its applications move to the buckets of the new ones.
  for (const app of await batch.applicationsOf(before.companyId, jobId)) {
    const next = { ...app.row, department: values.department, location: values.location };
    batch.putApplication({ ...app, row: next });
    batch.move(contributionOf(app.row), contributionOf(next));
  }
}

async function submit(batch: AnalyticsBatch, d: Data, position: number, at: Date) {
  const applicationId = str(d.applicationId);
  if (await batch.application(applicationId)) return;
  const jobId = str(d.jobId);
  const job = await batch.job(jobId);
  const row: AnalyticsRow = {
    applicationId,
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
  batch.putApplication({ applicationId, companyId: row.companyId, row, lastPosition: position });
  batch.move(null, contributionOf(row));
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

const jobEvents = new Set(['JobDrafted', 'JobUpdated']);

/**
 * The whole batch against one in-memory copy of the rows it touches (batch.ts): one read of its applications and
 * one of its jobs, the events in log order, then bulk writes.
 */
async function applyBatch(tx: ReadModelTx, events: readonly RecordedEvent[]) {
  const batch = new AnalyticsBatch(tx);
  const data = events.map((e) => obj(e.data));
  await batch.load(
    data.map((d) => str(d.applicationId)),
    data.map((d) => str(d.jobId)),
  );
  for (const [i, event] of events.entries()) {
    const d = data[i]!;
    const position = Number(event.globalPosition);
    const at = occurredAtOf(event) ?? new Date(0);
    if (jobEvents.has(event.type)) {
      await applyJob(batch, d, position);
      continue;
    }
    if (event.type === 'ApplicationSubmitted') {
      await submit(batch, d, position, at);
      continue;
    }
    const app = await batch.application(str(d.applicationId));
    if (!app || app.lastPosition >= position) continue;
    const next = evolve(app.row, event, d, at.toISOString());
    batch.putApplication({ ...app, row: next, lastPosition: position });
    batch.move(contributionOf(app.row), contributionOf(next));
  }
  await batch.flush();
}

export const analyticsProjection = withErasure(
  defineProjection({
    name: 'analytics',
    version: 2,
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
    apply: (tx, event) => applyBatch(tx, [event]),
    applyBatch,
  }),
  eraseAnalytics,
);
