import { JobError } from '@tawzeef/jobs';
import { DomainError, moduleErrors } from '@tawzeef/http';

/** The module's errors carry their status and field errors; the problem response keeps them. */
export const jobErrors = moduleErrors(JobError, (e) => new DomainError(e.code, e.message, e.status, e.errors));
