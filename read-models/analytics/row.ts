/**
 * One application as analytics sees it, and what it adds to its company's monthly bucket. Pure: the projection
 * folds events into the row, then moves the bucket by (new contribution − old contribution).
 */
import { hiringFunnelStages, type HiringFunnelStage } from '@tawzeef/applications';

export const stages = hiringFunnelStages;
export type Stage = HiringFunnelStage;

export type AnalyticsRow = {
  applicationId: string;
  companyId: string;
  jobId: string;
  department: string;
  location: string;
  source: string;
  status: string;
  /** First time the application entered each stage, APPLIED first (ISO strings or null). */
  stageAt: (string | null)[];
  rejectedAt: string | null;
  withdrawnAt: string | null;
  analysis: 'PENDING' | 'DONE' | 'FAILED';
  cvScore: number | null;
  /** ADVANCE when the analysis' overall fit is Excellent or Good, REJECT for Fair or Poor. */
  aiRecommendation: 'ADVANCE' | 'REJECT' | null;
  skills: string[];
  /** The job's monthly salary midpoint and currency when it applied. */
  salaryMonthly: number | null;
  salaryCurrency: string | null;
};

export const metricNames = [
  'applications',
  'reviewing',
  'interviewScheduled',
  'interviewed',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
  'hireDaysSum',
  'stage0DaysSum',
  'stage0N',
  'stage1DaysSum',
  'stage1N',
  'stage2DaysSum',
  'stage2N',
  'stage3DaysSum',
  'stage3N',
  'stage4DaysSum',
  'stage4N',
  'analysed',
  'failed',
  'scoreSum',
  'aiAdvance',
  'aiReject',
  'aiDecided',
  'aiAgreed',
  'salarySum',
  'salaryN',
] as const;
export type MetricName = (typeof metricNames)[number];
export type Metrics = Record<MetricName, number>;

export type BucketKey = {
  companyId: string;
  month: string;
  department: string;
  location: string;
  source: string;
  /** The job's salary currency ('' when none): the average hire salary only adds up one currency. */
  currency: string;
};
export type Contribution = { key: BucketKey; metrics: Metrics; skills: string[] };

/** The SQL column of a metric: stage0DaysSum -> stage_0_days_sum. */
export const columnOf = (name: string) => name.replace(/([A-Z]|\d+)/g, '_$1').toLowerCase();

export const emptyMetrics = (): Metrics => Object.fromEntries(metricNames.map((m) => [m, 0])) as Metrics;

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.max(0, (Date.parse(to) - Date.parse(from)) / DAY);

/** The furthest stage reached: 0 (applied) to 5 (hired). */
/** Days from applying to being hired; null until hired. */
export function hireDaysOf(row: Pick<AnalyticsRow, 'stageAt'>): number | null {
  const hiredAt = row.stageAt[5];
  return hiredAt ? days(row.stageAt[0]!, hiredAt) : null;
}

export function furthestStage(row: Pick<AnalyticsRow, 'stageAt'>): number {
  for (let k = stages.length - 1; k > 0; k--) if (row.stageAt[k]) return k;
  return 0;
}

/** When the application left stage k: the earliest later moment (a later stage, rejection or withdrawal). */
function leftStageAt(row: AnalyticsRow, k: number): string | null {
  const entered = row.stageAt[k];
  if (!entered) return null;
  const later = [...row.stageAt.slice(k + 1), row.rejectedAt, row.withdrawnAt].filter(
    (t): t is string => !!t && Date.parse(t) >= Date.parse(entered),
  );
  return later.length ? later.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b)) : null;
}

/**
 * The recruiter's decision: advancing means reaching an interview (or later); rejecting means REJECTED before any
 * interview. Anything else (still open, withdrawn) is no decision.
 */
export function recruiterDecision(row: AnalyticsRow): 'ADVANCE' | 'REJECT' | null {
  if (furthestStage(row) >= 2) return 'ADVANCE';
  if (row.status === 'REJECTED') return 'REJECT';
  return null;
}

export function contributionOf(row: AnalyticsRow): Contribution {
  const m = emptyMetrics();
  const reached = furthestStage(row);
  m.applications = 1;
  m.reviewing = reached >= 1 ? 1 : 0;
  m.interviewScheduled = reached >= 2 ? 1 : 0;
  m.interviewed = reached >= 3 ? 1 : 0;
  m.offered = reached >= 4 ? 1 : 0;
  m.hired = reached >= 5 ? 1 : 0;
  m.rejected = row.status === 'REJECTED' ? 1 : 0;
  m.withdrawn = row.status === 'WITHDRAWN' ? 1 : 0;
  m.hireDaysSum = hireDaysOf(row) ?? 0;
  for (let k = 0; k < 5; k++) {
    const left = leftStageAt(row, k);
    if (left) {
      m[`stage${k}DaysSum` as MetricName] = days(row.stageAt[k]!, left);
      m[`stage${k}N` as MetricName] = 1;
    }
  }
  m.analysed = row.analysis === 'DONE' ? 1 : 0;
  m.failed = row.analysis === 'FAILED' ? 1 : 0;
  m.scoreSum = row.analysis === 'DONE' ? (row.cvScore ?? 0) : 0;
  m.aiAdvance = row.aiRecommendation === 'ADVANCE' ? 1 : 0;
  m.aiReject = row.aiRecommendation === 'REJECT' ? 1 : 0;
  const decision = recruiterDecision(row);
  if (row.aiRecommendation && decision) {
    m.aiDecided = 1;
    m.aiAgreed = row.aiRecommendation === decision ? 1 : 0;
  }
  if (row.stageAt[5] && row.salaryMonthly !== null) {
    m.salarySum = row.salaryMonthly;
    m.salaryN = 1;
  }
  return {
    key: {
      companyId: row.companyId,
      month: `${row.stageAt[0]!.slice(0, 7)}-01`,
      department: row.department,
      location: row.location,
      source: row.source,
      currency: row.salaryCurrency ?? '',
    },
    metrics: m,
    skills: row.analysis === 'DONE' ? row.skills : [],
  };
}

const stageOfStatus: Record<string, number> = {
  REVIEWING: 1,
  INTERVIEW_SCHEDULED: 2,
  INTERVIEWED: 3,
  OFFERED: 4,
  HIRED: 5,
};

/** Folds a status change into the row: the first entry of each stage is kept. */
export function withStatus(row: AnalyticsRow, status: string, at: string): AnalyticsRow {
  const next = { ...row, status, stageAt: [...row.stageAt] };
  const k = stageOfStatus[status];
  if (k !== undefined && !next.stageAt[k]) next.stageAt[k] = at;
  if (status === 'REJECTED' && !next.rejectedAt) next.rejectedAt = at;
  if (status === 'WITHDRAWN' && !next.withdrawnAt) next.withdrawnAt = at;
  return next;
}

export const aiRecommendationOf = (overallFit: unknown): 'ADVANCE' | 'REJECT' | null =>
  overallFit === 'Excellent' || overallFit === 'Good'
    ? 'ADVANCE'
    : overallFit === 'Fair' || overallFit === 'Poor'
      ? 'REJECT'
      : null;
