import { ApplicationError } from '@tawzeef/applications';
import { applicationsProjectionNames, type ProjectionRunner } from '@tawzeef/read-models';
import {
  DomainError,
  moduleErrors,
  waitForProjections,
  type ErrorMapping,
  type WaitForProjections,
} from '@tawzeef/http';

export type WaitForApplications = WaitForProjections;

/** CV and application writes answer once their read models hold them (bounded). */
export const waitForApplications = (runner: Pick<ProjectionRunner, 'waitForPosition'>, timeoutMs: number) =>
  waitForProjections(runner, applicationsProjectionNames, timeoutMs);

/** The module's errors, with the status their code implies. */
export const applicationErrors = moduleErrors(ApplicationError);

const versionConflict: ErrorMapping = (error) => {
  const name = error instanceof Error ? `${error.name} ${error.constructor.name}` : '';
  const lostRace =
    /ExpectedVersionConflictError|ConcurrencyError/.test(name) || (error as { errorCode?: number }).errorCode === 412;
  return lostRace
    ? new DomainError(
        'APPLICATION.VERSION_CONFLICT',
        'The application changed meanwhile. Reload it and try again.',
        409,
      )
    : undefined;
};

/** A recruiter's write: a lost optimistic-concurrency race is the same 409 as a stale expected version. */
export const companyApplicationErrors: ErrorMapping = (error) => applicationErrors(error) ?? versionConflict(error);
