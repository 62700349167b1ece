import { handleCommand, uuidV5 } from '@tawzeef/shared';
import type { SendingType } from '../channels/channel.ts';
import {
  communicationStreamName,
  type CommunicationState,
  type Contact,
  type Reason,
} from '../communication/communication.ts';
import { communicationDecider, type CommunicationCommand, type QueueCommunication } from '../communication/decide.ts';
import { phoneKey } from '../phone.ts';
import type { CommunicationRequest, CommunicationsDeps } from './deps.ts';

/** A command id's key per delivery attempt; the first attempt keeps the key it always had. */
export const attemptKey = (communicationId: string, attempt: number) =>
  attempt ? `${communicationId}:attempt-${attempt}` : communicationId;

export const addressOf = (type: SendingType, contact: Contact | null) =>
  type === 'EMAIL' ? contact?.email?.trim() || null : phoneKey(contact?.phone);

/** The id of the system message sent under `key` (SystemMessageInput.key): the same key is the same message. */
export const systemMessageId = (key: string) => uuidV5(`communication-system:${key}`);

/** What every use case of the service shares: running a command on a message's stream, its current state, queueing. */
export function createCommunicationStore(deps: CommunicationsDeps) {
  const { store, channels } = deps;

  const run = async (communicationId: string, command: CommunicationCommand, request: CommunicationRequest) => {
    const result = await handleCommand(store, communicationStreamName(communicationId), communicationDecider, command, {
      ...request,
      now: command.now,
    });
    return { communicationId, position: result.globalPosition, state: result.state, events: result.events };
  };

  const current = async (communicationId: string): Promise<CommunicationState> => {
    const { events } = await store.readStream(communicationStreamName(communicationId));
    return (events as unknown as Parameters<typeof communicationDecider.evolve>[1][]).reduce(
      communicationDecider.evolve,
      communicationDecider.initialState(),
    );
  };

  function unsendable(type: SendingType, contact: Contact | null): Reason | null {
    const channel = channels[type];
    if (!channel.configured) {
      return { code: 'CHANNEL.NOT_CONFIGURED', message: `Not configured: set ${channel.missing.join(', ')}.` };
    }
    if (addressOf(type, contact)) return null;
    return type === 'EMAIL'
      ? { code: 'RECIPIENT.NO_EMAIL', message: 'The candidate has no e-mail address.' }
      : { code: 'RECIPIENT.NO_PHONE', message: 'The candidate has no valid phone number.' };
  }

  async function queue(
    communicationId: string,
    data: Omit<QueueCommunication, 'type' | 'communicationId' | 'unsendable' | 'now'>,
    request: CommunicationRequest,
  ) {
    const result = await run(
      communicationId,
      {
        type: 'QueueCommunication',
        communicationId,
        ...data,
        unsendable: unsendable(data.channel, data.contact),
        now: deps.clock(),
      },
      request,
    );
    if (result.state.exists && result.state.status === 'QUEUED') await deps.startDelivery(communicationId);
    return result;
  }

  return { run, current, unsendable, queue };
}

export type CommunicationStore = ReturnType<typeof createCommunicationStore>;
