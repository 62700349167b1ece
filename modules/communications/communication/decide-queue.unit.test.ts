import { describe, expect, it } from 'vitest';
import { decideCommunication, type CommunicationCommand } from './decide.ts';
import { now, at, contact, queueOf, given, decide, queued, failed, historyAt } from './decide-fixtures.ts';

describe('queueing an outbound message', () => {
  it('records it QUEUED with trimmed content', () => {
    const events = decide(queueOf(), []);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'CommunicationQueued', data: { content: 'Hi Sara', queuedAt: at } });
    expect(given(...events)).toMatchObject({ status: 'QUEUED', direction: 'OUTBOUND' });
  });

  it('keeps the subject for EMAIL only', () => {
    expect(decide(queueOf({ subject: ' Interview ' }), [])[0]!.data).toMatchObject({ subject: 'Interview' });
    expect(decide(queueOf({ channel: 'SMS' }), [])[0]!.data).toMatchObject({ type: 'SMS', subject: null });
  });

  it('records an unsendable message as FAILED at once, with the reason', () => {
    const reason = { code: 'CHANNEL.NOT_CONFIGURED', message: 'Not configured: set SMTP_URL.' };
    const events = decide(queueOf({ unsendable: reason }), []);
    expect(events.map((e) => e.type)).toEqual(['CommunicationQueued', 'CommunicationFailed']);
    expect(given(...events)).toMatchObject({ status: 'FAILED', failureReason: reason });
  });

  it('refuses an empty or too long message', () => {
    expect(() => decide(queueOf({ content: '  ' }), [])).toThrow(
      expect.objectContaining({ code: 'COMMUNICATION.CONTENT_REQUIRED' }),
    );
    expect(() => decide(queueOf({ channel: 'SMS', content: 'x'.repeat(1601) }), [])).toThrow(
      expect.objectContaining({ code: 'COMMUNICATION.CONTENT_TOO_LONG' }),
    );
    expect(decide(queueOf({ content: 'x'.repeat(1601) }), [])).toHaveLength(1);
  });

  it('is idempotent: queueing the same id again records nothing', () => {
    expect(decide(queueOf(), [queued()])).toEqual([]);
  });
});

describe('retrying a failed message', () => {
  const retry = (over: Partial<{ companyId: string; unsendable: { code: string; message: string } | null }> = {}) =>
    ({ type: 'RetrySending', companyId: 'c1', actorId: 'u1', unsendable: null, now, ...over }) as CommunicationCommand;

  it('queues a failed message again as the next attempt, and the provider can then accept it', () => {
    const events = decide(retry(), historyAt.FAILED);
    expect(events).toEqual([
      { type: 'CommunicationRequeued', data: { communicationId: 'm1', attempt: 1, actorId: 'u1', requeuedAt: at } },
    ]);
    const state = given(...historyAt.FAILED, ...events);
    expect(state).toMatchObject({ status: 'QUEUED', failureReason: null, attempt: 1 });
    const accepted = decideCommunication({ type: 'RecordProviderAcceptance', providerMessageId: 'p2', now }, state);
    expect(accepted.map((e) => e.type)).toEqual(['CommunicationSent']);
    const second = decide(retry(), [...historyAt.FAILED, ...events, failed()]);
    expect(second[0]!.data).toMatchObject({ attempt: 2 });
  });

  it('fails again at once, with the reason of today, when the message still cannot be sent', () => {
    const reason = { code: 'CHANNEL.NOT_CONFIGURED', message: 'Not configured: set SMTP_URL.' };
    const events = decide(retry({ unsendable: reason }), historyAt.FAILED);
    expect(events.map((e) => e.type)).toEqual(['CommunicationRequeued', 'CommunicationFailed']);
    expect(given(...historyAt.FAILED, ...events)).toMatchObject({
      status: 'FAILED',
      failureReason: reason,
      attempt: 1,
    });
  });

  it.each(['QUEUED', 'SENT', 'DELIVERED', 'READ'] as const)('refuses a %s message: it did not fail', (status) => {
    expect(() => decide(retry(), historyAt[status])).toThrow(
      expect.objectContaining({ code: 'COMMUNICATION.ALREADY_SENT' }),
    );
  });

  it("refuses a received message and a logged call, and does not see another company's", () => {
    const inbound = decide(
      {
        type: 'ReceiveCommunication',
        channel: 'SMS',
        communicationId: 'm1',
        companyId: 'c1',
        candidateId: null,
        applicationId: null,
        jobId: null,
        contact,
        subject: null,
        content: 'Hi',
        providerMessageId: 'SM1',
        source: 'PROVIDER',
        authorId: null,
        replyToId: null,
        now,
      },
      [],
    );
    expect(() => decide(retry(), inbound)).toThrow(expect.objectContaining({ code: 'COMMUNICATION.NOT_RETRYABLE' }));
    expect(() => decide(retry({ companyId: 'c2' }), historyAt.FAILED)).toThrow(
      expect.objectContaining({ code: 'COMMUNICATION.NOT_FOUND' }),
    );
  });
});
