import { isUuid, uuidV5 } from '@tawzeef/shared';
import type { SendingType } from '../channels/channel.ts';
import type { CalendarAttachment } from '../communication/communication.ts';
import { communicationErrors } from '../errors.ts';
import { systemMessageId, type CommunicationStore } from './communication-store.ts';
import type { CommunicationsDeps } from './deps.ts';

export type SystemMessageInput = {
  companyId: string;
  applicationId: string;
  type: SendingType;
  subject: string | null;
  content: string;
  /** What sends it: `interview-invitation`, `interview-reminder`, `status-update`, … */
  kind: string;
  /** Unique per message (e.g. `status-update:<applicationId>:<position>`): repeating it sends nothing twice. */
  key: string;
  /** E-mail only: an interview's calendar invitation. */
  calendar?: CalendarAttachment | null;
};

/** Messages the platform sends on its own (invitations, reminders, status updates), once per key. */
export function systemMessages(deps: CommunicationsDeps, { queue }: CommunicationStore) {
  const { directory } = deps;
  return {
    /** The port the application and interview side uses for messages the platform itself sends to a candidate. */
    async recordSystemMessage(input: SystemMessageInput) {
      const recipient = isUuid(input.applicationId)
        ? await directory.application(input.companyId, input.applicationId)
        : null;
      if (!recipient) throw communicationErrors.candidateNotFound();
      const communicationId = systemMessageId(input.key);
      const request = { commandId: uuidV5(`queue:${communicationId}`), actorId: null, correlationId: input.key };
      return queue(
        communicationId,
        {
          ...recipient,
          channel: input.type,
          subject: input.type === 'EMAIL' ? input.subject : null,
          content: input.content,
          replyToId: null,
          origin: 'SYSTEM',
          authorId: null,
          systemKind: input.kind,
          ...(input.type === 'EMAIL' && input.calendar ? { calendar: input.calendar } : {}),
        },
        request,
      );
    },
  };
}
