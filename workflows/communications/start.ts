import type { Client } from '@temporalio/client';
import { communicationWorkflowId } from './messages.ts';
import type { communicationDeliveryWorkflow } from './workflow.ts';

/** Starts `communication-<id>`; starting it again for the same message is a no-op. */
export async function startCommunicationDelivery(client: Client, taskQueue: string, communicationId: string) {
  await client.workflow.start<typeof communicationDeliveryWorkflow>('communicationDeliveryWorkflow', {
    taskQueue,
    workflowId: communicationWorkflowId(communicationId),
    args: [{ communicationId }],
    workflowIdConflictPolicy: 'USE_EXISTING',
    workflowIdReusePolicy: 'REJECT_DUPLICATE',
  });
}
