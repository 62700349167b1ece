import type { Client } from '@temporalio/client';
import { humanInterviewChanged, humanInterviewWorkflowId } from './messages.ts';
import type { humanInterviewWorkflow } from './workflow.ts';

/** Starts `human-interview-<id>` (a running one is kept) and, for a change, wakes it to read the interview again. */
export async function startHumanInterview(
  client: Client,
  taskQueue: string,
  interviewId: string,
  change: boolean,
): Promise<void> {
  const workflowId = humanInterviewWorkflowId(interviewId);
  try {
    await client.workflow.start<typeof humanInterviewWorkflow>('humanInterviewWorkflow', {
      taskQueue,
      workflowId,
      args: [{ interviewId }],
      workflowIdConflictPolicy: 'USE_EXISTING',
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
    });
  } catch (error) {
    // Closed already (cancelled, or over): the change has nothing left to do.
    if ((error as { name?: string }).name === 'WorkflowExecutionAlreadyStartedError') return;
    throw error;
  }
  if (!change) return;
  try {
    await client.workflow.getHandle(workflowId).signal(humanInterviewChanged);
  } catch (error) {
    if ((error as { name?: string }).name !== 'WorkflowNotFoundError') throw error;
  }
}
