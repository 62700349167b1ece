import type { ApplicationsService } from '@tawzeef/applications';
import { createHumanInterviewsService, type HumanInterviewsService } from '@tawzeef/interviews';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { uuidV5, type AppEventStore } from '@tawzeef/shared';

/** Where scheduling moves an application: the statuses before an interview (and after an earlier one). */
const beforeInterview = ['SUBMITTED', 'REVIEWING', 'INTERVIEWED'];

/** The service over the event store, the read models and the applications' status change. */
export function humanInterviewsService(deps: {
  store: AppEventStore;
  queries: ReadModelQueries;
  applications: Pick<ApplicationsService, 'changeStatusFrom'>;
  clock: () => Date;
}): HumanInterviewsService {
  const { queries, store } = deps;
  return createHumanInterviewsService({
    store,
    clock: deps.clock,
    application: async (companyId, applicationId) => {
      const row = await queries.applications.oneOfCompany(companyId, applicationId);
      return row
        ? {
            applicationId: row.applicationId,
            jobId: row.jobId,
            companyId: row.companyId,
            candidateId: row.candidateId,
            status: row.status,
          }
        : null;
    },
    members: async (companyId, userIds) => {
      if (!userIds.length) return [];
      const { rows } = await queries.users.teamMembers(companyId, { filter: { id: userIds }, range: [0, 99] });
      return rows.map((m) => ({ userId: m.userId, name: m.name, email: m.email }));
    },
    // No hiring-workflow signal: a recruiter's INTERVIEW_SCHEDULED there would invite to an AI interview.
    interviewScheduled: async (applicationId, actorId, key) => {
      const result = await deps.applications.changeStatusFrom(
        applicationId,
        beforeInterview,
        { status: 'INTERVIEW_SCHEDULED', actorId, reason: 'Interview scheduled' },
        { commandId: uuidV5(key), actorId, correlationId: key },
      );
      return result?.position ?? null;
    },
  });
}
