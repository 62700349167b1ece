import { describe, expect, it } from 'vitest';
import { decideSettings, settingsDecider, type ChangeInterviewSettings } from './settings.ts';

const now = new Date('2026-03-01T10:00:00Z');
const change = (over: Partial<ChangeInterviewSettings> = {}): ChangeInterviewSettings => ({
  type: 'ChangeInterviewSettings',
  jobId: 'j1',
  companyId: 'c1',
  changedBy: 'u1',
  remindAfterHours: 12,
  expireAfterHours: 48,
  maxDurationMinutes: 30,
  now,
  ...over,
});

describe('job interview settings', () => {
  it('records a change once; the same values again are a no-op', () => {
    const [event] = decideSettings(change(), settingsDecider.initialState());
    expect(event).toEqual({
      type: 'InterviewSettingsChanged',
      data: {
        jobId: 'j1',
        companyId: 'c1',
        changedBy: 'u1',
        remindAfterHours: 12,
        expireAfterHours: 48,
        maxDurationMinutes: 30,
        changedAt: now.toISOString(),
      },
    });
    expect(decideSettings(change(), settingsDecider.evolve(settingsDecider.initialState(), event!))).toEqual([]);
  });

  it('keeps null as "the default" and refuses out-of-range values or a reminder after the expiry', () => {
    expect(decideSettings(change({ remindAfterHours: null }), settingsDecider.initialState())).toHaveLength(1);
    expect(() => decideSettings(change({ maxDurationMinutes: 2 }), settingsDecider.initialState())).toThrow(/between/);
    expect(() => decideSettings(change({ remindAfterHours: 48 }), settingsDecider.initialState())).toThrow(
      /before the expiry/,
    );
  });
});
