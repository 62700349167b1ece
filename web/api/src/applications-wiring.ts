import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import { applicationCvReading, type AiEngine } from '@tawzeef/ai';
import { createApplicationsService, type ApplicationsService, type CvStorage } from '@tawzeef/applications';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { hiringSignals } from '@tawzeef/workflows';
import type { ApplicationProcesses } from './routes/applications/deps.ts';

// The activities moved to workflows/hiring/application-activities.ts; this re-export goes once the container imports them there.
export { applicationActivities } from '@tawzeef/workflows';

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

/** Signals the hiring workflow; Temporal being down must not fail a recruiter's or a candidate's change, so it is logged. */
export const temporalProcesses = (client: Client, logger: Logger): ApplicationProcesses =>
  hiringSignals(client, logger);
