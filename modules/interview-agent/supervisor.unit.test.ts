import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RoomServiceClient } from 'livekit-server-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultAgentOptions } from './deps.ts';
import { createInterviewAgent, type InterviewAgent } from './supervisor.ts';
import { memorySessions, silentLogger } from './testing/fakes.ts';

type Participant = { identity: string; permission?: { hidden?: boolean; canPublish?: boolean } };

/** LiveKit's participants per room, as the test sets them; counts how often each room was asked about. */
function roomsHolding(people: Record<string, Participant[]>) {
  const asked = new Map<string, number>();
  const rooms = {
    listParticipants: async (room: string) => {
      asked.set(room, (asked.get(room) ?? 0) + 1);
      return people[room] ?? [];
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

async function agentWith(rooms: RoomServiceClient, candidateWaitMs = 200) {
  dir = await mkdtemp(join(tmpdir(), 'tawzeef-supervisor-'));
  agent = createInterviewAgent({
    sessions: memorySessions([]).sessions,
    questions: { generateInterviewQuestions: async () => ({ questions: [] }) },
    tts: { synthesize: async () => ({ samples: new Int16Array(0), sampleRate: 16_000 }) },
    stt: { supports: () => true, transcribe: async () => ({ text: '', confidence: 0 }) },
    token: async () => 'token',
    clock: () => new Date(),
    logger: silentLogger,
    rooms,
    options: {
      ...defaultAgentOptions,
      livekitUrl: 'ws://127.0.0.1:1',
      workDir: join(dir, 'work'),
      candidateWaitMs,
      candidateCheckMs: 20,
    },
  });
  return agent;
}

describe('the interview agent holding a room it is handed', () => {
  it('waits for a candidate, and gives the room back when none comes in time', async () => {
    const { rooms, asked } = roomsHolding({});
    const started = Date.now();
    expect(await (await agentWith(rooms)).hold('room-a')).toBe('no-candidate');
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(asked.get('room-a')).toBeGreaterThan(2);
    expect([...asked.keys()]).toEqual(['room-a']);
  });

  it('leaves a room alone where another interviewer stays, and takes it once a dead one has left', async () => {
    const people: Record<string, Participant[]> = {
      'room-a': [{ identity: 'candidate-1' }, { identity: 'agent-interview-1' }],
      'room-b': [{ identity: 'candidate-2' }, { identity: 'agent-interview-2' }],
    };
    const { rooms } = roomsHolding(people);
    const a = await agentWith(rooms);
    expect(await a.hold('room-a')).toBe('already-held');
    setTimeout(() => (people['room-b'] = [{ identity: 'candidate-2' }]), 50);
    // Past the agent's leaving, the room is the candidate's: it is held (no interview is due in this fake).
    expect(await a.hold('room-b')).toBe('not-due');
  });

  it('does not hold a room twice in one process', async () => {
    const { rooms } = roomsHolding({});
    const a = await agentWith(rooms, 300);
    const first = a.hold('room-a');
    expect(await a.hold('room-a')).toBe('already-held');
    expect(a.activeRooms).toEqual(['room-a']);
    expect(await first).toBe('no-candidate');
    expect(a.activeRooms).toEqual([]);
  });

  it('does not count a hidden observer as the candidate, and answers not-due for a room with no interview', async () => {
    const { rooms } = roomsHolding({
      'room-a': [{ identity: 'observer-1', permission: { hidden: true } }],
      'room-b': [{ identity: 'candidate-2' }],
    });
    const a = await agentWith(rooms);
    expect(await a.hold('room-a')).toBe('no-candidate');
    expect(await a.hold('room-b')).toBe('not-due');
  });

  it('stops waiting when the dispatch is cancelled', async () => {
    const { rooms } = roomsHolding({});
    const a = await agentWith(rooms, 60_000);
    const cancel = new AbortController();
    const held = a.hold('room-a', cancel.signal);
    setTimeout(() => cancel.abort(), 50);
    expect(await held).toBe('no-candidate');
  });
});
