import type { RetentionNoticePlan, RetentionRunPlan } from './messages.ts';

/**
 * What the retention run needs (typed structurally; the composition root passes @tawzeef/privacy's retention run):
 * the plan at a time, telling one company (in-app and by e-mail) and erasing applications (held ones are skipped).
 */
export type RetentionRunPort = {
  /** The plan at `now`, or at the clock's time when null. */
  plan(now: Date | null): Promise<RetentionRunPlan>;
  announce(notice: RetentionNoticePlan, noticeId: string): Promise<number>;
  erase(applicationIds: readonly string[]): Promise<{ erased: number; held: number }>;
};

export function retentionActivities(run: RetentionRunPort) {
  return {
    retentionPlan: (now: string | null) => run.plan(now ? new Date(now) : null),
    retentionAnnounce: (notice: RetentionNoticePlan, noticeId: string) => run.announce(notice, noticeId),
    retentionErase: (applicationIds: string[]) => run.erase(applicationIds),
  };
}
export type RetentionActivities = ReturnType<typeof retentionActivities>;
