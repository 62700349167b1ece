import { mkdir } from 'node:fs/promises';
import { AccessToken, type RoomServiceClient } from 'livekit-server-sdk';
import type { AgentDeps } from './deps.ts';
import type { InterviewBrief } from './port.ts';
import { isAgentIdentity, runInterview } from './session.ts';

export type InterviewAgent = {
  start(): void;
  stop(): Promise<void>;
  readonly activeRooms: string[];
  /**
   * A candidate was just given a token for this room: for a while, its participants are asked for at every poll
   * even while LiveKit's room list still counts none (it updates that count only every few seconds).
   */
  expect(roomName: string): void;
};

/** How long a candidate's token makes the agent look into a room that the room list still shows empty. */
export const EXPECT_CANDIDATE_MS = 120_000;

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
 * Watches LiveKit for rooms where a candidate is waiting and runs one interview session per room.
 * Polling the room service (every pollMs) rather than webhooks: it needs no public callback URL or
 * server configuration, it catches up by itself after a restart, and a room where an interviewer
 * is already present (another API instance) is left alone.
 */
export function createInterviewAgent(deps: AgentDeps & { rooms: RoomServiceClient }): InterviewAgent {
  const { rooms, logger, options } = deps;
  const active = new Map<string, { abort: AbortController; done: Promise<void> }>();
  const retryAfter = new Map<string, number>();
  const expected = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let polling = false;

  const candidateWaiting = async (room: string) => {
    const participants = await rooms.listParticipants(room);
    if (participants.some((p) => isAgentIdentity(p.identity))) return false;
    return participants.some((p) => !p.permission?.hidden && p.permission?.canPublish !== false);
  };

  const consider = async (room: string) => {
    if ((retryAfter.get(room) ?? 0) > Date.now()) return;
    if (!(await candidateWaiting(room))) return;
    const brief = await deps.sessions.forRoom(room);
    if (!brief) return void retryAfter.set(room, Date.now() + 30_000);
    const abort = new AbortController();
    const done = runInterview(brief, deps, abort.signal)
      .catch((error: unknown) => {
        logger.error({ err: error, room }, 'interview session failed');
        retryAfter.set(room, Date.now() + 10_000);
      })
      .finally(() => active.delete(room));
    active.set(room, { abort, done });
  };

  const poll = async () => {
    if (polling || stopped) return;
    polling = true;
    try {
      const now = Date.now();
      for (const [room, until] of expected) if (until <= now || active.has(room)) expected.delete(room);
      for (const room of await rooms.listRooms()) {
        if (stopped || active.has(room.name)) continue;
        if (room.numParticipants === 0 && !expected.has(room.name)) continue;
        // One room's trouble (an unknown name, a failing lookup) never holds up the others.
        await consider(room.name).catch((error: unknown) => {
          logger.warn({ err: error, room: room.name }, 'interview agent: could not check a room');
          retryAfter.set(room.name, Date.now() + 30_000);
        });
      }
    } catch (error) {
      logger.warn({ err: error }, 'interview agent: LiveKit poll failed');
    } finally {
      polling = false;
    }
  };

  return {
    get activeRooms() {
      return [...active.keys()];
    },
    expect(roomName) {
      if (!active.has(roomName)) expected.set(roomName, Date.now() + EXPECT_CANDIDATE_MS);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      void mkdir(options.workDir, { recursive: true, mode: 0o700 }).then(() => {
        if (stopped) return;
        timer = setInterval(() => void poll(), options.pollMs);
        void poll();
        logger.info({ pollMs: options.pollMs }, 'interview agent watching LiveKit rooms');
      });
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const { abort } of active.values()) abort.abort();
      await Promise.all([...active.values()].map(({ done }) => done));
    },
  };
}
