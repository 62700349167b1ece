import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { interviewerTaskQueue, interviewRoomWorkflowId } from './messages.ts';
import type { interviewRoomWorkflow } from './workflow.ts';

/**
 * Asks for an AI interviewer in the room. While one holds it, asking again is a no-op; after it has
 * finished (no candidate came, or the interview ended), a new request starts a new run.
 */
export async function dispatchInterviewer(
  client: Client,
  taskQueue: string,
  roomName: string,
): Promise<'dispatched' | 'already-dispatched'> {
  try {
    await client.workflow.start<typeof interviewRoomWorkflow>('interviewRoomWorkflow', {
      taskQueue,
      workflowId: interviewRoomWorkflowId(roomName),
      args: [{ roomName, interviewerTaskQueue: interviewerTaskQueue(taskQueue) }],
      workflowIdConflictPolicy: 'FAIL',
      workflowIdReusePolicy: 'ALLOW_DUPLICATE',
    });
    return 'dispatched';
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError) return 'already-dispatched';
    throw error;
  }
}
