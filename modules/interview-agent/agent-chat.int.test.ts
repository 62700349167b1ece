import {
  AudioFrame,
  AudioSource,
  LocalAudioTrack,
  RoomEvent,
  TrackPublishOptions,
  TrackSource,
} from '@livekit/rtc-node';
import { describe, expect, it } from 'vitest';
import { CONTROL_TOPIC } from './session.ts';
import { agentRoomHarness, brief, QUESTIONS, until } from './agent-room-harness.ts';

const { startAgent, candidateBot } = agentRoomHarness();

describe('the AI interviewer in a real LiveKit room', () => {
  it('takes answers typed in the chat', async () => {
    const roomName = `chat-${Date.now().toString(36)}`;
    const memory = startAgent([brief(roomName)]);
    const bot = await candidateBot(
      roomName,
      ['I led the migration of our billing system to PostgreSQL last spring.'],
      'chat',
    );
    const control: string[] = [];
    bot.room.on(RoomEvent.DataReceived, (payload, _participant, _kind, topic) => {
      if (topic === CONTROL_TOPIC) control.push(new TextDecoder().decode(payload));
    });
    await until(
      () => memory.log.completed.length > 0,
      120_000,
      () => memory.log,
    );
    // Once completed, the room is told, so the candidate's screen leaves and shows the end.
    await until(() => control.length > 0, 10_000);
    expect(control).toEqual([JSON.stringify({ type: 'end', reason: 'AGENT_ENDED' })]);
    const answers = memory.log.utterances.filter((u) => u.speakerType === 'CANDIDATE').map((u) => u.text);
    expect(answers).toEqual([
      'I led the migration of our billing system to PostgreSQL last spring.',
      'I led the migration of our billing system to PostgreSQL last spring.',
    ]);
  }, 150_000);

  it('takes a chat answer typed while the question is still being spoken', async () => {
    const roomName = `chat-early-${Date.now().toString(36)}`;
    const memory = startAgent([brief(roomName)]);
    await candidateBot(
      roomName,
      ['I read the question on screen and answered it at once with an example.'],
      'chat-while-spoken',
    );
    await until(
      () => memory.log.completed.length > 0,
      120_000,
      () => memory.log,
    );
    const lines = memory.log.utterances.map((u) => `${u.speakerType}: ${u.text}`);
    expect(
      lines.filter((l) => l.startsWith('CANDIDATE')),
      lines.join('\n'),
    ).toEqual([
      'CANDIDATE: I read the question on screen and answered it at once with an example.',
      'CANDIDATE: I read the question on screen and answered it at once with an example.',
    ]);
    expect(lines.join('\n')).not.toMatch(/Take your time/u);
  }, 150_000);

  it('is not held up by a microphone that only beeps: it nudges, moves on and closes', async () => {
    const roomName = `beeps-${Date.now().toString(36)}`;
    const memory = startAgent([brief(roomName)], { silenceMs: 5_000 });
    const bot = await candidateBot(roomName, []);
    const beep = new Int16Array(4_800).map((_, i) => Math.round(8_000 * Math.sin((2 * Math.PI * 1_000 * i) / 48_000)));
    const quiet = new Int16Array(43_200);
    const source = new AudioSource(48_000, 1);
    await bot.room.localParticipant!.publishTrack(
      LocalAudioTrack.createAudioTrack('beeper', source),
      new TrackPublishOptions({ source: TrackSource.SOURCE_MICROPHONE }),
    );
    let beeping = true;
    void (async () => {
      while (beeping)
        for (const part of [beep, quiet])
          for (let at = 0; at < part.length; at += 480)
            await source.captureFrame(new AudioFrame(part.slice(at, at + 480), 48_000, 1, 480));
    })().catch(() => undefined);
    try {
      await until(
        () => memory.log.completed.length > 0,
        120_000,
        () => memory.log,
      );
    } finally {
      beeping = false;
    }
    const said = memory.log.utterances.filter((u) => u.speakerType === 'AI_ASSISTANT').map((u) => u.text);
    expect(said).toContain(QUESTIONS[1]);
    expect(said.filter((line) => line.startsWith('Take your time')).length).toBeGreaterThanOrEqual(2);
  }, 150_000);
});
