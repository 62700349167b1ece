import { handleCommand, isUuid, uuidV5 } from '@tawzeef/shared';
import type { SendingType } from '../channels/channel.ts';
import {
  communicationStreamName,
  type CallOutcome,
  type CommunicationState,
  type CommunicationStatus,
  type CommunicationType,
  type Contact,
  type Direction,
  type CalendarAttachment,
  type Links,
  type Reason,
} from '../communication/communication.ts';
import { communicationDecider, type CommunicationCommand, type QueueCommunication } from '../communication/decide.ts';
import { communicationErrors } from '../errors.ts';
import { e164, phoneKey } from '../phone.ts';
import type { CommunicationRequest, CommunicationsDeps, Recipient } from './deps.ts';

export type SendInput = {
  type: CommunicationType;
  direction: Direction;
  applicationId?: string | null;
  candidateId?: string | null;
  jobId?: string | null;
  replyTo?: string | null;
  subject?: string | null;
  content?: string | null;
  outcome?: CallOutcome | null;
  durationSeconds?: number | null;
  notes?: string | null;
  /** The same key from the same company is the same message. */
  idempotencyKey?: string | null;
};

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

export type InboundInput = {
  type: 'WHATSAPP' | 'SMS';
  providerMessageId: string;
  from: string;
  content: string;
  senderName: string | null;
};

/** The id of the system message sent under `key` (SystemMessageInput.key): the same key is the same message. */
export const systemMessageId = (key: string) => uuidV5(`communication-system:${key}`);

/** A command id's key per delivery attempt; the first attempt keeps the key it always had. */
const attemptKey = (communicationId: string, attempt: number) =>
  attempt ? `${communicationId}:attempt-${attempt}` : communicationId;

const addressOf = (type: SendingType, contact: Contact | null) =>
  type === 'EMAIL' ? contact?.email?.trim() || null : phoneKey(contact?.phone);

/** Sending, logging calls, archiving, the delivery activity and the providers' reports. */
export function createCommunicationsService(deps: CommunicationsDeps) {
  const { store, directory, channels } = deps;

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

  /** Who the new message is about, from the reply, the application or the candidate; never another company's. */
  async function recipientOf(companyId: string, input: SendInput) {
    const ids = [input.replyTo, input.applicationId, input.jobId].filter((id): id is string => !!id);
    if (ids.some((id) => !isUuid(id))) throw communicationErrors.candidateNotFound();
    if (input.jobId && !(await directory.hasJob(companyId, input.jobId))) throw communicationErrors.jobNotFound();
    if (input.replyTo) {
      const thread = await directory.communication(companyId, input.replyTo);
      if (!thread) throw communicationErrors.notFound();
      const { type: _type, subject: _subject, ...links } = thread;
      return { links: { ...links, companyId } satisfies Links, thread };
    }
    let recipient: Recipient | null = null;
    if (input.applicationId) recipient = await directory.application(companyId, input.applicationId);
    else if (input.candidateId) {
      recipient = await directory.candidate(companyId, input.candidateId, input.jobId ?? null);
      // The pipeline's profile page is per application: its id is accepted where a candidate id is expected.
      if (!recipient && isUuid(input.candidateId))
        recipient = await directory.application(companyId, input.candidateId);
    }
    if (!recipient) throw communicationErrors.candidateNotFound();
    return { links: { ...recipient, jobId: recipient.jobId ?? input.jobId ?? null } satisfies Links, thread: null };
  }

  async function defaultSubject(companyId: string, thread: { subject: string | null } | null) {
    if (thread?.subject) return /^re:/i.test(thread.subject) ? thread.subject : `Re: ${thread.subject}`;
    return `Message from ${(await directory.companyName(companyId)) ?? 'Tawzeef'}`;
  }

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

  return {
    /** POST /api/communications: send (or reply), record an inbound message, or log a call. */
    async send(companyId: string, authorId: string | null, input: SendInput, request: CommunicationRequest) {
      const communicationId = input.idempotencyKey
        ? uuidV5(`communication:${companyId}:${input.idempotencyKey}`)
        : deps.newId();
      const { links, thread } = await recipientOf(companyId, input);
      const replyToId = input.replyTo ?? null;
      const now = deps.clock();
      if (input.type === 'PHONE') {
        if (!input.outcome) throw communicationErrors.notPhone();
        return run(
          communicationId,
          {
            type: 'LogPhoneCall',
            communicationId,
            ...links,
            companyId,
            direction: input.direction,
            outcome: input.outcome,
            durationSeconds: input.durationSeconds ?? 0,
            notes: input.notes ?? null,
            content: input.content ?? '',
            authorId,
            replyToId,
            now,
          },
          request,
        );
      }
      if (input.direction === 'INBOUND') {
        return run(
          communicationId,
          {
            type: 'ReceiveCommunication',
            channel: input.type,
            communicationId,
            ...links,
            companyId,
            subject: input.subject ?? null,
            content: input.content ?? '',
            providerMessageId: null,
            source: 'MANUAL',
            authorId,
            replyToId,
            now,
          },
          request,
        );
      }
      const subject =
        input.type === 'EMAIL' ? input.subject?.trim() || (await defaultSubject(companyId, thread)) : null;
      return queue(
        communicationId,
        {
          ...links,
          companyId,
          channel: input.type,
          subject,
          content: input.content ?? '',
          replyToId,
          origin: 'USER',
          authorId,
          systemKind: null,
        },
        request,
      );
    },

    /** Message detail's Retry: a failed outbound message is queued again and delivered as a new attempt. */
    async retry(companyId: string, communicationId: string, actorId: string | null, request: CommunicationRequest) {
      if (!isUuid(communicationId)) throw communicationErrors.notFound();
      const state = await current(communicationId);
      if (!state.exists || state.companyId !== companyId) throw communicationErrors.notFound();
      const reason = state.type === 'PHONE' ? null : unsendable(state.type, state.contact);
      const result = await run(
        communicationId,
        { type: 'RetrySending', companyId, actorId, unsendable: reason, now: deps.clock() },
        request,
      );
      if (result.state.exists && result.state.status === 'QUEUED')
        await deps.startDelivery(communicationId, result.state.attempt);
      return result;
    },

    async archive(
      companyId: string,
      communicationId: string,
      archived: boolean,
      actorId: string | null,
      request: CommunicationRequest,
    ) {
      if (!isUuid(communicationId)) throw communicationErrors.notFound();
      return run(
        communicationId,
        { type: 'ArchiveCommunication', companyId, archived, actorId, now: deps.clock() },
        request,
      );
    },

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

    /**
     * The delivery activity: sends a queued message once. The provider's acceptance is recorded before this
     * returns, so a retry after it finds the message SENT and calls no provider again.
     */
    async deliver(communicationId: string): Promise<{ status: 'sent' | 'failed' | 'already-done' }> {
      const state = await current(communicationId);
      if (!state.exists) throw communicationErrors.notFound();
      if (state.status !== 'QUEUED' || state.type === 'PHONE' || state.direction !== 'OUTBOUND')
        return { status: 'already-done' };
      const type = state.type;
      const request = (what: string) => ({
        commandId: uuidV5(`${what}:${attemptKey(communicationId, state.attempt)}`),
        actorId: null,
        correlationId: `communication-${communicationId}`,
      });
      const to = addressOf(type, state.contact);
      const footer = type === 'EMAIL' && state.origin === 'USER' ? deps.emailFooter?.({ jobId: state.jobId }) : null;
      const content = footer ? `${state.content}\n\n${footer}` : state.content;
      const outcome = to
        ? await channels[type].send({ communicationId, to, subject: state.subject, content, calendar: state.calendar })
        : { status: 'rejected' as const, reason: unsendable(type, state.contact)! };
      if (outcome.status === 'accepted') {
        await run(
          communicationId,
          { type: 'RecordProviderAcceptance', providerMessageId: outcome.providerMessageId, now: deps.clock() },
          request('accepted'),
        );
        return { status: 'sent' };
      }
      await run(
        communicationId,
        { type: 'FailSending', reason: outcome.reason, now: deps.clock() },
        request('refused'),
      );
      return { status: 'failed' };
    },

    /** After every retry failed (the workflow's last word). */
    async failSending(communicationId: string, reason: Reason) {
      const state = await current(communicationId);
      const request = {
        commandId: uuidV5(`gave-up:${attemptKey(communicationId, state.exists ? state.attempt : 0)}`),
        actorId: null,
        correlationId: communicationId,
      };
      await run(communicationId, { type: 'FailSending', reason, now: deps.clock() }, request);
    },

    /** A provider's status report, found by our id (callback data) or else by the provider's message id. */
    async recordStatus(report: {
      communicationId: string | null;
      providerMessageId: string | null;
      status: CommunicationStatus;
      reason: Reason | null;
      at?: Date | null;
    }): Promise<{ matched: boolean }> {
      let communicationId = report.communicationId && isUuid(report.communicationId) ? report.communicationId : null;
      if (communicationId && !(await current(communicationId)).exists) communicationId = null;
      if (!communicationId && report.providerMessageId)
        communicationId = await directory.communicationIdByProviderId(report.providerMessageId);
      if (!communicationId) return { matched: false };
      const key = `status:${communicationId}:${report.status}:${report.providerMessageId ?? ''}`;
      await run(
        communicationId,
        {
          type: 'RecordDeliveryStatus',
          status: report.status,
          providerMessageId: report.providerMessageId,
          reason: report.reason,
          now: report.at ?? deps.clock(),
        },
        { commandId: uuidV5(key), actorId: null, correlationId: communicationId },
      );
      return { matched: true };
    },

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

    current,
  };
}

export type CommunicationsService = ReturnType<typeof createCommunicationsService>;
