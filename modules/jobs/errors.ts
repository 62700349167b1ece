import type { JobFieldError } from './job/validate.ts';

export type JobErrorStatus = 400 | 403 | 404 | 409 | 422;

/** A broken rule with a stable code; the HTTP layer maps it to a problem response with `status`. */
export class JobError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: JobErrorStatus,
    readonly errors?: JobFieldError[],
  ) {
    super(message);
    this.name = 'JobError';
  }
}

export const jobErrors = {
  notFound: () => new JobError('JOB.NOT_FOUND', "The job you're looking for doesn't exist or has been removed.", 404),
  invalid: (errors: JobFieldError[]) =>
    new JobError('JOB.INVALID', errors[0]?.message ?? 'The job is not valid.', 422, errors),
  transition: (action: string, status: string) =>
    new JobError('JOB.INVALID_TRANSITION', `Cannot ${action} a job that is ${status}.`, 409),
  alreadyExists: () => new JobError('JOB.ALREADY_EXISTS', 'A job with this id already exists.', 409),
};
