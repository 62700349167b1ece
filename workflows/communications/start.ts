import type { Client } from '@temporalio/client';
import { communicationWorkflowId } from './messages.ts';
import type { communicationDeliveryWorkflow } from './workflow.ts';

/** Starts `communication-<id>` (or a retry's attempt); starting it again for the same attempt is a no-op. */
export async function startCommunicationDelivery(
  client: Client,
  taskQueue: string,
  communicationId: string,
  attempt = 0,
) {
  await client.workflow.start<typeof communicationDeliveryWorkflow>('communicationDeliveryWorkflow', {
    taskQueue,
    workflowId: communicationWorkflowId(communicationId, attempt),
    args: [{ communicationId }],
    workflowIdConflictPolicy: 'USE_EXISTING',
    workflowIdReusePolicy: 'REJECT_DUPLICATE',
  });
}

/** Starts `communication-<id>`; Temporal being down leaves the message queued (logged), never lost. */
export function deliveryStarter(
  client: Client,
  taskQueue: string,
  logger: { error(details: Record<string, unknown>, message: string): void },
) {
  return async (communicationId: string, attempt = 0) => {
    try {
      await startCommunicationDelivery(client, taskQueue, communicationId, attempt);
    } catch (error) {
      if ((error as { name?: string }).name === 'WorkflowExecutionAlreadyStartedError') return;
      logger.error({ err: error, communicationId }, 'could not start the delivery of a communication');
    }
  };
}
