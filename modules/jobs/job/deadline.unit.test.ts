import { describe, expect, it } from 'vitest';
import { deadlineInFuture, deadlineInstant } from './fields.ts';

describe('deadlineInstant (the job board and the decider read the deadline through it)', () => {
  it('closes a date-only deadline at the end of that day, UTC', () => {
    expect(deadlineInstant('2026-12-01')?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('keeps an exact instant as given', () => {
    expect(deadlineInstant('2026-12-01T09:30:00+03:00')?.toISOString()).toBe('2026-12-01T06:30:00.000Z');
  });

  it('gives null for no deadline or one that is not a date', () => {
    expect(deadlineInstant(null)).toBeNull();
    expect(deadlineInstant('')).toBeNull();
    expect(deadlineInstant('next week')).toBeNull();
  });
});

describe('deadlineInFuture', () => {
  const now = new Date('2026-11-27T16:00:00.000Z');
  it('takes a date after today (UTC) and refuses today', () => {
    expect(deadlineInFuture('2026-11-28', now)).toBe(true);
    expect(deadlineInFuture('2026-11-27', now)).toBe(false);
  });
});
