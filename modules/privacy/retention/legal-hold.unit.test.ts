import { describe, expect, it } from 'vitest';
import { legalHoldDecider, type LegalHoldEvent, type LegalHoldState } from './legal-hold.ts';
import { announcedBy, retentionNoticeDecider, type RetentionErasureAnnounced } from './notice.ts';

const now = new Date('2026-11-28T03:00:00Z');
const base = { applicationId: 'a1', companyId: 'c1', actorId: 'u1', now };
const state = (...events: LegalHoldEvent[]): LegalHoldState =>
  events.reduce(legalHoldDecider.evolve, legalHoldDecider.initialState());
const place = (s: LegalHoldState, reason = 'Employment tribunal claim 42') =>
  legalHoldDecider.decide({ type: 'PlaceLegalHold', ...base, reason }, s) as LegalHoldEvent[];

describe('legal hold', () => {
  it('is placed with a reason and lifted with one, as facts', () => {
    const placed = place(state());
    expect(placed).toEqual([
      {
        type: 'LegalHoldPlaced',
        data: {
          applicationId: 'a1',
          companyId: 'c1',
          reason: 'Employment tribunal claim 42',
          placedBy: 'u1',
          placedAt: now.toISOString(),
        },
      },
    ]);
    expect(state(...placed)).toMatchObject({ held: true, reason: 'Employment tribunal claim 42' });
    const lifted = legalHoldDecider.decide(
      { type: 'LiftLegalHold', ...base, reason: 'Claim settled' },
      state(...placed),
    );
    expect(lifted).toEqual([
      { type: 'LegalHoldLifted', data: expect.objectContaining({ reason: 'Claim settled', liftedBy: 'u1' }) },
    ]);
    expect(state(...placed, ...(lifted as LegalHoldEvent[]))).toEqual({ held: false });
  });

  it('refuses a hold twice, a lift without a hold and an empty or long reason', () => {
    const held = state(...place(state()));
    expect(() => place(held)).toThrow(expect.objectContaining({ code: 'LEGAL_HOLD.ALREADY_HELD' }));
    expect(() => legalHoldDecider.decide({ type: 'LiftLegalHold', ...base, reason: 'x' }, state())).toThrow(
      expect.objectContaining({ code: 'LEGAL_HOLD.NOT_HELD' }),
    );
    expect(() => place(state(), '   ')).toThrow(expect.objectContaining({ code: 'LEGAL_HOLD.REASON_REQUIRED' }));
    expect(() => place(state(), 'x'.repeat(501))).toThrow(
      expect.objectContaining({ code: 'LEGAL_HOLD.REASON_REQUIRED' }),
    );
  });
});

describe('retention notice', () => {
  const announce = (
    s: ReturnType<typeof retentionNoticeDecider.initialState>,
    noticeId: string,
    ids: [string, string][],
  ) =>
    retentionNoticeDecider.decide(
      {
        type: 'AnnounceErasure',
        companyId: 'c1',
        noticeId,
        applications: ids.map(([applicationId, eraseOn]) => ({ applicationId, eraseOn })),
        now,
      },
      s,
    ) as RetentionErasureAnnounced[];
  const fold = (events: RetentionErasureAnnounced[]) =>
    events.reduce(retentionNoticeDecider.evolve, retentionNoticeDecider.initialState());

  it('tells each application once per date, and a retried run finds what it told', () => {
    const first = announce(retentionNoticeDecider.initialState(), 'run-1', [
      ['a1', 'd1'],
      ['a2', 'd1'],
    ]);
    expect(first).toHaveLength(1);
    const told = fold(first);
    expect(
      announce(told, 'run-1', [
        ['a1', 'd1'],
        ['a2', 'd1'],
      ]),
    ).toEqual([]);
    expect(announcedBy(told, 'run-1')).toEqual([
      { applicationId: 'a1', eraseOn: 'd1' },
      { applicationId: 'a2', eraseOn: 'd1' },
    ]);
    const next = announce(told, 'run-2', [
      ['a1', 'd1'],
      ['a2', 'd2'],
      ['a3', 'd2'],
    ]);
    expect(next[0]?.data.applications).toEqual([
      { applicationId: 'a2', eraseOn: 'd2' },
      { applicationId: 'a3', eraseOn: 'd2' },
    ]);
    expect(announcedBy(fold([...first, ...next]), 'run-1')).toEqual([{ applicationId: 'a1', eraseOn: 'd1' }]);
  });
});
