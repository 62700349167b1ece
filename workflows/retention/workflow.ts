import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { RetentionActivities } from './activities.ts';
import { RETENTION_ERASE_CHUNK, type RetentionRunInput, type RetentionRunResult } from './messages.ts';

// Each step retries until it succeeds; announcing and erasing are idempotent.
const { retentionPlan, retentionAnnounce, retentionErase } = proxyActivities<RetentionActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes' },
});

/**
 * The daily retention run (issue #22), started by the `privacy-retention` Schedule: reads which applications'
 * retention ends soon or has ended (the rules are @tawzeef/privacy's), tells each company once about what it will
 * erase and when, and erases what the company was told about and whose date has come.
 */
export async function privacyRetentionWorkflow(input: RetentionRunInput = {}): Promise<RetentionRunResult> {
  // The activity reads the clock when no time is given (workflow code does not).
  const plan = await retentionPlan(input.now ?? null);
  const now = plan.now;
  const noticeId = workflowInfo().workflowId;
  let announced = 0;
  for (const notice of plan.notices) announced += await retentionAnnounce(notice, noticeId);
  let erased = 0;
  let held = 0;
  for (let i = 0; i < plan.erase.length; i += RETENTION_ERASE_CHUNK) {
    const result = await retentionErase(plan.erase.slice(i, i + RETENTION_ERASE_CHUNK));
    erased += result.erased;
    held += result.held;
  }
  return { now, announced, companiesTold: plan.notices.length, erased, held };
}
