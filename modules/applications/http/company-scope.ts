import { applicationNotFound, found } from '@tawzeef/http';
import { actorIds, profileView } from './company-views.ts';
import type { ApplicationRouteDeps } from './deps.ts';

/** The profile as GET /api/company/applications/{id} answers it. */
export async function loadProfile(
  { queries, applications }: Pick<ApplicationRouteDeps, 'queries' | 'applications'>,
  companyId: string,
  applicationId: string,
) {
  const row = await found(
    applicationId,
    (id) => queries.companyApplications.profile(companyId, id),
    applicationNotFound,
  );
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
