import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RoomServiceClient } from 'livekit-server-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultAgentOptions } from './deps.ts';
import { createInterviewAgent, type InterviewAgent } from './supervisor.ts';
import { memorySessions, silentLogger } from './testing/fakes.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** LiveKit's room list as it is for a few seconds after someone joins: two rooms, both counted empty. */
function roomsCountingNobody() {
  const asked: string[] = [];
  const rooms = {
    listRooms: async () => [
      { name: 'room-a', numParticipants: 0 },
      { name: 'room-b', numParticipants: 0 },
    ],
    listParticipants: async (room: string) => {
      asked.push(room);
      return [];
    },
  } as unknown as RoomServiceClient;
  return { rooms, asked };
}

let agent: InterviewAgent | undefined;
let dir: string | undefined;
afterEach(async () => {
  await agent?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the interview agent watching rooms', () => {
  it('looks into a room the list counts empty only once a candidate was given its token', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tawzeef-supervisor-'));
    const { rooms, asked } = roomsCountingNobody();
    agent = createInterviewAgent({
      sessions: memorySessions([]).sessions,
      questions: { generateInterviewQuestions: async () => ({ questions: [] }) },
      tts: { synthesize: async () => ({ samples: new Int16Array(0), sampleRate: 16_000 }) },
      stt: { supports: () => true, transcribe: async () => ({ text: '', confidence: 0 }) },
      token: async () => 'token',
      clock: () => new Date(),
      logger: silentLogger,
      rooms,
      options: { ...defaultAgentOptions, livekitUrl: 'ws://127.0.0.1:1', workDir: join(dir, 'work'), pollMs: 10 },
    });
    agent.start();
    await sleep(100);
    expect(asked).toEqual([]);

    agent.expect('room-a');
    await sleep(100);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['room-a']));
  });
});
