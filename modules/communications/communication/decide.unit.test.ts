import { describe, expect, it } from 'vitest';
import {
  evolveCommunication,
  initialCommunicationState,
  type CommunicationEvent,
  type CommunicationStatus,
  type DeliveryStatus,
} from './communication.ts';
import { decideCommunication, type CommunicationCommand, type QueueCommunication } from './decide.ts';

const now = new Date('2026-03-01T10:00:00Z');
const at = now.toISOString();
const contact = { firstName: 'Sara', lastName: 'Ali', email: 'sara@example.com', phone: '+962791234567' };
const queueOf = (over: Partial<QueueCommunication> = {}): QueueCommunication => ({
  type: 'QueueCommunication',
  channel: 'EMAIL',
  communicationId: 'm1',
  companyId: 'c1',
  candidateId: 'cand1',
  applicationId: 'a1',
  jobId: 'j1',
  contact,
  subject: 'Hello',
  content: '  Hi Sara  ',
  replyToId: null,
  origin: 'USER',
  authorId: 'u1',
  systemKind: null,
  unsendable: null,
  now,
  ...over,
});

const given = (...events: CommunicationEvent[]) => events.reduce(evolveCommunication, initialCommunicationState());
const decide = (command: CommunicationCommand, events: CommunicationEvent[]) =>
  decideCommunication(command, given(...events));

const queued = (): CommunicationEvent => ({
  type: 'CommunicationQueued',
  data: {
    communicationId: 'm1',
    companyId: 'c1',
    candidateId: 'cand1',
    applicationId: 'a1',
    jobId: 'j1',
    contact,
    type: 'WHATSAPP',
    subject: null,
    content: 'Hi',
    replyToId: null,
    origin: 'USER',
    authorId: 'u1',
    systemKind: null,
    queuedAt: at,
  },
});
const sent = (): CommunicationEvent => ({
  type: 'CommunicationSent',
  data: { communicationId: 'm1', providerMessageId: 'wamid.1', sentAt: at },
});
const delivered = (): CommunicationEvent => ({
  type: 'CommunicationDelivered',
  data: { communicationId: 'm1', deliveredAt: at },
});
const read = (): CommunicationEvent => ({ type: 'CommunicationRead', data: { communicationId: 'm1', readAt: at } });
const failed = (): CommunicationEvent => ({
  type: 'CommunicationFailed',
  data: { communicationId: 'm1', reason: { code: 'X', message: 'x' }, failedAt: at },
});
const historyAt: Record<DeliveryStatus, CommunicationEvent[]> = {
  QUEUED: [queued()],
  SENT: [queued(), sent()],
  DELIVERED: [queued(), sent(), delivered()],
  READ: [queued(), sent(), delivered(), read()],
  FAILED: [queued(), failed()],
};
const report = (status: CommunicationStatus, providerMessageId: string | null = null): CommunicationCommand => ({
  type: 'RecordDeliveryStatus',
  status,
  providerMessageId,
  reason: status === 'FAILED' ? { code: 'WHATSAPP.131047', message: 'Re-engagement message' } : null,
  now,
});
const statusAfter = (from: DeliveryStatus, command: CommunicationCommand) => {
  const state = given(...historyAt[from], ...decide(command, historyAt[from]));
  return state.exists ? state.status : null;
};

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

describe('the delivery order', () => {
  it('the provider accepting moves QUEUED to SENT with its id, once', () => {
    const accept: CommunicationCommand = { type: 'RecordProviderAcceptance', providerMessageId: 'wamid.9', now };
    expect(decide(accept, historyAt.QUEUED)).toEqual([
      { type: 'CommunicationSent', data: { communicationId: 'm1', providerMessageId: 'wamid.9', sentAt: at } },
    ]);
    for (const from of ['SENT', 'DELIVERED', 'READ', 'FAILED'] as const)
      expect(decide(accept, historyAt[from])).toEqual([]);
  });

  it('giving up fails only a message still queued', () => {
    const give: CommunicationCommand = {
      type: 'FailSending',
      reason: { code: 'PROVIDER.UNAVAILABLE', message: 'x' },
      now,
    };
    expect(statusAfter('QUEUED', give)).toBe('FAILED');
    for (const from of ['SENT', 'DELIVERED', 'READ', 'FAILED'] as const)
      expect(decide(give, historyAt[from])).toEqual([]);
  });

  const table: [DeliveryStatus, CommunicationStatus, DeliveryStatus][] = [
    ['QUEUED', 'SENT', 'SENT'],
    ['QUEUED', 'DELIVERED', 'DELIVERED'],
    ['QUEUED', 'READ', 'READ'],
    ['QUEUED', 'FAILED', 'FAILED'],
    ['SENT', 'SENT', 'SENT'],
    ['SENT', 'DELIVERED', 'DELIVERED'],
    ['SENT', 'READ', 'READ'],
    ['SENT', 'FAILED', 'FAILED'],
    ['DELIVERED', 'SENT', 'DELIVERED'],
    ['DELIVERED', 'DELIVERED', 'DELIVERED'],
    ['DELIVERED', 'READ', 'READ'],
    ['DELIVERED', 'FAILED', 'FAILED'],
    ['READ', 'SENT', 'READ'],
    ['READ', 'DELIVERED', 'READ'],
    ['READ', 'READ', 'READ'],
    ['READ', 'FAILED', 'READ'],
    ['FAILED', 'SENT', 'FAILED'],
    ['FAILED', 'DELIVERED', 'FAILED'],
    ['FAILED', 'READ', 'FAILED'],
    ['FAILED', 'FAILED', 'FAILED'],
  ];
  it.each(table)('%s reported %s ends %s', (from, reported, to) => {
    expect(statusAfter(from, report(reported))).toBe(to);
  });

  it('a backwards or repeated report records nothing', () => {
    expect(decide(report('DELIVERED'), historyAt.READ)).toEqual([]);
    expect(decide(report('READ'), historyAt.READ)).toEqual([]);
  });

  it('a report overtaking the send records the send with the provider id first', () => {
    const events = decide(report('DELIVERED', 'wamid.7'), historyAt.QUEUED);
    expect(events.map((e) => e.type)).toEqual(['CommunicationSent', 'CommunicationDelivered']);
    expect(given(...historyAt.QUEUED, ...events)).toMatchObject({ status: 'DELIVERED', providerMessageId: 'wamid.7' });
  });

  it('a failure report carries its reason', () => {
    const events = decide(report('FAILED'), historyAt.SENT);
    expect(events).toEqual([
      {
        type: 'CommunicationFailed',
        data: {
          communicationId: 'm1',
          reason: { code: 'WHATSAPP.131047', message: 'Re-engagement message' },
          failedAt: at,
        },
      },
    ]);
  });

  it('statuses of an unknown message are refused', () => {
    expect(() => decide(report('SENT'), [])).toThrow(expect.objectContaining({ code: 'COMMUNICATION.NOT_FOUND' }));
  });
});

describe('inbound messages and calls', () => {
  const receive: CommunicationCommand = {
    type: 'ReceiveCommunication',
    channel: 'WHATSAPP',
    communicationId: 'in1',
    companyId: 'c1',
    candidateId: 'cand1',
    applicationId: 'a1',
    jobId: 'j1',
    contact,
    subject: 'ignored',
    content: 'Thanks!',
    providerMessageId: 'wamid.in',
    source: 'PROVIDER',
    authorId: null,
    replyToId: null,
    now,
  };

  it('an inbound message is recorded once, DELIVERED, without a subject, and statuses do not move it', () => {
    const events = decide(receive, []);
    expect(events[0]).toMatchObject({ type: 'CommunicationReceived', data: { subject: null, content: 'Thanks!' } });
    expect(given(...events)).toMatchObject({ direction: 'INBOUND', status: 'DELIVERED' });
    expect(decide(receive, events)).toEqual([]);
    expect(decide(report('READ'), events)).toEqual([]);
  });

  const call = (over: object = {}): CommunicationCommand =>
    ({
      type: 'LogPhoneCall',
      communicationId: 'p1',
      companyId: 'c1',
      candidateId: 'cand1',
      applicationId: 'a1',
      jobId: 'j1',
      contact,
      direction: 'OUTBOUND',
      outcome: 'CONNECTED',
      durationSeconds: 300,
      notes: ' Discussed the start date ',
      content: '',
      authorId: 'u1',
      replyToId: null,
      now,
      ...over,
    }) as CommunicationCommand;

  it.each([
    ['CONNECTED', 'DELIVERED'],
    ['VOICEMAIL', 'DELIVERED'],
    ['NO_ANSWER', 'SENT'],
    ['BUSY', 'SENT'],
    ['WRONG_NUMBER', 'FAILED'],
  ] as const)('a call %s is logged %s', (outcome, status) => {
    const events = decide(call({ outcome }), []);
    expect(given(...events)).toMatchObject({ type: 'PHONE', status });
  });

  it('a call keeps its notes as its content, refuses a bad duration, and providers never move it', () => {
    const events = decide(call(), []);
    expect(events[0]!.data).toMatchObject({ notes: 'Discussed the start date', content: 'Discussed the start date' });
    expect(() => decide(call({ durationSeconds: -1 }), [])).toThrow(
      expect.objectContaining({ code: 'COMMUNICATION.INVALID_DURATION' }),
    );
    expect(() => decide(call({ durationSeconds: 1.5 }), [])).toThrow();
    expect(decide(report('READ'), events)).toEqual([]);
  });
});

describe('archiving', () => {
  const archive = (archived: boolean, companyId = 'c1'): CommunicationCommand => ({
    type: 'ArchiveCommunication',
    companyId,
    archived,
    actorId: 'u1',
    now,
  });

  it('archives, is idempotent, and restores', () => {
    const archived = decide(archive(true), [queued()]);
    expect(archived.map((e) => e.type)).toEqual(['CommunicationArchived']);
    expect(decide(archive(true), [queued(), ...archived])).toEqual([]);
    expect(decide(archive(false), [queued(), ...archived]).map((e) => e.type)).toEqual(['CommunicationUnarchived']);
    expect(decide(archive(false), [queued()])).toEqual([]);
  });

  it("another company's message is not found", () => {
    expect(() => decide(archive(true, 'c2'), [queued()])).toThrow(
      expect.objectContaining({ code: 'COMMUNICATION.NOT_FOUND' }),
    );
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
