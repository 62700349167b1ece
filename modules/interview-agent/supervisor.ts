import { mkdir } from 'node:fs/promises';
import { AccessToken, type RoomServiceClient } from 'livekit-server-sdk';
import type { AgentDeps } from './deps.ts';
import type { HoldOutcome, InterviewBrief } from './port.ts';
import { isAgentIdentity, runInterview } from './session.ts';

export type InterviewAgent = {
  /**
   * Holds the room's interview: waits (up to `candidateWaitMs`) for the candidate to be in the room, runs the
   * interview and resolves when it ends. Called once per room by the dispatcher (workflows/interview-rooms).
   */
  hold(roomName: string, signal?: AbortSignal): Promise<HoldOutcome>;
  stop(): Promise<void>;
  readonly activeRooms: string[];
};

/**
 * A LiveKit token for the agent: one room, publish and subscribe, flagged as an agent. The identity
 * contains "agent", which is how the candidate's screen recognises the AI interviewer.
 */
export function agentTokenFactory(apiKey: string, apiSecret: string) {
  return async ({ roomName, interviewId }: InterviewBrief) => {
    const token = new AccessToken(apiKey, apiSecret, {
      identity: `agent-${interviewId}`,
      name: 'AI Interviewer',
      ttl: '2h',
    });
    // canUpdateOwnMetadata: the agent announces its state (listening, thinking, speaking) as an attribute.
    token.addGrant({
      roomJoin: true,
      room: roomName,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
      canUpdateOwnMetadata: true,
      agent: true,
    });
    return token.toJwt();
  };
}

/**
 * Runs one interview session per room it is handed. Rooms are handed out by the dispatcher (a Temporal workflow
 * per room, started when the candidate is given a token or joins), so exactly one interviewer holds a room across
 * any number of processes; a room where an interviewer is already present is left alone all the same.
 */
export function createInterviewAgent(deps: AgentDeps & { rooms: RoomServiceClient }): InterviewAgent {
  const { rooms, logger, options } = deps;
  const active = new Map<string, { abort: AbortController; done: Promise<void> }>();
  let stopped = false;

  const whoIsIn = async (room: string): Promise<'agent' | 'candidate' | 'nobody'> => {
    const participants = await rooms.listParticipants(room).catch(() => []);
    if (participants.some((p) => isAgentIdentity(p.identity))) return 'agent';
    const candidate = participants.some((p) => !p.permission?.hidden && p.permission?.canPublish !== false);
    return candidate ? 'candidate' : 'nobody';
  };

  // An interviewer still listed in the room is most likely the one of a process that died (the dispatch hands a
  // room to one holder at a time): it is waited out like a candidate who has not joined yet.
  const waitForCandidate = async (room: string, signal: AbortSignal) => {
    const until = Date.now() + options.candidateWaitMs;
    for (;;) {
      const present = await whoIsIn(room);
      if (present === 'candidate' || Date.now() >= until || signal.aborted) return present;
      await sleep(options.candidateCheckMs, signal);
    }
  };

  return {
    get activeRooms() {
      return [...active.keys()];
    },
    async hold(room, signal) {
      if (stopped || active.has(room)) return 'already-held';
      const abort = new AbortController();
      const cancel = () => abort.abort();
      signal?.addEventListener('abort', cancel, { once: true });
      let release: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (release = resolve));
      active.set(room, { abort, done });
      try {
        await mkdir(options.workDir, { recursive: true, mode: 0o700 });
        const present = await waitForCandidate(room, abort.signal);
        if (present === 'agent') return 'already-held';
        if (present === 'nobody') return 'no-candidate';
        const brief = await deps.sessions.forRoom(room);
        if (!brief) return 'not-due';
        logger.info({ room, interviewId: brief.interviewId }, 'interview agent holding the room');
        await runInterview(brief, deps, abort.signal);
        return 'held';
      } finally {
        signal?.removeEventListener('abort', cancel);
        active.delete(room);
        release();
      }
    },
    async stop() {
      stopped = true;
      for (const { abort } of active.values()) abort.abort();
      await Promise.all([...active.values()].map(({ done }) => done));
    },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
