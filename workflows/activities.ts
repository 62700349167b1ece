import { Context } from '@temporalio/activity';

// Helpers shared by the activities of every workflow (activity side: timers are allowed here).

/**
 * Heartbeats while a long activity runs, so that when its worker dies Temporal retries it on another worker
 * after the heartbeat timeout instead of waiting for the whole start-to-close timeout.
 */
export async function withHeartbeat<T>(work: () => Promise<T>, everyMs = 5_000): Promise<T> {
  let context: Context | undefined;
  try {
    context = Context.current();
  } catch {
    return work();
  }
  const timer = setInterval(() => context.heartbeat(), everyMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/** The id of the workflow whose activity is running here (null outside an activity), e.g. `hiring-<applicationId>`. */
export function activityWorkflowId(): string | null {
  try {
    return Context.current().info.workflowExecution?.workflowId ?? null;
  } catch {
    return null;
  }
}
