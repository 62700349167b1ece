import { isUuid } from '@tawzeef/shared';
import { interviewDecider } from '../interview/decide.ts';
import { interviewStreamName } from '../interview/interview.ts';
import {
  interviewSettingsStreamName,
  settingsDecider,
  type InterviewSettingsChanged,
  type JobInterviewSettings,
} from '../settings/settings.ts';
import type { InterviewsDeps, InterviewSettings } from './deps.ts';
import { interviewStreams } from './interview-streams.ts';

const ROOM_PREFIX = 'interview-';

export const interviewIdOfRoom = (roomNameOrId: string) =>
  roomNameOrId.startsWith(ROOM_PREFIX) ? roomNameOrId.slice(ROOM_PREFIX.length) : roomNameOrId;

/** What every use case of the service shares: running a command on an interview's stream, its state, the job's timers. */
export function createInterviewStore(deps: InterviewsDeps) {
  const { store } = deps;

  const { run, load } = interviewStreams(store, interviewStreamName, interviewDecider);

  /** The job's own settings (null where it keeps the default). */
  const jobSettings = async (jobId: string): Promise<JobInterviewSettings> => {
    if (!isUuid(jobId)) return settingsDecider.initialState();
    const { events } = await store.readStream<InterviewSettingsChanged>(interviewSettingsStreamName(jobId));
    return (events as unknown as InterviewSettingsChanged[]).reduce(
      settingsDecider.evolve,
      settingsDecider.initialState(),
    );
  };

  const settingsFor = async (jobId: string): Promise<InterviewSettings> => {
    const own = await jobSettings(jobId);
    return {
      remindAfterHours: own.remindAfterHours ?? deps.defaults.remindAfterHours,
      expireAfterHours: own.expireAfterHours ?? deps.defaults.expireAfterHours,
      maxDurationMinutes: own.maxDurationMinutes ?? deps.defaults.maxDurationMinutes,
    };
  };

  return { run, load, jobSettings, settingsFor };
}

export type InterviewStore = ReturnType<typeof createInterviewStore>;
