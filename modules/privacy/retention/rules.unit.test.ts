import { describe, expect, it } from 'vitest';
import { addMonths, planRetention, retentionStep, type RetentionFacts } from './rules.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-28T03:00:00Z');
const daysFrom = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
/** An application whose retention (24 months by default) ends `days` after now. */
const endingIn = (days: number, extra: Partial<RetentionFacts> = {}): RetentionFacts => ({
  applicationId: 'a1',
  companyId: 'c1',
  status: 'REJECTED',
  lastActivityAt: addMonths(daysFrom(now, days), -24),
  retentionMonths: null,
  held: false,
  noticeEraseOn: null,
  erasedAt: null,
  ...extra,
});
const step = (facts: RetentionFacts) => retentionStep(facts, now, 24);

describe('retention rules', () => {
  it('keeps a candidate not hired for 24 months after the last activity by default', () => {
    const facts = endingIn(0, { lastActivityAt: new Date('2024-11-28T03:00:00Z') });
    expect(step({ ...facts, lastActivityAt: new Date('2024-11-28T03:00:01Z') })).toMatchObject({ kind: 'notify' });
    expect(step({ ...facts, noticeEraseOn: new Date('2026-11-28T03:00:00Z') })).toEqual({ kind: 'erase' });
    expect(step({ ...facts, lastActivityAt: new Date('2025-06-01T00:00:00Z') })).toEqual({ kind: 'keep' });
  });

  it("uses the company's own period instead of the default", () => {
    const lastActivityAt = new Date('2026-05-28T03:00:00Z');
    expect(step(endingIn(0, { lastActivityAt, retentionMonths: 6 }))).toMatchObject({ kind: 'notify' });
    expect(step(endingIn(0, { lastActivityAt, retentionMonths: 12 }))).toEqual({ kind: 'keep' });
    const old = new Date('2023-11-28T03:00:00Z');
    expect(step(endingIn(0, { lastActivityAt: old, retentionMonths: 48 }))).toEqual({ kind: 'keep' });
  });

  it('never touches a hired, held or erased application', () => {
    const overdue = endingIn(-400, { noticeEraseOn: daysFrom(now, -300) });
    expect(step(overdue)).toEqual({ kind: 'erase' });
    expect(step({ ...overdue, status: 'HIRED' })).toEqual({ kind: 'exempt' });
    expect(step({ ...overdue, held: true })).toEqual({ kind: 'exempt' });
    expect(step({ ...overdue, erasedAt: daysFrom(now, -1) })).toEqual({ kind: 'exempt' });
    for (const status of ['SUBMITTED', 'REVIEWING', 'OFFERED', 'REJECTED', 'WITHDRAWN']) {
      expect(step({ ...overdue, status })).toEqual({ kind: 'erase' });
    }
  });

  it('tells the company 14 days before, to the day, with the end as the date', () => {
    expect(step(endingIn(14.0001))).toEqual({ kind: 'keep' });
    const fourteen = endingIn(14);
    expect(step(fourteen)).toEqual({ kind: 'notify', eraseOn: daysFrom(now, 14) });
    expect(step(endingIn(3))).toEqual({ kind: 'notify', eraseOn: daysFrom(now, 14) });
  });

  it('gives a full 14 days when the end has already passed: nothing is erased before the company is told', () => {
    expect(step(endingIn(-90))).toEqual({ kind: 'notify', eraseOn: daysFrom(now, 14) });
  });

  it('erases on the date it gave, not a day before, and tells once', () => {
    const told = endingIn(-2, { noticeEraseOn: daysFrom(now, 0.5) });
    expect(step(told)).toEqual({ kind: 'wait', eraseOn: daysFrom(now, 0.5) });
    expect(step({ ...told, noticeEraseOn: now })).toEqual({ kind: 'erase' });
    expect(step(endingIn(10, { noticeEraseOn: daysFrom(now, 10) }))).toMatchObject({ kind: 'wait' });
  });

  it('tells again when new activity moved the end past the date it gave', () => {
    const moved = endingIn(30, { noticeEraseOn: daysFrom(now, -1) });
    expect(step(moved)).toEqual({ kind: 'keep' });
    expect(step({ ...moved, lastActivityAt: addMonths(daysFrom(now, 5), -24) })).toEqual({
      kind: 'notify',
      eraseOn: daysFrom(now, 14),
    });
  });

  it('counts calendar months, the 31st ending on the last day of a shorter month', () => {
    expect(addMonths(new Date('2024-01-31T10:00:00Z'), 1).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2024-08-31T10:00:00Z'), 6).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2024-11-28T03:00:00Z'), 24).toISOString()).toBe('2026-11-28T03:00:00.000Z');
  });

  it('plans one notice per company and the erasures of the run', () => {
    const plan = planRetention(
      [
        endingIn(5, { applicationId: 'n1', companyId: 'c1' }),
        endingIn(-5, { applicationId: 'n2', companyId: 'c1' }),
        endingIn(8, { applicationId: 'n3', companyId: 'c2' }),
        endingIn(-20, { applicationId: 'e1', companyId: 'c1', noticeEraseOn: daysFrom(now, -1) }),
        endingIn(-20, { applicationId: 'h1', companyId: 'c1', status: 'HIRED' }),
        endingIn(-20, { applicationId: 'l1', companyId: 'c2', held: true }),
        endingIn(100, { applicationId: 'k1', companyId: 'c2' }),
      ],
      now,
      24,
    );
    expect(plan.erase).toEqual(['e1']);
    expect(plan.notices).toEqual([
      {
        companyId: 'c1',
        applications: [
          { applicationId: 'n1', eraseOn: daysFrom(now, 14).toISOString() },
          { applicationId: 'n2', eraseOn: daysFrom(now, 14).toISOString() },
        ],
      },
      { companyId: 'c2', applications: [{ applicationId: 'n3', eraseOn: daysFrom(now, 14).toISOString() }] },
    ]);
  });
});
