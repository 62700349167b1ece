import type { HiringActivities } from './activities.ts';
import type { InterviewStageName, ScoreOutcome } from './messages.ts';

const HOUR = 3_600_000;

/** In-memory hiring activities that record every call; interviews are keyed like the real ones (application, stage, round). */
export function fakeHiringActivities(
  options: {
    analyze?: HiringActivities['analyzeApplicationCv'];
    recommend?: (stage: InterviewStageName) => ScoreOutcome['recommendation'];
    /** Fails this many invitation attempts after the interview was recorded (a lost response). */
    failInvitations?: number;
    onInvite?: (interviewId: string) => void;
  } = {},
) {
  const calls: string[] = [];
  const scheduled = new Map<string, { stage: InterviewStageName; status: string }>();
  let inviteFailures = options.failInvitations ?? 0;
  const activities: HiringActivities = {
    analyzeApplicationCv: options.analyze ?? (async () => ({ status: 'analyzed' })),
    recordCvAnalysisFailure: async (applicationId) => void calls.push(`cv-failure:${applicationId}`),
    async inviteToInterview(input) {
      const interviewId = `${input.applicationId}:${input.stage}:${input.round}`;
      calls.push(`invite-attempt:${interviewId}`);
      if (!scheduled.has(interviewId)) {
        scheduled.set(interviewId, { stage: input.stage, status: 'SCHEDULED' });
        calls.push(`invitation-sent:${interviewId}`);
      }
      if (inviteFailures > 0) {
        inviteFailures--;
        throw new Error('response lost');
      }
      options.onInvite?.(interviewId);
      return {
        interviewId,
        roomName: `interview-${interviewId}`,
        remindAfterMs: 24 * HOUR,
        expireAfterMs: 72 * HOUR,
        maxDurationMs: 45 * 60_000,
      };
    },
    async sendInterviewReminder(interviewId) {
      calls.push(`remind:${interviewId}`);
      return 'SCHEDULED';
    },
    async expireInterview(interviewId) {
      calls.push(`expire:${interviewId}`);
      scheduled.get(interviewId)!.status = 'EXPIRED';
      return 'EXPIRED';
    },
    async closeInterview(interviewId) {
      calls.push(`close:${interviewId}`);
      return 'COMPLETED';
    },
    async cancelInterview(interviewId, reason) {
      calls.push(`cancel:${interviewId}:${reason}`);
    },
    async scoreInterview(interviewId) {
      calls.push(`score:${interviewId}`);
      const stage = scheduled.get(interviewId)!.stage;
      const recommendation = options.recommend?.(stage) ?? 'REJECT';
      return { aiScore: 70, recommendation, insufficientEvidence: false };
    },
  };
  return { activities, calls, scheduled };
}
