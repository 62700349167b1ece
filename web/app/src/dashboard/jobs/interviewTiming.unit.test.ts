import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import {
  emptyTiming,
  isDefaultTiming,
  sameTiming,
  timingBody,
  timingServerErrors,
  timingValuesOf,
  validateTiming,
} from './interviewTiming.ts';

const values = (v: Partial<typeof emptyTiming>) => ({ ...emptyTiming, ...v });

describe('interview timing rules', () => {
  it('accepts empty fields (platform defaults) and values inside the limits', () => {
    expect(validateTiming(emptyTiming)).toEqual({});
    expect(
      validateTiming(values({ remindAfterHours: '1', expireAfterHours: '720', maxDurationMinutes: '240' })),
    ).toEqual({});
    expect(validateTiming(values({ remindAfterHours: '12.5', maxDurationMinutes: '5' }))).toEqual({});
  });

  it('rejects values outside the server limits with the limits in the message', () => {
    expect(validateTiming(values({ remindAfterHours: '0' }))).toEqual({
      remindAfterHours: { key: 'range', params: { min: 1, max: 336 } },
    });
    expect(validateTiming(values({ expireAfterHours: '721' }))).toEqual({
      expireAfterHours: { key: 'range', params: { min: 1, max: 720 } },
    });
    expect(validateTiming(values({ maxDurationMinutes: '4' }))).toEqual({
      maxDurationMinutes: { key: 'range', params: { min: 5, max: 240 } },
    });
    expect(validateTiming(values({ maxDurationMinutes: '241' })).maxDurationMinutes?.key).toBe('range');
  });

  it('wants a number and whole minutes', () => {
    expect(validateTiming(values({ remindAfterHours: 'abc' })).remindAfterHours?.key).toBe('notNumber');
    expect(validateTiming(values({ expireAfterHours: '-3' })).expireAfterHours?.key).toBe('range');
    expect(validateTiming(values({ maxDurationMinutes: '30.5' })).maxDurationMinutes?.key).toBe('wholeMinutes');
  });

  it('needs the reminder before the expiry, also against the default expiry or reminder', () => {
    expect(validateTiming(values({ remindAfterHours: '48', expireAfterHours: '48' }))).toEqual({
      remindAfterHours: { key: 'reminderBeforeExpiry' },
    });
    expect(validateTiming(values({ remindAfterHours: '100' })).remindAfterHours?.key).toBe('reminderBeforeExpiry');
    expect(validateTiming(values({ expireAfterHours: '12' })).expireAfterHours?.key).toBe('reminderBeforeExpiry');
    expect(validateTiming(values({ remindAfterHours: '100', expireAfterHours: '200' }))).toEqual({});
    expect(validateTiming(values({ remindAfterHours: '2', expireAfterHours: '12' }))).toEqual({});
  });

  it('turns the form text into the PUT body (empty = null) and back', () => {
    expect(timingBody(values({ remindAfterHours: ' 12 ', maxDurationMinutes: '30' }))).toEqual({
      remindAfterHours: 12,
      expireAfterHours: null,
      maxDurationMinutes: 30,
    });
    expect(timingValuesOf({ remindAfterHours: 12, expireAfterHours: null, maxDurationMinutes: 30 })).toEqual(
      values({ remindAfterHours: '12', maxDurationMinutes: '30' }),
    );
    expect(timingValuesOf(null)).toEqual(emptyTiming);
    expect(isDefaultTiming(values({ remindAfterHours: '  ' }))).toBe(true);
    expect(sameTiming(values({ remindAfterHours: '12' }), values({ remindAfterHours: '12.0' }))).toBe(true);
  });

  it('puts server rejections back on their fields', () => {
    const zod = new ApiError(400, 'VALIDATION', 'Invalid', [{ path: 'expireAfterHours', message: 'Too big' }]);
    expect(timingServerErrors(zod)).toEqual({ expireAfterHours: { key: 'range', params: { min: 1, max: 720 } } });
    const rule = new ApiError(400, 'INTERVIEW.INVALID', 'The reminder must come before the expiry.');
    expect(timingServerErrors(rule)).toEqual({ remindAfterHours: { key: 'reminderBeforeExpiry' } });
    expect(timingServerErrors(new ApiError(500, 'X', 'boom'))).toBeNull();
    expect(timingServerErrors(new Error('x'))).toBeNull();
  });
});
