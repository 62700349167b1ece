import type { Client } from '@temporalio/client';
import { cvReadingWorkflowId, type CvReadingInput } from '../cvs/messages.ts';
import type { cvReadingWorkflow } from '../cvs/workflow.ts';
import { hiringWorkflowId, type HiringInput } from './messages.ts';
import { initialHiringSearchAttributes } from './search-attributes.ts';
import type { hiringWorkflow } from './workflow.ts';

/** Starts `hiring-<applicationId>`; starting it again for the same application is a no-op. */
export async function startHiring(client: Client, taskQueue: string, input: HiringInput): Promise<void> {
  await client.workflow.start<typeof hiringWorkflow>('hiringWorkflow', {
    taskQueue,
    workflowId: hiringWorkflowId(input.applicationId),
    args: [input],
    typedSearchAttributes: initialHiringSearchAttributes(input),
    workflowIdConflictPolicy: 'USE_EXISTING',
    workflowIdReusePolicy: 'REJECT_DUPLICATE',
  });
}

export async function startCvReading(client: Client, taskQueue: string, input: CvReadingInput): Promise<void> {
  await client.workflow.start<typeof cvReadingWorkflow>('cvReadingWorkflow', {
    taskQueue,
    workflowId: cvReadingWorkflowId(input.cvId),
    args: [input],
    workflowIdConflictPolicy: 'USE_EXISTING',
    workflowIdReusePolicy: 'REJECT_DUPLICATE',
  });
}
