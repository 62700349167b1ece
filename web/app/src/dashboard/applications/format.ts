import type { ChipProps } from '@mui/material/Chip';
import { applicationStatuses, isFinalStatus } from '@tawzeef/applications/rules';
import type { ApplicationStatus, CompanyApplication, CvAnalysisResults } from './types.ts';
import { isErased, shown } from '../../privacy/erased.ts';

/** The pipeline's stages, in the order of the counter tiles. */
export const counterStatuses = [
  'SUBMITTED',
  'REVIEWING',
  'INTERVIEW_SCHEDULED',
  'INTERVIEWED',
  'OFFERED',
  'HIRED',
  'REJECTED',
] as const satisfies readonly ApplicationStatus[];

/** The status filter's options: every status, in the pipeline's order (HIRED is ours, added to the spec's list). */
export const filterStatuses = applicationStatuses;

/** The spec's badge colours: grey, blue, purple, indigo, green, red; HIRED a deeper green. */
export const statusSx: Record<ApplicationStatus, { bgcolor: string; color: string }> = {
  SUBMITTED: { bgcolor: 'grey.200', color: 'grey.800' },
  WITHDRAWN: { bgcolor: 'grey.200', color: 'grey.700' },
  REVIEWING: { bgcolor: '#dbeafe', color: '#1e40af' },
  INTERVIEW_SCHEDULED: { bgcolor: '#f3e8ff', color: '#6b21a8' },
  INTERVIEWED: { bgcolor: '#e0e7ff', color: '#3730a3' },
  OFFERED: { bgcolor: '#dcfce7', color: '#166534' },
  HIRED: { bgcolor: '#166534', color: '#ffffff' },
  REJECTED: { bgcolor: '#fee2e2', color: '#991b1b' },
};

export function nameParts(app: CompanyApplication): { first: string; last: string } {
  return {
    first: shown((app.candidate?.firstName ?? '').trim()),
    last: shown((app.candidate?.lastName ?? '').trim()),
  };
}

/** The full name, or '' when unknown (the screen shows its 'Unknown' fallback). */
export function fullName(app: CompanyApplication): string {
  const { first, last } = nameParts(app);
  const whole = shown(app.candidate?.fullName?.trim());
  if (whole) return whole;
  return first === last && isErased(app.candidate?.firstName) ? first : [first, last].filter(Boolean).join(' ');
}

export function initials(app: CompanyApplication): string {
  if (isErased(app.candidate?.firstName)) return '?';
  const { first, last } = nameParts(app);
  const letters = `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  return letters || '?';
}

export const emailOf = (app: CompanyApplication) => shown(app.candidate?.email ?? '');

/** The spec's rule: an analysis counts only with an overallFit and a summary that does not say it failed. */
export function validAnalysis(results: CvAnalysisResults | null | undefined): results is CvAnalysisResults {
  if (!results?.overallFit) return false;
  return !/analysis failed/i.test(results.summary ?? '');
}

export function experienceYears(app: CompanyApplication): number | undefined {
  const years =
    app.experienceYears ??
    (validAnalysis(app.cvAnalysisResults) ? app.cvAnalysisResults.experienceMatch?.years : undefined);
  return typeof years === 'number' && years > 0 ? Math.round(years * 10) / 10 : undefined;
}

export const aiScoreOf = (app: CompanyApplication) => scoreOrNull(app.aiScore ?? app.cvAnalysisScore);

/** Green at 70 or above, yellow (amber) at 40 or above, red below. */
export function scoreColor(score: number): 'success' | 'warning' | 'error' {
  if (score >= 70) return 'success';
  if (score >= 40) return 'warning';
  return 'error';
}

export function fitColor(fit: string | undefined): ChipProps['color'] {
  if (fit === 'Good' || fit === 'Excellent') return 'success';
  if (fit === 'Poor') return 'error';
  return 'warning';
}

export const scoreOrNull = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;

/** The overall score: the server's, else the CV score (the spec's placeholder rule). */
export const overallOf = (app: CompanyApplication) => scoreOrNull(app.overallScore) ?? scoreOrNull(app.cvAnalysisScore);

export const lastActivityOf = (app: CompanyApplication) => app.updatedAt ?? app.appliedAt;

export type Ago = { key: 'justNow' } | { key: 'hours' | 'days' | 'weeks'; count: number } | { key: 'oneDay' };

/** Under 1 hour 'Just now', hours up to 24, then '1 day ago', days, and weeks from 7 days. */
export function agoOf(iso: string, now = Date.now()): Ago {
  const hours = Math.floor((now - new Date(iso).getTime()) / 3_600_000);
  if (!(hours >= 1)) return { key: 'justNow' };
  if (hours < 24) return { key: 'hours', count: hours };
  const days = Math.floor(hours / 24);
  if (days === 1) return { key: 'oneDay' };
  if (days < 7) return { key: 'days', count: days };
  return { key: 'weeks', count: Math.floor(days / 7) };
}

/** Back arrows point the other way in Arabic. */
export const flipInRtl = {
  transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
};

/** A hired or withdrawn application no longer changes status (the server refuses it). */
export const isFinal = isFinalStatus;
