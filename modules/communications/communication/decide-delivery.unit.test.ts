import { describe, expect, it } from 'vitest';
import type { CommunicationStatus, DeliveryStatus } from './communication.ts';
import type { CommunicationCommand } from './decide.ts';
import { now, at, given, decide, historyAt, report, statusAfter } from './decide-fixtures.ts';

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
