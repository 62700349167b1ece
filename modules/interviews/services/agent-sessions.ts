import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { InterviewSessions } from '@tawzeef/interview-agent';
import type { InterviewsService } from './interviews.ts';

/** The agent's view of the interviews service: only interviews that can still be held, agent as the actor. */
export function interviewSessionsOf(interviews: InterviewsService): InterviewSessions {
  const request = (interviewId: string, commandId: string = randomUUID()) => ({
    commandId,
    actorId: null,
    correlationId: interviewId,
  });
  return {
    async forRoom(roomName) {
      const b = await interviews.briefing(roomName);
      if (!b || (b.status !== 'SCHEDULED' && b.status !== 'IN_PROGRESS')) return null;
      return {
        interviewId: b.interviewId,
        roomName: b.roomName,
        language: b.language === 'arabic' ? 'ar' : 'en',
        candidateName: b.candidateName || null,
        jobTitle: b.jobTitle,
        companyName: b.companyName || null,
        questions: {
          stage: b.stage,
          job: { ...(b.job as { title: string }), title: (b.job.title as string | undefined) ?? b.jobTitle },
          stagePrompt: b.stagePrompt ? b.stagePrompt.slice(0, 1000) : undefined,
          extraQuestions: b.extraQuestions || undefined,
        },
        cvTerms: b.cvTerms,
        maxMinutes: b.maxDurationMinutes,
        nextSeq: b.nextSeq,
        transcript: b.transcript.map(({ speakerType, text }) => ({ speakerType, text })),
        startedAt: b.startedAt ? new Date(b.startedAt) : null,
      };
    },
    start: async (interviewId) => void (await interviews.start(interviewId, request(interviewId))),
    // An empty commandId lets the service derive one from (interview, seq): a retried utterance is one event.
    recordUtterance: async (interviewId, u) =>
      void (await interviews.recordUtterance(
        interviewId,
        {
          seq: u.seq,
          speakerType: u.speakerType,
          text: u.text,
          at: u.at,
          confidence: u.confidence,
          corrects: u.corrects,
        },
        request(interviewId, ''),
      )),
    complete: async (interviewId, reason) =>
      void (await interviews.complete(interviewId, reason, request(interviewId))),
    saveRecording: async (interviewId, file) =>
      void (await interviews.saveRecording(
        interviewId,
        { bytes: await readFile(file.path), contentType: file.contentType },
        request(interviewId),
      )),
  };
}
