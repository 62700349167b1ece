import { ApplicationError } from '@tawzeef/applications';
import { DomainError, moduleErrors, type ErrorMapping } from '@tawzeef/http';

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
