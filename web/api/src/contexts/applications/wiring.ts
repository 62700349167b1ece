import { applicationCvReading, type AiEngine } from '@tawzeef/ai';
import { createApplicationsService, type ApplicationsService, type CvStorage } from '@tawzeef/applications';
import type { ReadModelQueries } from '@tawzeef/read-models';

/** The applications service over the event store, the CV storage, the AI engine and the read models. */
export function applicationsService(deps: {
  store: Parameters<typeof createApplicationsService>[0]['store'];
  storage: CvStorage;
  ai: AiEngine;
  queries: ReadModelQueries;
  clock: () => Date;
  newId: () => string;
}): ApplicationsService {
  const { queries } = deps;
  return createApplicationsService({
    store: deps.store,
    storage: deps.storage,
    clock: deps.clock,
    newId: deps.newId,
    ...applicationCvReading(deps.ai, (jobId) => queries.applications.jobForAnalysis(jobId)),
    openJob: (jobId) => queries.applications.openJob(jobId, deps.clock()),
    candidateByEmail: (email) => queries.applications.candidateIdByEmail(email),
  });
}
