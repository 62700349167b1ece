import type { Client } from '@temporalio/client';
import { withinDeadline } from '../deadline.ts';
import { hiringWorkflowId, interviewEnded, interviewStarted, recruiterStatusChanged } from './messages.ts';

/** Where a failed signal is reported; the sender's request goes on (Temporal being down must not fail it). */
type WarnLogger = { warn(details: Record<string, unknown>, message: string): void };

const SIGNAL_DEADLINE_MS = 5_000;

/**
 * Signals to the hiring workflow `hiring-<applicationId>`, each bounded (Temporal being down must not hold the
 * request through the client's own retries) and logged when it fails.
 */
export function hiringSignals(client: Client, logger: WarnLogger) {
  const handle = (applicationId: string) => client.workflow.getHandle(hiringWorkflowId(applicationId));
  const interviewSignal = async (what: string, applicationId: string, send: () => Promise<void>) => {
    try {
      await withinDeadline(client, SIGNAL_DEADLINE_MS, send);
    } catch (error) {
      logger.warn({ err: error, applicationId }, `could not signal ${what} to the hiring workflow`);
    }
  };
  return {
    interviewStarted: (applicationId: string, interviewId: string) =>
      interviewSignal('interviewStarted', applicationId, () =>
        handle(applicationId).signal(interviewStarted, { interviewId }),
      ),
    interviewEnded: (applicationId: string, interviewId: string) =>
      interviewSignal('interviewEnded', applicationId, () =>
        handle(applicationId).signal(interviewEnded, { interviewId }),
      ),
    /** A recruiter's status change; a finished (or never started) hiring process has nobody to tell. */
    statusChanged: async (applicationId: string, status: string, actorId: string | null) => {
      try {
        await withinDeadline(client, SIGNAL_DEADLINE_MS, () =>
          handle(applicationId).signal(recruiterStatusChanged, { status, actorId }),
        );
      } catch (error) {
        if ((error as { name?: string }).name === 'WorkflowNotFoundError') return;
        logger.warn({ err: error, applicationId, status }, 'could not signal the status change to the hiring workflow');
      }
    },
  };
}
