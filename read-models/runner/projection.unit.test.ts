import type { RecordedEvent } from '@tawzeef/shared';
import { describe, expect, it } from 'vitest';
import { defineProjection, occurredAtOf, streamTypeOf } from './projection.ts';

const event = (metadata: Record<string, unknown>) => ({ metadata }) as unknown as RecordedEvent;

describe('projection helpers', () => {
  it('takes the stream type from the prefix before the first dash', () => {
    expect(streamTypeOf('job-42')).toBe('job');
    expect(streamTypeOf('application-1-2')).toBe('application');
    expect(streamTypeOf('standalone')).toBe('standalone');
  });

  it('reads occurredAt defensively: a missing or broken timestamp is null, never a throw', () => {
    expect(occurredAtOf(event({ occurredAt: '2025-01-02T03:04:05.000Z' }))?.toISOString()).toBe(
      '2025-01-02T03:04:05.000Z',
    );
    expect(occurredAtOf(event({ occurredAt: 'yesterday' }))).toBeNull();
    expect(occurredAtOf(event({}))).toBeNull();
    expect(occurredAtOf({} as RecordedEvent)).toBeNull();
  });

  it('accepts only kebab-case names, which become checkpoint keys and schema names', () => {
    const base = { version: 1, tables: [], apply: async () => {} };
    expect(defineProjection({ ...base, name: 'job-board' }).name).toBe('job-board');
    expect(() => defineProjection({ ...base, name: 'Job Board' })).toThrow(/kebab-case/);
    expect(() => defineProjection({ ...base, name: 'x"; drop' })).toThrow(/kebab-case/);
  });
});
