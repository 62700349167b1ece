import { readFile } from 'node:fs/promises';
import type { CompletionReason, InterviewBrief, InterviewSessions, RecordingFile, Utterance } from '../port.ts';

/** An in-memory interviews service: what the agent recorded, for assertions. */
export function memorySessions(briefs: InterviewBrief[]) {
  const log = {
    started: [] as string[],
    utterances: [] as (Utterance & { interviewId: string })[],
    completed: [] as { interviewId: string; reason: CompletionReason }[],
    recordings: [] as (RecordingFile & { interviewId: string; data: Buffer })[],
    asked: [] as string[],
  };
  const sessions: InterviewSessions = {
    async forRoom(roomName) {
      log.asked.push(roomName);
      const brief = briefs.find((b) => b.roomName === roomName);
      if (!brief || log.completed.some((c) => c.interviewId === brief.interviewId)) return null;
      const said = log.utterances.filter((u) => u.interviewId === brief.interviewId);
      return {
        ...brief,
        nextSeq: (brief.nextSeq ?? 1) + said.length,
        transcript: [...(brief.transcript ?? []), ...said.map(({ speakerType, text }) => ({ speakerType, text }))],
      };
    },
    async start(interviewId) {
      log.started.push(interviewId);
    },
    async recordUtterance(interviewId, utterance) {
      log.utterances.push({ interviewId, ...utterance });
    },
    async complete(interviewId, reason) {
      log.completed.push({ interviewId, reason });
    },
    async saveRecording(interviewId, recording) {
      log.recordings.push({ interviewId, ...recording, data: await readFile(recording.path) });
    },
  };
  return { sessions, log };
}

export const silentLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child() {
    return silentLogger;
  },
};

export const consoleLogger = {
  info: (fields: object | string, message?: string) => console.log(message ?? '', fields),
  warn: (fields: object, message?: string) => console.warn(message ?? '', fields),
  error: (fields: object, message?: string) => console.error(message ?? '', fields),
  child() {
    return consoleLogger;
  },
};
