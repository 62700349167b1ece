import { companyMessages } from './company-messages.ts';
import { createCommunicationStore } from './communication-store.ts';
import { delivery } from './delivery.ts';
import type { CommunicationsDeps } from './deps.ts';
import { inboundMessages } from './inbound.ts';
import { systemMessages } from './system-messages.ts';

export { systemMessageId } from './communication-store.ts';
export type { SendInput } from './company-messages.ts';
export type { InboundInput } from './inbound.ts';
export type { SystemMessageInput } from './system-messages.ts';

/** Sending, logging calls, archiving, the delivery activity and the providers' reports. */
export function createCommunicationsService(deps: CommunicationsDeps) {
  const store = createCommunicationStore(deps);
  return {
    ...companyMessages(deps, store),
    ...systemMessages(deps, store),
    ...delivery(deps, store),
    ...inboundMessages(deps, store),
    current: store.current,
  };
}

export type CommunicationsService = ReturnType<typeof createCommunicationsService>;
