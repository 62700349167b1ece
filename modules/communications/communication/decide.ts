import type { Decider } from '@tawzeef/shared';
import { communicationErrors } from '../errors.ts';
import {
  evolveCommunication,
  initialCommunicationState,
  statusRank,
  type CallOutcome,
  type CommunicationEvent,
  type CommunicationQueued,
  type CommunicationReceived,
  type CommunicationState,
  type CommunicationStatus,
  type CommunicationType,
  type Direction,
  type Links,
  type Reason,
} from './communication.ts';
import { MAX_DURATION_SECONDS, maxContentLength } from './limits.ts';

export { MAX_DURATION_SECONDS, maxContentLength };

/** `channel` is the message's type (the command's own `type` names the command). */
export type QueueCommunication = { type: 'QueueCommunication'; channel: CommunicationQueued['data']['type'] } & Omit<
  CommunicationQueued['data'],
  'queuedAt' | 'type'
> & {
    /** Why it cannot be sent at all (channel not configured, no address): recorded as FAILED at once. */
    unsendable: Reason | null;
    now: Date;
  };

export type ReceiveCommunication = { type: 'ReceiveCommunication'; channel: CommunicationType } & Omit<
  CommunicationReceived['data'],
  'receivedAt' | 'type'
> & { now: Date };

export type LogPhoneCall = Links & {
  type: 'LogPhoneCall';
  communicationId: string;
  companyId: string;
  direction: Direction;
  outcome: CallOutcome;
  durationSeconds: number;
  notes: string | null;
  content: string;
  authorId: string | null;
  replyToId: string | null;
  now: Date;
};

export type CommunicationCommand =
  | QueueCommunication
  | ReceiveCommunication
  | LogPhoneCall
  /** The provider accepted the message (the sending activity); only a queued message moves. */
  | { type: 'RecordProviderAcceptance'; providerMessageId: string | null; now: Date }
  /** Sending gave up (refused, or retries exhausted); only a queued message fails this way. */
  | { type: 'FailSending'; reason: Reason; now: Date }
  /** A provider's status report (webhook); reports that would move the message backwards are ignored. */
  | {
      type: 'RecordDeliveryStatus';
      status: CommunicationStatus;
      providerMessageId: string | null;
      reason: Reason | null;
      now: Date;
    }
  /**
   * Send a failed message again. `unsendable` as for QueueCommunication: still unsendable, it fails again at once,
   * with today's reason.
   */
  | { type: 'RetrySending'; companyId: string; actorId: string | null; unsendable: Reason | null; now: Date }
  | { type: 'ArchiveCommunication'; companyId: string; archived: boolean; actorId: string | null; now: Date };

const callStatus: Record<CallOutcome, CommunicationStatus> = {
  CONNECTED: 'DELIVERED',
  VOICEMAIL: 'DELIVERED',
  NO_ANSWER: 'SENT',
  BUSY: 'SENT',
  WRONG_NUMBER: 'FAILED',
};

function checkContent(type: CommunicationType, content: string, required = true): string {
  const text = content.trim();
  if (!text && required) throw communicationErrors.contentRequired();
  if (text.length > maxContentLength[type]) throw communicationErrors.contentTooLong(maxContentLength[type]);
  return text;
}

function decideStatus(
  state: Extract<CommunicationState, { exists: true }>,
  status: CommunicationStatus,
  providerMessageId: string | null,
  reason: Reason | null,
  at: string,
): CommunicationEvent[] {
  const { communicationId } = state;
  if (state.status === 'FAILED') return [];
  if (status === 'FAILED') {
    if (state.status === 'READ') return [];
    return [
      {
        type: 'CommunicationFailed',
        data: {
          communicationId,
          reason: reason ?? { code: 'PROVIDER.FAILED', message: 'Delivery failed.' },
          failedAt: at,
        },
      },
    ];
  }
  if (statusRank[status] <= statusRank[state.status]) return [];
  const events: CommunicationEvent[] = [];
  // A report can overtake the send's own answer: the message was evidently sent.
  if (state.status === 'QUEUED') {
    events.push({ type: 'CommunicationSent', data: { communicationId, providerMessageId, sentAt: at } });
  }
  if (status === 'DELIVERED')
    events.push({ type: 'CommunicationDelivered', data: { communicationId, deliveredAt: at } });
  if (status === 'READ') events.push({ type: 'CommunicationRead', data: { communicationId, readAt: at } });
  return events;
}

export function decideCommunication(command: CommunicationCommand, state: CommunicationState): CommunicationEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'QueueCommunication': {
      if (state.exists) return [];
      const { now: _now, type: _type, unsendable, channel, ...data } = command;
      const content = checkContent(channel, data.content);
      const subject = channel === 'EMAIL' ? data.subject?.trim() || null : null;
      const queued: CommunicationEvent = {
        type: 'CommunicationQueued',
        data: { ...data, type: channel, subject, content, queuedAt: at },
      };
      if (!unsendable) return [queued];
      return [
        queued,
        {
          type: 'CommunicationFailed',
          data: { communicationId: data.communicationId, reason: unsendable, failedAt: at },
        },
      ];
    }
    case 'ReceiveCommunication': {
      if (state.exists) return [];
      const { now: _now, type: _type, channel, ...data } = command;
      const content = checkContent(channel, data.content, false);
      const subject = channel === 'EMAIL' ? data.subject?.trim() || null : null;
      return [{ type: 'CommunicationReceived', data: { ...data, type: channel, subject, content, receivedAt: at } }];
    }
    case 'LogPhoneCall': {
      if (state.exists) return [];
      const { now: _now, type: _type, ...data } = command;
      if (
        !Number.isInteger(data.durationSeconds) ||
        data.durationSeconds < 0 ||
        data.durationSeconds > MAX_DURATION_SECONDS
      )
        throw communicationErrors.invalidDuration();
      const notes = data.notes?.trim() || null;
      const content = checkContent('PHONE', data.content || notes || '', false);
      const status = callStatus[data.outcome];
      const failureReason =
        status === 'FAILED' ? { code: 'PHONE.WRONG_NUMBER', message: 'The number reached someone else.' } : null;
      return [{ type: 'PhoneCallLogged', data: { ...data, notes, content, status, failureReason, loggedAt: at } }];
    }
  }
  if (!state.exists) throw communicationErrors.notFound();
  const { communicationId } = state;
  switch (command.type) {
    case 'RecordProviderAcceptance':
      if (state.status !== 'QUEUED') return [];
      return [
        {
          type: 'CommunicationSent',
          data: { communicationId, providerMessageId: command.providerMessageId, sentAt: at },
        },
      ];
    case 'FailSending':
      if (state.status !== 'QUEUED') return [];
      return [{ type: 'CommunicationFailed', data: { communicationId, reason: command.reason, failedAt: at } }];
    case 'RecordDeliveryStatus':
      if (state.direction !== 'OUTBOUND' || state.type === 'PHONE') return [];
      return decideStatus(state, command.status, command.providerMessageId, command.reason, at);
    case 'RetrySending': {
      if (state.companyId !== command.companyId) throw communicationErrors.notFound();
      if (state.direction !== 'OUTBOUND' || state.type === 'PHONE') throw communicationErrors.notRetryable();
      if (state.status !== 'FAILED') throw communicationErrors.alreadySent();
      const requeued: CommunicationEvent = {
        type: 'CommunicationRequeued',
        data: { communicationId, attempt: state.attempt + 1, actorId: command.actorId, requeuedAt: at },
      };
      if (!command.unsendable) return [requeued];
      return [
        requeued,
        { type: 'CommunicationFailed', data: { communicationId, reason: command.unsendable, failedAt: at } },
      ];
    }
    case 'ArchiveCommunication':
      if (state.companyId !== command.companyId) throw communicationErrors.notFound();
      if (state.archived === command.archived) return [];
      return command.archived
        ? [{ type: 'CommunicationArchived', data: { communicationId, actorId: command.actorId, archivedAt: at } }]
        : [{ type: 'CommunicationUnarchived', data: { communicationId, actorId: command.actorId, unarchivedAt: at } }];
  }
}

export const communicationDecider: Decider<CommunicationState, CommunicationCommand, CommunicationEvent> = {
  initialState: initialCommunicationState,
  evolve: evolveCommunication,
  decide: decideCommunication,
};
