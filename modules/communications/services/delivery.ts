import { isUuid, uuidV5 } from '@tawzeef/shared';
import type { CommunicationStatus, Reason } from '../communication/communication.ts';
import { communicationErrors } from '../errors.ts';
import { addressOf, attemptKey, type CommunicationStore } from './communication-store.ts';
import type { CommunicationsDeps } from './deps.ts';

/** The delivery activity, the workflow's giving up, and the providers' status reports. */
export function delivery(deps: CommunicationsDeps, { run, current, unsendable }: CommunicationStore) {
  const { directory, channels } = deps;
  return {
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
  };
}
