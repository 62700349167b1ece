import { ActivityFailure, proxyActivities } from '@temporalio/workflow';
import type { CommunicationActivities } from './activities.ts';
import type { CommunicationDeliveryInput, CommunicationDeliveryResult } from './messages.ts';

// About 40 minutes of backoff before giving up: 5 s, 10 s, 20 s, … capped at 15 minutes.
const { deliverCommunication } = proxyActivities<CommunicationActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '15 minutes', maximumAttempts: 10 },
});
const { giveUpCommunication } = proxyActivities<CommunicationActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 20 },
});

/** Sends one outbound message (`communication-<id>`): retried with backoff, recorded FAILED when it never goes. */
export async function communicationDeliveryWorkflow(
  input: CommunicationDeliveryInput,
): Promise<CommunicationDeliveryResult> {
  try {
    const status = await deliverCommunication(input.communicationId);
    return { communicationId: input.communicationId, status };
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    const cause = error.cause?.message ?? error.message;
    await giveUpCommunication(input.communicationId, cause);
    return { communicationId: input.communicationId, status: 'failed' };
  }
}
