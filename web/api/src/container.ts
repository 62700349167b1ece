import { Container } from 'inversify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.ts';
import { bindInfrastructure } from './infrastructure.ts';
import { bindInterviewer } from './contexts/interviewer/bind.ts';
import { bindOperations } from './contexts/operations/bind.ts';
import { bindApplications } from './contexts/applications/bind.ts';
import { bindCandidateExtras } from './contexts/candidate-extras/bind.ts';
import { bindCommunications } from './contexts/communications/bind.ts';
import { bindIdentity } from './contexts/identity/bind.ts';
import { bindInterviews } from './contexts/interviews/bind.ts';
import { bindJobs } from './contexts/jobs/bind.ts';
import { bindNotifications } from './contexts/notifications/bind.ts';
import { bindOversight } from './contexts/oversight/bind.ts';
import { bindPrivacy } from './contexts/privacy/bind.ts';
import { bindErasure } from './contexts/privacy/erasure.ts';
import { bindTemporalWorker } from './temporal-worker.ts';
import { TOKENS } from './tokens.ts';

export type ContainerOptions = { logDestination?: DestinationStream };

/**
 * Each context binds its adapters, services, background parts and routes in its own bind.ts. The order does not
 * matter: bindings resolve lazily, and the app mounts routes most specific path first (server.ts).
 */
const contexts = [
  bindOperations,
  bindIdentity,
  bindJobs,
  bindApplications,
  bindCandidateExtras,
  bindCommunications,
  bindNotifications,
  bindInterviews,
  bindInterviewer,
  bindPrivacy,
  bindErasure,
  bindOversight,
  bindTemporalWorker,
] as const;

/** The one composition root: every concrete class of the API is built here and nowhere else. */
export function createContainer(config: AppConfig, options: ContainerOptions = {}): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  bindInfrastructure(c, config, options.logDestination);
  for (const bind of contexts) bind(c, config);
  return c;
}

/** Stops the projection runner first, then closes connections through each binding's deactivation. */
export async function closeContainer(c: Container): Promise<void> {
  // First: the agent's last words and the recording still go through the interviews service.
  if (c.isBound(TOKENS.InterviewAgent)) await c.unbindAsync(TOKENS.InterviewAgent);
  if (c.isBound(TOKENS.InterviewerWorker)) await c.unbindAsync(TOKENS.InterviewerWorker);
  if (c.isBound(TOKENS.TemporalWorker)) await c.unbindAsync(TOKENS.TemporalWorker);
  if (c.isBound(TOKENS.JobExpiry)) await c.unbindAsync(TOKENS.JobExpiry);
  if (c.isBound(TOKENS.WorkflowStarts)) await c.unbindAsync(TOKENS.WorkflowStarts);
  if (c.isBound(TOKENS.Digest)) await c.unbindAsync(TOKENS.Digest);
  if (c.isBound(TOKENS.MentionMails)) await c.unbindAsync(TOKENS.MentionMails);
  if (c.isBound(TOKENS.WeeklyReport)) await c.unbindAsync(TOKENS.WeeklyReport);
  await c.unbindAsync(TOKENS.ProjectionRunner);
  await c.unbindAllAsync();
}
