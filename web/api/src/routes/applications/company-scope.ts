import type { Response } from 'express';
import { ApplicationError } from '@tawzeef/applications';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { isUuid } from '@tawzeef/shared';
import { DomainError } from '../../errors.ts';
import { callerCompany } from '../jobs/company-jobs.ts';
import { actorIds, profileView } from './company-views.ts';
import type { ApplicationRouteDeps } from './deps.ts';

export { callerCompany };

export const applicationNotFound = () => new DomainError('APPLICATION.NOT_FOUND', 'Application not found', 404);
export const jobNotFound = () =>
  new DomainError('JOB.NOT_FOUND', "The job you're looking for doesn't exist or has been removed.", 404);

/** The application when it is the company's; another company's answers exactly like a missing one. */
export async function ownApplication(queries: ReadModelQueries, companyId: string, id: string) {
  const row = isUuid(id) ? await queries.applications.oneOfCompany(companyId, id) : null;
  if (!row) throw applicationNotFound();
  return row;
}

/** Module errors become problem details; a lost optimistic-concurrency race is the same 409 as a stale version. */
export async function companyGuarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApplicationError) throw new DomainError(error.code, error.message);
    const name = error instanceof Error ? `${error.name} ${error.constructor.name}` : '';
    if (
      /ExpectedVersionConflictError|ConcurrencyError/.test(name) ||
      (error as { errorCode?: number }).errorCode === 412
    ) {
      throw new DomainError(
        'APPLICATION.VERSION_CONFLICT',
        'The application changed meanwhile. Reload it and try again.',
        409,
      );
    }
    throw error;
  }
}

/** The profile as GET /api/company/applications/{id} answers it. */
export async function loadProfile(
  { queries, applications }: Pick<ApplicationRouteDeps, 'queries' | 'applications'>,
  companyId: string,
  applicationId: string,
) {
  const row = isUuid(applicationId) ? await queries.companyApplications.profile(companyId, applicationId) : null;
  if (!row) throw applicationNotFound();
  const [notes, history, messages, recommendations] = await Promise.all([
    queries.companyApplications.notes(applicationId),
    applications.history(applicationId),
    queries.communications.list(companyId, { applicationId }, { offset: 0, limit: 100 }),
    queries.interviews.recommendations(applicationId),
  ]);
  const authors = [...notes.map((n) => n.authorId), ...messages.rows.map((m) => m.authorId)];
  const ids = [...new Set([...actorIds(history), ...authors.filter((x): x is string => !!x)])];
  const names = await queries.companyApplications.userNames(ids);
  return profileView(row, notes, history, names, messages.rows, recommendations);
}

export const companyIdOf = (res: Response) => callerCompany(res).companyId;
