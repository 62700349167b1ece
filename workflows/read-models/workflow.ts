import { proxyActivities } from '@temporalio/workflow';
import type { ReadModelActivities } from './activities.ts';
import type { RebuildReadModelsInput, RebuildReadModelsResult } from './messages.ts';

const { rebuildReadModels } = proxyActivities<ReadModelActivities>({
  startToCloseTimeout: '30 minutes',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumAttempts: 5 },
});

/** Ops start a rebuild here so it is retried, visible and auditable in the Temporal UI. */
export async function rebuildReadModelsWorkflow(input: RebuildReadModelsInput): Promise<RebuildReadModelsResult> {
  return rebuildReadModels(input.name);
}
