import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import { RETENTION_SCHEDULE_ID, RETENTION_WORKFLOW_TYPE } from './messages.ts';

/**
 * Creates the daily retention Schedule unless it exists (any process may call it at start; the second finds it).
 * It runs at 02:30 UTC; a run missed while Temporal was down is caught up within a day, and runs never overlap.
 * One found pointing at another task queue (a deployment that changed TEMPORAL_TASK_QUEUE, or tests that ran
 * against the same Temporal) is pointed at this one, or its runs would wait for a worker that never comes.
 */
export async function ensureRetentionSchedule(
  client: Client,
  taskQueue: string,
  scheduleId: string = RETENTION_SCHEDULE_ID,
): Promise<'created' | 'exists' | 'moved'> {
  try {
    await client.schedule.create({
      scheduleId,
      spec: { calendars: [{ hour: 2, minute: 30, comment: 'daily at 02:30 UTC' }] },
      action: {
        type: 'startWorkflow',
        workflowType: RETENTION_WORKFLOW_TYPE,
        workflowId: scheduleId,
        taskQueue,
        args: [{}],
      },
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
      state: {
        note:
          "Issue #22: erases the applications of candidates not hired once the company's retention period has " +
          'ended; each company is told 14 days before. Hired candidates and legal holds are exempt.',
      },
    });
    return 'created';
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    const handle = client.schedule.getHandle(scheduleId);
    const { action } = await handle.describe();
    if (action.type !== 'startWorkflow' || action.taskQueue === taskQueue) return 'exists';
    await handle.update((previous) => ({ ...previous, action: { ...action, taskQueue } }));
    return 'moved';
  }
}
