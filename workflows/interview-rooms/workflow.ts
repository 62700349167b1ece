import { proxyActivities } from '@temporalio/workflow';
import type { InterviewerActivities } from './activities.ts';
import type { InterviewRoomInput } from './messages.ts';

/**
 * Hands a room whose candidate is joining to exactly one AI interviewer: the activity runs on the interviewers'
 * queue and lives as long as the interview, heartbeating; when its process dies, the heartbeat stops and another
 * interviewer resumes the interview.
 */
export async function interviewRoomWorkflow(input: InterviewRoomInput): Promise<string> {
  const { holdInterview } = proxyActivities<InterviewerActivities>({
    taskQueue: input.interviewerTaskQueue,
    startToCloseTimeout: '2 hours',
    heartbeatTimeout: '30 seconds',
    retry: { initialInterval: '5 seconds', maximumAttempts: 3 },
  });
  return holdInterview(input.roomName);
}
