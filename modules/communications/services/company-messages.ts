import { isUuid, uuidV5 } from '@tawzeef/shared';
import type { CallOutcome, CommunicationType, Direction, Links } from '../communication/communication.ts';
import { communicationErrors } from '../errors.ts';
import type { CommunicationStore } from './communication-store.ts';
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

/** What a recruiter does with messages: send (or reply, record, log a call), retry a failed one, archive. */
export function companyMessages(deps: CommunicationsDeps, { run, current, unsendable, queue }: CommunicationStore) {
  const { directory } = deps;

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
  };
}
