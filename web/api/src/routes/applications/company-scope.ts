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
