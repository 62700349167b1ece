import { settingsLimits } from '@tawzeef/interviews/rules';
import { ApiError } from '../../api/client.ts';
import type { InterviewSettings } from './types.ts';

/** The three per-job interview timers; empty text keeps the platform default. */
export const timingFields = ['remindAfterHours', 'expireAfterHours', 'maxDurationMinutes'] as const;
export type TimingField = (typeof timingFields)[number];
export type TimingValues = Record<TimingField, string>;

/** The server's limits and the platform defaults used when a value is null. */
export const timingLimits: Record<TimingField, readonly [number, number]> = settingsLimits;
export const timingDefaults: Record<TimingField, number> = {
  remindAfterHours: 24,
  expireAfterHours: 72,
  maxDurationMinutes: 45,
};

/** A rule broken by one field: a translation key under jobTiming.errors with its placeholders. */
export interface TimingError {
  key: 'notNumber' | 'range' | 'wholeMinutes' | 'reminderBeforeExpiry';
  params?: Record<string, number>;
}
export type TimingErrors = Partial<Record<TimingField, TimingError>>;

export const emptyTiming: TimingValues = { remindAfterHours: '', expireAfterHours: '', maxDurationMinutes: '' };

const parse = (text: string): number | null | typeof NaN => {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : NaN;
};

/** The server's settings as form text (null = default, shown as an empty field). */
export function timingValuesOf(own: Partial<Record<TimingField, number | null>> | null | undefined): TimingValues {
  const text = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '');
  return {
    remindAfterHours: text(own?.remindAfterHours),
    expireAfterHours: text(own?.expireAfterHours),
    maxDurationMinutes: text(own?.maxDurationMinutes),
  };
}

/**
 * The server's rules: each value empty or within its limits, whole minutes, and the reminder before the expiry.
 * Unlike the server, a reminder is also compared with the default expiry (and an expiry with the default
 * reminder), because that is when the invitation would really expire.
 */
export function validateTiming(values: TimingValues): TimingErrors {
  const errors: TimingErrors = {};
  const numbers: Partial<Record<TimingField, number | null>> = {};
  for (const field of timingFields) {
    const value = parse(values[field]);
    const [min, max] = timingLimits[field];
    if (value !== null && Number.isNaN(value)) errors[field] = { key: 'notNumber' };
    else if (value !== null && (value < min || value > max)) errors[field] = { key: 'range', params: { min, max } };
    else if (field === 'maxDurationMinutes' && value !== null && !Number.isInteger(value))
      errors[field] = { key: 'wholeMinutes' };
    else numbers[field] = value;
  }
  if (!errors.remindAfterHours && !errors.expireAfterHours) {
    const remind = numbers.remindAfterHours ?? timingDefaults.remindAfterHours;
    const expire = numbers.expireAfterHours ?? timingDefaults.expireAfterHours;
    const changed = numbers.remindAfterHours != null || numbers.expireAfterHours != null;
    if (changed && remind >= expire)
      errors[numbers.remindAfterHours != null ? 'remindAfterHours' : 'expireAfterHours'] = {
        key: 'reminderBeforeExpiry',
      };
  }
  return errors;
}

/** The PUT body; call only when validateTiming found nothing. */
export function timingBody(values: TimingValues): InterviewSettings {
  const value = (field: TimingField) => {
    const parsed = parse(values[field]);
    return parsed === null || Number.isNaN(parsed) ? null : parsed;
  };
  return {
    remindAfterHours: value('remindAfterHours'),
    expireAfterHours: value('expireAfterHours'),
    maxDurationMinutes: value('maxDurationMinutes'),
  };
}

export const sameTiming = (a: TimingValues, b: TimingValues) =>
  JSON.stringify(timingBody(a)) === JSON.stringify(timingBody(b));
export const isDefaultTiming = (values: TimingValues) => sameTiming(values, emptyTiming);

/** Server field errors (400 problem details) or the INTERVIEW.INVALID rule, put back on the fields. */
export function timingServerErrors(error: unknown): TimingErrors | null {
  if (!(error instanceof ApiError)) return null;
  const found: TimingErrors = {};
  for (const name of Object.keys(error.byField)) {
    if ((timingFields as readonly string[]).includes(name)) {
      const field = name as TimingField;
      const [min, max] = timingLimits[field];
      found[field] = { key: 'range', params: { min, max } };
    }
  }
  if (error.code === 'INTERVIEW.INVALID') {
    const text = error.message;
    const field = timingFields.find((f) => text.startsWith(f));
    if (field) found[field] = { key: 'range', params: { min: timingLimits[field][0], max: timingLimits[field][1] } };
    else if (/before the expiry/i.test(text)) found.remindAfterHours = { key: 'reminderBeforeExpiry' };
  }
  return Object.keys(found).length > 0 ? found : null;
}
