import { setTimeout as sleep } from 'node:timers/promises';
import { systemMessageId } from '@tawzeef/communications';
import { defaultAgentOptions, runTypedInterview, type TypedCandidate } from '@tawzeef/interview-agent';
import { interviewIdOf, interviewMailKey, roomNameOf } from '@tawzeef/interviews';
import {
  communicationWorkflowId,
  cvReadingWorkflowId,
  hiringState,
  hiringWorkflowId,
  type HiringStateView,
} from '@tawzeef/workflows';
import type { SeedClock, Timeline } from './clock.ts';
import type { SeedServices } from './services.ts';

const WAIT_MS = 180_000;

/** Reads until `ready` accepts the value; a failed read (nothing started yet) is tried again. */
async function poll<T>(what: string, read: () => Promise<T>, ready: (value: T) => boolean = () => true): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let last: unknown = 'nothing yet';
  for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
    try {
      const value = await read();
      if (ready(value)) return value;
      last = value;
    } catch (error) {
      last = String(error);
    }
    if (Date.now() > deadline)
      throw new Error(`seed: ${what} did not happen within ${WAIT_MS / 1000} s; last seen: ${JSON.stringify(last)}`);
    await sleep(pause);
  }
}

/**
 * The seed's view of the platform's processes, over the platform's services: the hiring workflows the event log
 * started (their state, through the workflow's own query), the AI interviewer held in the chat, and the signals
 * the status routes send. It starts nothing itself.
 */
export function hiringDriver(services: SeedServices, clock: SeedClock) {
  const { temporal: client, interviews, sessions, processes } = services;
  const options = { ...defaultAgentOptions, maxMinutes: services.interviewMaxMinutes };

  const state = (applicationId: string) =>
    client.workflow.getHandle(hiringWorkflowId(applicationId)).query(hiringState);

  return {
    /** The application's hiring process, and the mails its interviews send, happen on the story's timeline. */
    follow(story: Timeline, applicationId: string) {
      const mails = (['FIRST', 'SECOND'] as const).flatMap((stage) =>
        (['interview-invitation', 'interview-reminder'] as const).map((kind) =>
          communicationWorkflowId(systemMessageId(interviewMailKey(kind, interviewIdOf(applicationId, stage, 1)))),
        ),
      );
      clock.follow(story, hiringWorkflowId(applicationId), ...mails);
    },
    followCvReading(story: Timeline, cvId: string) {
      clock.follow(story, cvReadingWorkflowId(cvId));
    },

    /** Waits until the application's hiring workflow is in a state `ready` accepts. */
    reaches: (applicationId: string, what: string, ready: (view: HiringStateView) => boolean) =>
      poll(`hiring-${applicationId}: ${what}`, () => state(applicationId), ready),

    /** Waits for the CV-reading workflow the upload started. */
    cvRead: (cvId: string) =>
      poll(`cv-reading-${cvId}`, () => client.workflow.getHandle(cvReadingWorkflowId(cvId)).result()),

    /**
     * The candidate takes the open interview of `stage` in the chat, with the real interviewer: its start and end
     * signal the workflow, which then closes and scores it. False when it was already held.
     */
    async interview(applicationId: string, stage: 'FIRST' | 'SECOND', candidate: TypedCandidate): Promise<boolean> {
      const interviewId = interviewIdOf(applicationId, stage, 1);
      const found = await interviews.load(interviewId);
      if (found.exists && found.status !== 'SCHEDULED' && found.status !== 'IN_PROGRESS') return false;
      // The briefing reads the read models, which may still be catching up with the invitation.
      const brief = await poll(
        `the briefing of interview ${interviewId}`,
        () => sessions.forRoom(roomNameOf(interviewId)),
        (found) => found !== null,
      );
      await runTypedInterview(brief!, { sessions, questions: services.ai, clock: clock.clock, options }, candidate);
      return true;
    },

    /** What the status routes tell the workflow after a recruiter's or a candidate's change. */
    statusChanged: (applicationId: string, status: string, actorId: string) =>
      processes.statusChanged?.(applicationId, status, actorId) ?? Promise.resolve(),
  };
}

export type HiringDriver = ReturnType<typeof hiringDriver>;
