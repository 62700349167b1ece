import { uuidV5 } from '@tawzeef/shared';
import type { Contact } from '../communication/communication.ts';
import { e164, phoneKey } from '../phone.ts';
import type { CommunicationStore } from './communication-store.ts';
import type { CommunicationsDeps } from './deps.ts';

export type InboundInput = {
  type: 'WHATSAPP' | 'SMS';
  providerMessageId: string;
  from: string;
  content: string;
  senderName: string | null;
};

/** Messages candidates send to the company's WhatsApp or SMS number, as the provider's webhook hands them over. */
export function inboundMessages(deps: CommunicationsDeps, { run }: CommunicationStore) {
  const { directory } = deps;
  return {
    /** An inbound WhatsApp or SMS; the provider's message id makes a redelivered webhook record it once. */
    async receive(input: InboundInput) {
      const communicationId = uuidV5(`communication-inbound:${input.type}:${input.providerMessageId}`);
      const key = phoneKey(input.from);
      const links = key ? await directory.linkPhone(key) : null;
      const [firstName = '', ...rest] = (input.senderName ?? '').trim().split(/\s+/);
      const contact: Contact = links?.contact
        ? { ...links.contact, phone: e164(key) }
        : { firstName, lastName: rest.join(' '), email: null, phone: e164(key) };
      return run(
        communicationId,
        {
          type: 'ReceiveCommunication',
          communicationId,
          companyId: links?.companyId ?? null,
          candidateId: links?.candidateId ?? null,
          applicationId: links?.applicationId ?? null,
          jobId: links?.jobId ?? null,
          contact,
          channel: input.type,
          subject: null,
          content: input.content,
          providerMessageId: input.providerMessageId,
          source: 'PROVIDER',
          authorId: null,
          replyToId: null,
          now: deps.clock(),
        },
        { commandId: uuidV5(`receive:${communicationId}`), actorId: null, correlationId: communicationId },
      );
    },
  };
}
