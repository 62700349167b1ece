import { Client, Connection } from '@temporalio/client';
import { TASK_QUEUE } from './task-queues.ts';
import { rebuildWorkflowId, type RebuildReadModelsInput } from './read-models/messages.ts';
import type { rebuildReadModelsWorkflow } from './read-models/workflow.ts';

export async function connectClient(address: string, namespace: string): Promise<Client> {
  const connection = await Connection.connect({ address, connectTimeout: '5s' });
  return new Client({ connection, namespace });
}

export function startReadModelRebuild(client: Client, input: RebuildReadModelsInput) {
  return client.workflow.start<typeof rebuildReadModelsWorkflow>('rebuildReadModelsWorkflow', {
    taskQueue: TASK_QUEUE,
    workflowId: rebuildWorkflowId(input.name),
    args: [input],
    workflowIdConflictPolicy: 'USE_EXISTING',
  });
}
