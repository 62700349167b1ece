import type { AuditStage } from './categories.ts';

/** The hiring funnel's six stages (APPLIED … HIRED, as analytics records them) folded into the audit's five. */
const fromFunnel: AuditStage[] = ['applied', 'reviewed', 'interview', 'interview', 'offer', 'hired'];
const fromStatus: Record<string, AuditStage> = {
  REVIEWING: 'reviewed',
  INTERVIEW_SCHEDULED: 'interview',
  INTERVIEWED: 'interview',
  OFFERED: 'offer',
  HIRED: 'hired',
};

/**
 * The furthest stage an application reached: from the first entry into each funnel stage when known (a rejected or
 * withdrawn application keeps what it reached), else from its current status.
 */
export function reachedStage(stageAt: (string | null)[] | null, status: string): AuditStage {
  if (stageAt) {
    for (let k = fromFunnel.length - 1; k > 0; k--) if (stageAt[k]) return fromFunnel[k]!;
    return 'applied';
  }
  return fromStatus[status] ?? 'applied';
}
