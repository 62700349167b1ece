import type { Decider } from '@tawzeef/shared';
import { jobErrors } from '../errors.ts';

/** One stream per candidate: the set of job ids they saved. */
export const savedJobsStreamName = (userId: string) => `savedjobs-${userId}`;

export type JobSaved = { type: 'JobSaved'; data: { userId: string; jobId: string; savedAt: string } };
export type JobUnsaved = { type: 'JobUnsaved'; data: { userId: string; jobId: string; unsavedAt: string } };
export type SavedJobsEvent = JobSaved | JobUnsaved;

export type SavedJobsState = { jobIds: ReadonlySet<string> };

export type SavedJobsCommand =
  /** `jobIsPublic` is looked up by the caller: only a job on the board can be saved. */
  | { type: 'SaveJob'; userId: string; jobId: string; jobIsPublic: boolean; now: Date }
  | { type: 'UnsaveJob'; userId: string; jobId: string; now: Date };

export function evolveSavedJobs(state: SavedJobsState, event: SavedJobsEvent): SavedJobsState {
  const jobIds = new Set(state.jobIds);
  if (event.type === 'JobSaved') jobIds.add(event.data.jobId);
  else if (event.type === 'JobUnsaved') jobIds.delete(event.data.jobId);
  return { jobIds };
}

export function decideSavedJobs(command: SavedJobsCommand, state: SavedJobsState): SavedJobsEvent[] {
  const { userId, jobId } = command;
  const at = command.now.toISOString();
  if (command.type === 'SaveJob') {
    if (state.jobIds.has(jobId)) return [];
    if (!command.jobIsPublic) throw jobErrors.notFound();
    return [{ type: 'JobSaved', data: { userId, jobId, savedAt: at } }];
  }
  if (!state.jobIds.has(jobId)) return [];
  return [{ type: 'JobUnsaved', data: { userId, jobId, unsavedAt: at } }];
}

export const savedJobsDecider: Decider<SavedJobsState, SavedJobsCommand, SavedJobsEvent> = {
  initialState: () => ({ jobIds: new Set() }),
  evolve: evolveSavedJobs,
  decide: decideSavedJobs,
};
