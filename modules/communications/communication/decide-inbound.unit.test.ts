import { describe, expect, it } from 'vitest';
import type { CommunicationCommand } from './decide.ts';
import { now, contact, given, decide, queued, report } from './decide-fixtures.ts';

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
