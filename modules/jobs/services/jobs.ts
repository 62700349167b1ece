import { handleCommand, isUuid, type AppEventStore, type CommandContext } from '@tawzeef/shared';
import { jobErrors } from '../errors.ts';
import { jobDecider, type JobAction, type JobCommand } from '../job/decide.ts';
import type { JobInput } from '../job/fields.ts';
import { jobStreamName, type JobState } from '../job/job.ts';
import { savedJobsDecider, savedJobsStreamName } from '../saved/saved-jobs.ts';

export type JobsDeps = {
  store: AppEventStore;
  clock: () => Date;
  newId: () => string;
  /** Whether the job is on the public board now (ACTIVE, deadline not passed): read from the read model. */
  isPublicJob: (jobId: string) => Promise<boolean>;
};

/** Who asks and which request: the command id makes a retried request append nothing twice. */
export type JobRequest = Omit<CommandContext, 'now'>;

export type JobWriteResult = { jobId: string; position: bigint | null; state: JobState };

const actionCommands = {
  publish: 'PublishJob',
  activate: 'ActivateJob',
  pause: 'PauseJob',
  close: 'CloseJob',
  delete: 'DeleteJob',
} as const;

/** The jobs module's command side: the job lifecycle for companies, expiry, and candidates' saved jobs. */
export function createJobsService(deps: JobsDeps) {
  const { store } = deps;

  async function run(jobId: string, command: JobCommand, request: JobRequest, now: Date): Promise<JobWriteResult> {
    if (!isUuid(jobId)) throw jobErrors.notFound();
    const result = await handleCommand(store, jobStreamName(jobId), jobDecider, command, { ...request, now });
    return { jobId, position: result.globalPosition, state: result.state };
  }

  return {
    create(companyId: string, input: JobInput, publish: boolean, request: JobRequest, jobId = deps.newId()) {
      const now = deps.clock();
      return run(
        jobId,
        { type: 'DraftJob', jobId, companyId, actorId: request.actorId, input, publish, now },
        request,
        now,
      );
    },

    update(companyId: string, jobId: string, input: JobInput, request: JobRequest) {
      const now = deps.clock();
      return run(jobId, { type: 'UpdateJob', companyId, input, now }, request, now);
    },

    act(
      companyId: string,
      jobId: string,
      action: JobAction,
      request: JobRequest,
      options: { deadline?: string | null } = {},
    ) {
      const now = deps.clock();
      const command: JobCommand =
        action === 'reopen'
          ? { type: 'ReopenJob', companyId, deadline: options.deadline, now }
          : { type: actionCommands[action], companyId, now };
      return run(jobId, command, request, now);
    },

    /** The expiry sweep's command: a no-op unless the deadline has passed. */
    expire(jobId: string, request: JobRequest) {
      const now = deps.clock();
      return run(jobId, { type: 'ExpireJob', now }, request, now);
    },

    async save(userId: string, jobId: string, request: JobRequest) {
      const now = deps.clock();
      if (!isUuid(jobId)) throw jobErrors.notFound();
      const jobIsPublic = await deps.isPublicJob(jobId);
      const result = await handleCommand(
        store,
        savedJobsStreamName(userId),
        savedJobsDecider,
        { type: 'SaveJob', userId, jobId, jobIsPublic, now },
        { ...request, now },
      );
      return { saved: true, position: result.globalPosition };
    },

    async unsave(userId: string, jobId: string, request: JobRequest) {
      const now = deps.clock();
      const result = await handleCommand(
        store,
        savedJobsStreamName(userId),
        savedJobsDecider,
        { type: 'UnsaveJob', userId, jobId, now },
        { ...request, now },
      );
      return { saved: false, position: result.globalPosition };
    },

    async isSaved(userId: string, jobId: string) {
      const { events } = await store.readStream(savedJobsStreamName(userId));
      const state = (events as never[]).reduce(savedJobsDecider.evolve, savedJobsDecider.initialState());
      return state.jobIds.has(jobId);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
