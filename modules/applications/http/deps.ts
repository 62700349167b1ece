import type { WaitForProjections } from '@tawzeef/http';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler } from 'express';
import type { ApplicationsService, CvStorage } from '@tawzeef/applications';
import type { ReadModelQueries } from '@tawzeef/read-models';

/** Talks to running processes; their starts come from the event log (`workflowStarts`), never from a request. */
export type ApplicationProcesses = {
  /** Tells the hiring workflow about a recruiter's status change (signal); never throws. */
  statusChanged?(applicationId: string, status: string, actorId: string | null): Promise<void>;
};

export type ApplicationRouteDeps = {
  applications: ApplicationsService;
  storage: CvStorage;
  queries: ReadModelQueries;
  wait: WaitForProjections;
  registry: OpenAPIRegistry;
  processes: ApplicationProcesses;
  /** The operator guard (bearer OPS_API_TOKEN): operators may read any application's history. */
  operator?: RequestHandler;
};
