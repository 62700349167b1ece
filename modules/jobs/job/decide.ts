import type { Decider } from '@tawzeef/shared';
import { jobErrors } from '../errors.ts';
import {
  deadlineInFuture,
  deadlineInstant,
  emptyJobFields,
  isValidDeadline,
  mergeJobInput,
  type JobInput,
} from './fields.ts';
import { evolveJob, initialJobState, type ExistingJob, type JobEvent, type JobState } from './job.ts';
import type { JobStatus } from './options.ts';
import { DEADLINE_IN_PAST, validateJob } from './validate.ts';

type Scoped = { companyId: string; now: Date };

export type JobCommand =
  | ({ type: 'DraftJob'; jobId: string; actorId: string | null; input: JobInput; publish: boolean } & Scoped)
  | ({ type: 'UpdateJob'; input: JobInput } & Scoped)
  | ({ type: 'PublishJob' } & Scoped)
  | ({ type: 'ActivateJob' } & Scoped)
  | ({ type: 'PauseJob' } & Scoped)
  | ({ type: 'ReopenJob'; deadline?: string | null } & Scoped)
  | ({ type: 'CloseJob' } & Scoped)
  | ({ type: 'DeleteJob' } & Scoped)
  /** Issued by the expiry sweep, not by a company user. */
  | { type: 'ExpireJob'; now: Date };

export type JobAction = 'publish' | 'activate' | 'pause' | 'reopen' | 'close' | 'delete';

/** The status actions a company may take now (the card's state button plus close and delete). */
export function allowedActions(status: JobStatus): JobAction[] {
  switch (status) {
    case 'DRAFT':
      return ['publish', 'delete'];
    case 'ACTIVE':
      return ['pause', 'close', 'delete'];
    case 'PAUSED':
      return ['activate', 'close', 'delete'];
    case 'CLOSED':
    case 'EXPIRED':
      return ['reopen', 'delete'];
    case 'DELETED':
      return [];
  }
}

/** Another company's job is as invisible as one that does not exist. */
function owned(state: JobState, companyId: string): ExistingJob {
  if (!state.exists || state.companyId !== companyId) throw jobErrors.notFound();
  return state;
}

function changedFields(before: object, after: object): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return Object.keys(b).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

const deadlinePassed = (deadline: string | null, now: Date) => {
  const at = deadlineInstant(deadline);
  return at !== null && at.getTime() <= now.getTime();
};

export function decideJob(command: JobCommand, state: JobState): JobEvent[] {
  const at = command.now.toISOString();
  if (command.type === 'ExpireJob') {
    if (!state.exists || (state.status !== 'ACTIVE' && state.status !== 'PAUSED')) return [];
    if (!deadlinePassed(state.fields.deadline, command.now)) return [];
    const { jobId, companyId, status } = state;
    return [
      {
        type: 'JobExpired',
        data: { jobId, companyId, expiredAt: at, deadline: state.fields.deadline, previousStatus: status },
      },
    ];
  }
  if (command.type === 'DraftJob') {
    if (state.exists) {
      if (state.companyId !== command.companyId) throw jobErrors.alreadyExists();
      return [];
    }
    const { jobId, companyId } = command;
    const fields = mergeJobInput(emptyJobFields(), command.input);
    const errors = validateJob(fields, command.publish ? 'publish' : 'draft', command.now);
    if (errors.length) throw jobErrors.invalid(errors);
    const drafted: JobEvent = {
      type: 'JobDrafted',
      data: { jobId, companyId, fields, createdBy: command.actorId, draftedAt: at },
    };
    if (!command.publish) return [drafted];
    return [drafted, { type: 'JobPublished', data: { jobId, companyId, publishedAt: at, deadline: fields.deadline } }];
  }

  const job = owned(state, command.companyId);
  const { jobId, companyId, status } = job;
  const refuse = (action: string) => jobErrors.transition(action, status);
  switch (command.type) {
    case 'UpdateJob': {
      if (status === 'DELETED') throw refuse('edit');
      const fields = mergeJobInput(job.fields, command.input);
      const errors = validateJob(fields, status === 'DRAFT' ? 'draft' : 'published', command.now, job.fields.deadline);
      if (errors.length) throw jobErrors.invalid(errors);
      const changed = changedFields(job.fields, fields);
      if (changed.length === 0) return [];
      return [{ type: 'JobUpdated', data: { jobId, companyId, fields, changed, updatedAt: at } }];
    }
    case 'PublishJob': {
      if (status === 'ACTIVE') return [];
      if (status !== 'DRAFT') throw refuse('publish');
      const errors = validateJob(job.fields, 'publish', command.now);
      if (errors.length) throw jobErrors.invalid(errors);
      return [{ type: 'JobPublished', data: { jobId, companyId, publishedAt: at, deadline: job.fields.deadline } }];
    }
    case 'ActivateJob':
      if (status === 'ACTIVE') return [];
      if (status !== 'PAUSED') throw refuse('activate');
      if (deadlinePassed(job.fields.deadline, command.now)) {
        throw jobErrors.invalid([{ path: 'deadline', message: DEADLINE_IN_PAST, code: 'past' }]);
      }
      return [{ type: 'JobActivated', data: { jobId, companyId, activatedAt: at } }];
    case 'PauseJob':
      if (status === 'PAUSED') return [];
      if (status !== 'ACTIVE') throw refuse('pause');
      return [{ type: 'JobPaused', data: { jobId, companyId, pausedAt: at } }];
    case 'ReopenJob': {
      if (status === 'ACTIVE') return [];
      if (status !== 'CLOSED' && status !== 'EXPIRED') throw refuse('reopen');
      const given = command.deadline?.trim() || null;
      if (given && !isValidDeadline(given)) {
        throw jobErrors.invalid([{ path: 'deadline', message: 'Deadline must be a date', code: 'format' }]);
      }
      if (given && !deadlineInFuture(given, command.now)) {
        throw jobErrors.invalid([{ path: 'deadline', message: DEADLINE_IN_PAST, code: 'past' }]);
      }
      const deadline = given ?? job.fields.deadline;
      if (deadlinePassed(deadline, command.now)) {
        throw jobErrors.invalid([{ path: 'deadline', message: DEADLINE_IN_PAST, code: 'past' }]);
      }
      return [{ type: 'JobReopened', data: { jobId, companyId, reopenedAt: at, previousStatus: status, deadline } }];
    }
    case 'CloseJob':
      if (status === 'CLOSED') return [];
      if (status !== 'ACTIVE' && status !== 'PAUSED') throw refuse('close');
      return [{ type: 'JobClosed', data: { jobId, companyId, closedAt: at, previousStatus: status } }];
    case 'DeleteJob':
      if (status === 'DELETED') return [];
      return [{ type: 'JobDeleted', data: { jobId, companyId, deletedAt: at, previousStatus: status } }];
  }
}

export const jobDecider: Decider<JobState, JobCommand, JobEvent> = {
  initialState: initialJobState,
  evolve: evolveJob,
  decide: decideJob,
};
