import { transcriptOf } from '../interview/interview.ts';
import type { InterviewBriefing, InterviewsDeps } from './deps.ts';
import { interviewIdOfRoom, type InterviewStore } from './interview-store.ts';

/** The interview behind a room name (or id), with what the agent needs to run it. */
export function interviewBriefing(deps: InterviewsDeps, { load }: InterviewStore) {
  return async function briefing(roomNameOrInterviewId: string): Promise<InterviewBriefing | null> {
    const state = await load(interviewIdOfRoom(roomNameOrInterviewId));
    if (!state.exists) return null;
    const context = await deps.context(state.applicationId, state.jobId);
    if (!context) return null;
    return {
      interviewId: state.interviewId,
      applicationId: state.applicationId,
      jobId: state.jobId,
      companyId: state.companyId,
      candidateId: state.candidateId,
      stage: state.stage,
      status: state.status,
      roomName: state.roomName,
      maxDurationMinutes: state.maxDurationMinutes,
      startedAt: state.startedAt,
      expiresAt: state.expiresAt,
      nextSeq: state.utterances.reduce((max, u) => Math.max(max, u.seq), 0) + 1,
      transcript: transcriptOf(state).map(({ seq, speakerType, text }) => ({ seq, speakerType, text })),
      candidateName: context.candidateName,
      jobTitle: context.jobTitle,
      companyName: context.companyName,
      language: context.language,
      stagePrompt: context.stagePrompts[state.stage],
      extraQuestions: context.extraQuestions,
      job: context.job,
      cvTerms: context.cvTerms ?? [],
    };
  };
}
