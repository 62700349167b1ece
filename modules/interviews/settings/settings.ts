import type { Decider } from '@tawzeef/shared';
import { interviewErrors } from '../errors.ts';
import { settingsLimits } from './limits.ts';

/** A job's own interview timers (stream `interview-settings-<jobId>`); missing values take the platform defaults. */
export const interviewSettingsStreamName = (jobId: string) => `interview-settings-${jobId}`;

export type JobInterviewSettings = {
  remindAfterHours: number | null;
  expireAfterHours: number | null;
  maxDurationMinutes: number | null;
};

export type InterviewSettingsChanged = {
  type: 'InterviewSettingsChanged';
  data: JobInterviewSettings & { jobId: string; companyId: string; changedBy: string | null; changedAt: string };
};

export type SettingsState = JobInterviewSettings;
export type ChangeInterviewSettings = JobInterviewSettings & {
  type: 'ChangeInterviewSettings';
  jobId: string;
  companyId: string;
  changedBy: string | null;
  now: Date;
};

export { settingsLimits };

const initial = (): SettingsState => ({ remindAfterHours: null, expireAfterHours: null, maxDurationMinutes: null });

export function decideSettings(command: ChangeInterviewSettings, state: SettingsState): InterviewSettingsChanged[] {
  for (const key of Object.keys(settingsLimits) as (keyof typeof settingsLimits)[]) {
    const value = command[key];
    const [min, max] = settingsLimits[key];
    if (value !== null && (!Number.isFinite(value) || value < min || value > max))
      throw interviewErrors.invalid(`${key} must be between ${min} and ${max}.`);
  }
  if (
    command.remindAfterHours !== null &&
    command.expireAfterHours !== null &&
    command.remindAfterHours >= command.expireAfterHours
  )
    throw interviewErrors.invalid('The reminder must come before the expiry.');
  const same = (Object.keys(settingsLimits) as (keyof SettingsState)[]).every((k) => state[k] === command[k]);
  if (same) return [];
  const { type: _t, now, ...data } = command;
  return [{ type: 'InterviewSettingsChanged', data: { ...data, changedAt: now.toISOString() } }];
}

export const settingsDecider: Decider<SettingsState, ChangeInterviewSettings, InterviewSettingsChanged> = {
  initialState: initial,
  evolve: (_state, event) => ({
    remindAfterHours: event.data.remindAfterHours,
    expireAfterHours: event.data.expireAfterHours,
    maxDurationMinutes: event.data.maxDurationMinutes,
  }),
  decide: decideSettings,
};
