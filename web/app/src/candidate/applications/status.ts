import { candidateDisplayStatus, candidateStatusFilters, canWithdraw } from '@tawzeef/applications/rules';
import type { DisplayStatus } from '../../api/applications-candidate.ts';

/** The spec's list mapping (HIRED reaches 'accepted'); the server sends it, this covers older rows. */
export function displayStatusOf(status: string, sent?: string): DisplayStatus {
  if (sent && (candidateStatusFilters as readonly string[]).includes(sent) && sent !== 'all')
    return sent as DisplayStatus;
  return (candidateDisplayStatus as Record<string, DisplayStatus>)[status] ?? 'submitted';
}

/** Badge colours: yellow submitted, blue reviewing, purple interview, emerald offered, green accepted, red rejected, grey otherwise. */
export const badgeColors: Record<DisplayStatus, { bg: string; fg: string }> = {
  submitted: { bg: '#fef9c3', fg: '#854d0e' },
  reviewing: { bg: '#dbeafe', fg: '#1e40af' },
  interview: { bg: '#f3e8ff', fg: '#6b21a8' },
  offered: { bg: '#d1fae5', fg: '#065f46' },
  accepted: { bg: '#dcfce7', fg: '#166534' },
  rejected: { bg: '#fee2e2', fg: '#991b1b' },
  withdrawn: { bg: '#f3f4f6', fg: '#374151' },
};

/** Score colours: 80 and above green, 60-79 yellow, below 60 red. */
export function scoreColor(score: number): 'success' | 'warning' | 'error' {
  if (score >= 80) return 'success';
  if (score >= 60) return 'warning';
  return 'error';
}

/** The bar never shrinks below 5 percent, so a low score still shows. */
export const barWidth = (score: number) => Math.min(100, Math.max(5, score));

/** Overall fit: Excellent, Good, Fair; anything else is the lowest (red). */
export function fitColor(fit: string | null | undefined): 'success' | 'info' | 'warning' | 'error' {
  if (fit === 'Excellent') return 'success';
  if (fit === 'Good') return 'info';
  if (fit === 'Fair') return 'warning';
  return 'error';
}

export const withdrawable = canWithdraw;
