import { JobError } from '@tawzeef/jobs';
import { jobsProjectionNames, type ProjectionRunner } from '@tawzeef/read-models';
import { DomainError, moduleErrors, waitForProjections, type WaitForProjections } from '@tawzeef/http';

export type WaitForJobs = WaitForProjections;

/** Job writes answer once the jobs read models hold them (bounded), so the next read sees them. */
export const waitForJobs = (runner: Pick<ProjectionRunner, 'waitForPosition'>, timeoutMs: number) =>
  waitForProjections(runner, jobsProjectionNames, timeoutMs);

/** The module's errors carry their status and field errors; the problem response keeps them. */
export const jobErrors = moduleErrors(JobError, (e) => new DomainError(e.code, e.message, e.status, e.errors));
