import { describe, expect, it } from 'vitest';
import { agentRoomHarness, brief, QUESTIONS, rooms, until } from './agent-room-harness.ts';

const { startAgent, candidateBot } = agentRoomHarness();

describe('the AI interviewer in a real LiveKit room', () => {
  it('rejoining an interview in progress, welcomes the candidate back and asks the next unanswered question', async () => {
    const roomName = `resume-${Date.now().toString(36)}`;
    const answer = 'I like working with people on payment systems, and this team builds them well.';
    const memory = startAgent([
      {
        ...brief(roomName),
        nextSeq: 4,
        startedAt: new Date(Date.now() - 60_000),
        transcript: [
          { speakerType: 'AI_ASSISTANT', text: 'Hello Lina, and welcome. Let us begin.' },
          { speakerType: 'AI_ASSISTANT', text: QUESTIONS[0]! },
          { speakerType: 'CANDIDATE', text: answer },
        ],
      },
    ]);
    await candidateBot(roomName, [answer], 'chat');
    await until(
      () => memory.log.completed.length > 0,
      120_000,
      () => memory.log,
    );
    const said = memory.log.utterances.filter((u) => u.speakerType === 'AI_ASSISTANT').map((u) => u.text);
    expect(said[0]).toMatch(/^Welcome back Lina\./);
    expect(said[1]).toBe(QUESTIONS[1]);
    expect(said.join(' ')).not.toMatch(/Hello Lina/);
    expect(said).not.toContain(QUESTIONS[0]);
    expect(memory.log.utterances[0]?.seq).toBe(4);
  }, 150_000);

  it('asks the open question again when the candidate leaves and comes back (a reload)', async () => {
    const roomName = `back-${Date.now().toString(36)}`;
    const memory = startAgent([brief(roomName)]);
    const first = await candidateBot(roomName, []);
    const said = () => memory.log.utterances.filter((u) => u.speakerType === 'AI_ASSISTANT').map((u) => u.text);
    await until(
      () => said().includes(QUESTIONS[0]!),
      60_000,
      () => memory.log,
    );
    await first.room.disconnect();
    await new Promise((r) => setTimeout(r, 1_000));
    // The same identity again, as the room page after a reload.
    await candidateBot(roomName, []);
    await until(
      () => said().length >= 4,
      60_000,
      () => memory.log,
    );
    const back = said().slice(2);
    expect(back[0]).toMatch(/^Welcome back Lina\./);
    expect(back[1]).toBe(QUESTIONS[0]);
    expect(memory.log.completed).toEqual([]);
  }, 120_000);

  it('leaves an empty room alone, and closes the interview when the candidate does not come back', async () => {
    const empty = `empty-${Date.now().toString(36)}`;
    await rooms.createRoom({ name: empty, emptyTimeout: 60 });
    const roomName = `left-${Date.now().toString(36)}`;
    const memory = startAgent([brief(empty), brief(roomName)], { reconnectGraceMs: 2_000 });
    const bot = await candidateBot(roomName, []);
    await until(() => memory.log.started.length > 0, 30_000);
    await until(() => memory.log.utterances.length >= 2, 60_000);
    await bot.room.disconnect();
    await until(
      () => memory.log.completed.length > 0,
      60_000,
      () => memory.log,
    );
    expect(memory.log.completed).toEqual([{ interviewId: `interview-${roomName}`, reason: 'CANDIDATE_LEFT' }]);
    expect(memory.log.utterances.at(-1)).toMatchObject({
      speakerType: 'SYSTEM',
      text: 'The candidate left the interview.',
    });
    expect(memory.log.asked).not.toContain(empty);
    await rooms.deleteRoom(empty);
  }, 120_000);
});
