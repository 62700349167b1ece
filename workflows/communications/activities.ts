import type { CommunicationsService } from '@tawzeef/communications';
import type { CommunicationDeliveryResult } from './messages.ts';

export type CommunicationActivities = {
  /** Sends a queued message once; a transient failure throws (retried), a refusal records FAILED. */
  deliverCommunication(communicationId: string): Promise<CommunicationDeliveryResult['status']>;
  /** Records FAILED after the last retry; nothing when the message already left the queue. */
  giveUpCommunication(communicationId: string, message: string): Promise<void>;
};

export const communicationActivities = (impl: CommunicationActivities): CommunicationActivities => ({
  deliverCommunication: (communicationId) => impl.deliverCommunication(communicationId),
  giveUpCommunication: (communicationId, message) => impl.giveUpCommunication(communicationId, message),
});

/** The delivery workflow's activities over the communications service. */
export const deliveryActivities = (service: Pick<CommunicationsService, 'deliver' | 'failSending'>) =>
  communicationActivities({
    deliverCommunication: async (communicationId) => (await service.deliver(communicationId)).status,
    giveUpCommunication: (communicationId, message) =>
      service.failSending(communicationId, { code: 'PROVIDER.UNAVAILABLE', message }),
  });
