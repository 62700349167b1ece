import { Context } from '@temporalio/activity';

export type InterviewerActivities = { holdInterview(roomName: string): Promise<string> };

const HEARTBEAT_MS = 10_000;

/** The interviewer role's one activity: hold the room's interview, heartbeating until it ends; answers what it did. */
export function interviewerActivities(
  hold: (roomName: string, signal: AbortSignal) => Promise<string>,
): InterviewerActivities {
  return {
    async holdInterview(roomName) {
      const context = Context.current();
      const beat = setInterval(() => context.heartbeat(), HEARTBEAT_MS);
      try {
        return await hold(roomName, context.cancellationSignal);
      } finally {
        clearInterval(beat);
      }
    },
  };
}
