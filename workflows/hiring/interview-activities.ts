import type { ApplicationsService } from '@tawzeef/applications';
import type { CommunicationsService } from '@tawzeef/communications';
import { interviewMail, interviewMailKey, joinUrlOf, type InterviewsService } from '@tawzeef/interviews';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { uuidV5 } from '@tawzeef/shared';
import type { HiringActivities } from './activities.ts';
import type { ScoreOutcome } from './messages.ts';

/** The room service the interviews need (LiveKit's RoomServiceClient, built by the composition root). */
export type InterviewRoomsPort = {
  createRoom(options: {
    name: string;
    emptyTimeout: number;
    departureTimeout: number;
    maxParticipants: number;
    metadata: string;
  }): Promise<unknown>;
  deleteRoom(roomName: string): Promise<unknown>;
  listParticipants(roomName: string): Promise<unknown[]>;
};

export type InterviewActivities = Omit<HiringActivities, 'analyzeApplicationCv' | 'recordCvAnalysisFailure'>;

/** The hiring workflow's interview activities; every command id derives from the interview id, so a retry does nothing twice. */
export function interviewActivities(deps: {
  interviews: InterviewsService;
  applications: Pick<ApplicationsService, 'current' | 'changeStatusFrom' | 'addNote'>;
  communications: Pick<CommunicationsService, 'recordSystemMessage'>;
  rooms: InterviewRoomsPort;
  queries: Pick<ReadModelQueries, 'interviews'>;
  publicUrl: string;
  /** The company accepted the candidate's request for a person instead of the AI interview. */
  aiInterviewReplaced: (applicationId: string) => Promise<boolean>;
  /** At most how long an interview ended from the room waits for the pages still in it to leave by themselves. */
  leaveGraceMs?: number;
}): InterviewActivities {
  const { interviews, applications, leaveGraceMs = 3_000 } = deps;
  const request = (name: string) => ({ commandId: uuidV5(name), actorId: null, correlationId: name });
  const setStatus = async (
    applicationId: string,
    status: 'INTERVIEW_SCHEDULED' | 'INTERVIEWED' | 'REVIEWING',
    from: string[],
    key: string,
    reason = 'AI interview',
  ) => {
    await applications.changeStatusFrom(applicationId, from, { status, actorId: null, reason }, request(key));
  };
  const closeRoom = async (roomName: string) => {
    await deps.rooms.deleteRoom(roomName).catch(() => undefined);
  };
  /** Until the room is empty (or gone), for at most leaveGraceMs. */
  const emptied = async (roomName: string) => {
    for (const until = Date.now() + leaveGraceMs; Date.now() < until;) {
      const inRoom = await deps.rooms.listParticipants(roomName).catch(() => []);
      if (inRoom.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const loaded = async (interviewId: string) => {
    const state = await interviews.load(interviewId);
    if (!state.exists) throw new Error(`interview ${interviewId} does not exist`);
    return state;
  };
  const mail = async (interviewId: string, kind: 'interview-invitation' | 'interview-reminder') => {
    const state = await loaded(interviewId);
    const found = await deps.queries.interviews.context(state.applicationId, state.jobId);
    const { subject, content } = interviewMail(kind, {
      jobTitle: found?.job.title ?? null,
      company: found?.job.companyName ?? null,
      firstName: found?.applicant?.firstName || null,
      second: state.stage !== 'FIRST',
      minutes: state.maxDurationMinutes,
      link: joinUrlOf(deps.publicUrl, interviewId, interviews.joinKey(interviewId)),
      until: new Date(state.expiresAt),
    });
    await deps.communications.recordSystemMessage({
      companyId: state.companyId,
      applicationId: state.applicationId,
      type: 'EMAIL',
      subject,
      content,
      kind,
      key: interviewMailKey(kind, interviewId),
    });
  };

  return {
    async inviteToInterview(input) {
      const app = await applications.current(input.applicationId);
      if (!app.exists) throw new Error(`application ${input.applicationId} does not exist`);
      const { state } = await interviews.schedule(
        { ...input, candidateId: app.candidateId },
        request(`interview-schedule:${input.applicationId}:${input.stage}:${input.round}`),
      );
      if (!state.exists) throw new Error('the interview was not scheduled');
      if (await deps.aiInterviewReplaced(input.applicationId)) {
        // Accepted before this invitation (e.g. during the CV analysis): the interview is cancelled at once, with no
        // room, status change or e-mail, and the near-zero timers let the workflow find it cancelled and hand the
        // application to the recruiter, as when the request is accepted after the invitation.
        await interviews.cancel(
          state.interviewId,
          'The candidate asked for a human review instead of the AI interview',
          request(`interview-replaced:${state.interviewId}`),
        );
        return {
          interviewId: state.interviewId,
          roomName: state.roomName,
          remindAfterMs: 1,
          expireAfterMs: 2,
          maxDurationMs: state.maxDurationMinutes * 60_000,
        };
      }
      await deps.rooms.createRoom({
        name: state.roomName,
        // Nobody is in the room until the candidate joins: keep it until the invitation expires.
        emptyTimeout: Math.max(600, Math.ceil((Date.parse(state.expiresAt) - Date.now()) / 1000)),
        departureTimeout: 120,
        maxParticipants: 10,
        metadata: JSON.stringify({
          interviewId: state.interviewId,
          applicationId: input.applicationId,
          stage: input.stage,
        }),
      });
      await setStatus(
        input.applicationId,
        'INTERVIEW_SCHEDULED',
        ['SUBMITTED', 'REVIEWING', 'INTERVIEWED'],
        `interview-scheduled-status:${state.interviewId}`,
      );
      await mail(state.interviewId, 'interview-invitation');
      const scheduled = Date.parse(state.scheduledAt);
      return {
        interviewId: state.interviewId,
        roomName: state.roomName,
        remindAfterMs: Date.parse(state.remindAt) - scheduled,
        expireAfterMs: Date.parse(state.expiresAt) - scheduled,
        maxDurationMs: state.maxDurationMinutes * 60_000,
      };
    },
    async sendInterviewReminder(interviewId) {
      const { state } = await interviews.remind(interviewId, request(`interview-reminder:${interviewId}`));
      if (!state.exists) throw new Error(`interview ${interviewId} does not exist`);
      if (state.status === 'SCHEDULED') await mail(interviewId, 'interview-reminder');
      return state.status;
    },
    async expireInterview(interviewId) {
      const { state } = await interviews.expire(interviewId, request(`interview-expire:${interviewId}`));
      if (!state.exists) throw new Error(`interview ${interviewId} does not exist`);
      if (state.status === 'EXPIRED' || state.status === 'CANCELLED') await closeRoom(state.roomName);
      // Back in the recruiter's hands: choosing Interview Scheduled again is then a change, and re-invites.
      if (state.status === 'EXPIRED')
        await setStatus(
          state.applicationId,
          'REVIEWING',
          ['INTERVIEW_SCHEDULED'],
          `interview-expired-status:${interviewId}`,
          'AI interview invitation expired',
        );
      return state.status;
    },
    async closeInterview(interviewId) {
      let state = await loaded(interviewId);
      // Ended in the room: the interviewer told the candidate's page, which leaves; deleting the room under it
      // at the same moment cuts its signal socket mid-read.
      if (state.status === 'COMPLETED') await emptied(state.roomName);
      if (state.status === 'IN_PROGRESS') {
        const result = await interviews.complete(
          interviewId,
          'TIME_LIMIT',
          request(`interview-time-limit:${interviewId}`),
        );
        if (result.state.exists) state = result.state;
      }
      await closeRoom(state.roomName);
      return state.status;
    },
    async cancelInterview(interviewId, reason) {
      const { state } = await interviews.cancel(interviewId, reason, request(`interview-cancel:${interviewId}`));
      if (state.exists) await closeRoom(state.roomName);
    },
    async scoreInterview(interviewId): Promise<ScoreOutcome> {
      await interviews.score(interviewId, request(`interview-score:${interviewId}`));
      const d = await interviews.recordedScore(interviewId);
      if (!d) throw new Error(`interview ${interviewId} was not scored`);
      await setStatus(
        d.applicationId,
        'INTERVIEWED',
        ['INTERVIEW_SCHEDULED'],
        `interview-interviewed-status:${interviewId}`,
      );
      await applications.addNote(
        d.applicationId,
        { source: 'AI', authorId: null, text: d.analysis.slice(0, 4000), provenance: d.provenance },
        request(`interview-note:${interviewId}`),
      );
      return { aiScore: d.aiScore, recommendation: d.aiRecommendation, insufficientEvidence: d.insufficientEvidence };
    },
  };
}
