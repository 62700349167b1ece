import type { ApplicationStatus } from './application.ts';

/** Where a recruiter may not move an application: the candidate's withdrawal and a hire are final. */
const finalStatuses: ReadonlySet<ApplicationStatus> = new Set(['WITHDRAWN', 'HIRED']);

export const isFinalStatus = (status: ApplicationStatus): boolean => finalStatuses.has(status);

/**
 * Recruiters may set any status (the spec enforces no order), except that WITHDRAWN belongs to the
 * candidate, HIRED follows an offer, and a withdrawn or hired application no longer moves.
 */
export function canChangeStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (finalStatuses.has(from) || to === 'WITHDRAWN') return false;
  if (to === 'HIRED') return from === 'OFFERED';
  return true;
}

/** The hiring funnel, in order: an application counts in each stage it reached (APPLIED is its submission). */
export const hiringFunnelStages = [
  'APPLIED',
  'REVIEWING',
  'INTERVIEW_SCHEDULED',
  'INTERVIEWED',
  'OFFERED',
  'HIRED',
] as const;
export type HiringFunnelStage = (typeof hiringFunnelStages)[number];

/** A candidate may withdraw until the application is decided (hired or rejected) or already withdrawn. */
export const canWithdraw = (status: string): boolean => !['WITHDRAWN', 'HIRED', 'REJECTED'].includes(status);

/** The candidate's list shows fewer statuses than the pipeline: both interview steps read 'interview', HIRED 'accepted'. */
export const candidateStatusFilters = [
  'all',
  'submitted',
  'reviewing',
  'interview',
  'offered',
  'accepted',
  'rejected',
  'withdrawn',
] as const;
export type CandidateStatusFilter = (typeof candidateStatusFilters)[number];
export type CandidateDisplayStatus = Exclude<CandidateStatusFilter, 'all'>;

export const candidateDisplayStatus: Record<ApplicationStatus, CandidateDisplayStatus> = {
  SUBMITTED: 'submitted',
  REVIEWING: 'reviewing',
  INTERVIEW_SCHEDULED: 'interview',
  INTERVIEWED: 'interview',
  OFFERED: 'offered',
  HIRED: 'accepted',
  REJECTED: 'rejected',
  WITHDRAWN: 'withdrawn',
};
