import { emptyJobFields, type JobFields } from './fields.ts';
import type { JobStatus } from './options.ts';

export const jobStreamName = (jobId: string) => `job-${jobId}`;

type E<T extends string, D> = { type: T; data: D & { jobId: string; companyId: string } };

export type JobDrafted = E<'JobDrafted', { fields: JobFields; createdBy: string | null; draftedAt: string }>;
export type JobPublished = E<'JobPublished', { publishedAt: string; deadline: string | null }>;
export type JobUpdated = E<'JobUpdated', { fields: JobFields; changed: string[]; updatedAt: string }>;
export type JobPaused = E<'JobPaused', { pausedAt: string }>;
export type JobActivated = E<'JobActivated', { activatedAt: string }>;
export type JobReopened = E<'JobReopened', { reopenedAt: string; previousStatus: JobStatus; deadline: string | null }>;
export type JobClosed = E<'JobClosed', { closedAt: string; previousStatus: JobStatus }>;
export type JobExpired = E<'JobExpired', { expiredAt: string; deadline: string | null; previousStatus: JobStatus }>;
export type JobDeleted = E<'JobDeleted', { deletedAt: string; previousStatus: JobStatus }>;

export type JobEvent =
  JobDrafted | JobPublished | JobUpdated | JobPaused | JobActivated | JobReopened | JobClosed | JobExpired | JobDeleted;

export const jobEventTypes = [
  'JobDrafted',
  'JobPublished',
  'JobUpdated',
  'JobPaused',
  'JobActivated',
  'JobReopened',
  'JobClosed',
  'JobExpired',
  'JobDeleted',
] as const satisfies readonly JobEvent['type'][];

export type ExistingJob = {
  exists: true;
  jobId: string;
  companyId: string;
  status: JobStatus;
  fields: JobFields;
  publishedAt: string | null;
};
export type JobState = { exists: false } | ExistingJob;

export const initialJobState = (): JobState => ({ exists: false });

export function evolveJob(state: JobState, event: JobEvent): JobState {
  if (event.type === 'JobDrafted') {
    const { jobId, companyId, fields } = event.data;
    return {
      exists: true,
      jobId,
      companyId,
      status: 'DRAFT',
      fields: { ...emptyJobFields(), ...fields },
      publishedAt: null,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'JobPublished':
      return { ...state, status: 'ACTIVE', publishedAt: state.publishedAt ?? event.data.publishedAt };
    case 'JobUpdated':
      return { ...state, fields: { ...emptyJobFields(), ...event.data.fields } };
    case 'JobPaused':
      return { ...state, status: 'PAUSED' };
    case 'JobActivated':
      return { ...state, status: 'ACTIVE' };
    case 'JobReopened':
      return { ...state, status: 'ACTIVE', fields: { ...state.fields, deadline: event.data.deadline } };
    case 'JobClosed':
      return { ...state, status: 'CLOSED' };
    case 'JobExpired':
      return { ...state, status: 'EXPIRED' };
    case 'JobDeleted':
      return { ...state, status: 'DELETED' };
    default:
      return state;
  }
}
