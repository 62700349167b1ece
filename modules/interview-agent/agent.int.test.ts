import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AudioFrame,
  AudioSource,
  AudioStream,
  LocalAudioTrack,
  Room,
  RoomEvent,
  TrackKind,
  TrackPublishOptions,
  TrackSource,
} from '@livekit/rtc-node';
import { AccessToken, RoomServiceClient } from 'livekit-server-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resample } from './audio/wav.ts';
import { defaultAgentOptions } from './deps.ts';
import type { InterviewBrief, SpeechToText } from './port.ts';
import { espeakTextToSpeech } from './speech/espeak.ts';
import { pocketsphinxSpeechToText } from './speech/pocketsphinx.ts';
import { agentTokenFactory, createInterviewAgent, type InterviewAgent } from './supervisor.ts';
import { CHAT_TOPIC, CONTROL_TOPIC, TRANSCRIPT_TOPIC } from './session.ts';
import { consoleLogger, memorySessions, silentLogger } from './testing/fakes.ts';

const url = process.env.LIVEKIT_URL ?? 'ws://127.0.0.1:7880';
const key = process.env.LIVEKIT_API_KEY ?? 'devkey';
const secret = process.env.LIVEKIT_API_SECRET ?? 'secret';
const rooms = new RoomServiceClient(url.replace(/^ws/u, 'http'), key, secret);
const tts = espeakTextToSpeech({ wordsPerMinute: 140 });

const QUESTIONS = ['Why do you want this job?', 'Tell me about a hard problem you solved.'];
const ANSWERS = [
  'I like working with people. The project was about money and people.',
  'I solved a hard problem for the team. My team built a new computer system.',
];

let dir: string;
let agent: InterviewAgent | undefined;
const bots: Room[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tawzeef-agent-'));
});
afterEach(async () => {
  await agent?.stop();
  await Promise.all(bots.splice(0).map((b) => b.disconnect()));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function startAgent(
  briefs: InterviewBrief[],
  overrides: Partial<typeof defaultAgentOptions> = {},
  stt: SpeechToText = pocketsphinxSpeechToText(),
) {
  const memory = memorySessions(briefs);
  agent = createInterviewAgent({
    sessions: memory.sessions,
    questions: { generateInterviewQuestions: async () => ({ questions: QUESTIONS.map((text) => ({ text })) }) },
    tts: espeakTextToSpeech(),
    stt,
    token: agentTokenFactory(key, secret),
    clock: () => new Date(),
    logger: process.env.DEBUG_AGENT ? consoleLogger : silentLogger,
    rooms,
    options: {
      ...defaultAgentOptions,
      livekitUrl: url,
      workDir: join(dir, 'work'),
      turnEndMs: 1_500,
      silenceMs: 20_000,
      ...overrides,
    },
  });
  // As the dispatcher hands rooms out when a candidate is given a token.
  for (const { roomName } of briefs) void agent.hold(roomName).catch(() => undefined);
  return memory;
}

const brief = (roomName: string): InterviewBrief => ({
  interviewId: `interview-${roomName}`,
  roomName,
  language: 'en',
  candidateName: 'Lina',
  jobTitle: 'Backend Engineer',
  companyName: 'Acme',
  questions: { stage: 'FIRST', job: { title: 'Backend Engineer' } },
});

/** A candidate made of code: answers by voice (espeak-ng) each time the interviewer starts listening. */
async function candidateBot(
  roomName: string,
  answers: string[],
  mode: 'voice' | 'chat' | 'chat-while-spoken' = 'voice',
  correction?: string,
) {
  const token = new AccessToken(key, secret, { identity: `candidate-${roomName}`, ttl: '10m' });
  token.addGrant({ roomJoin: true, room: roomName, canPublish: true, canSubscribe: true, canPublishData: true });
  const room = new Room();
  bots.push(room);
  const source = new AudioSource(48_000, 1);
  let loudFrames = 0;
  let next = 0;
  room.on(RoomEvent.TrackSubscribed, (track) => {
    if (track.kind !== TrackKind.KIND_AUDIO) return;
    void (async () => {
      for await (const frame of new AudioStream(track, { sampleRate: 16_000, numChannels: 1 })) {
        let sum = 0;
        for (const s of frame.data) sum += s * s;
        if (Math.sqrt(sum / frame.data.length) > 300) loudFrames++;
      }
    })().catch(() => undefined);
  });
  const type = (text: string) =>
    room.localParticipant!.publishData(new TextEncoder().encode(JSON.stringify({ text })), {
      reliable: true,
      topic: CHAT_TOPIC,
    });
  // A reader answers from the question on screen, before the interviewer has finished saying it.
  room.on(RoomEvent.DataReceived, (payload, _participant, _kind, topic) => {
    if (topic !== TRANSCRIPT_TOPIC) return;
    const line = JSON.parse(new TextDecoder().decode(payload)) as { speakerType: string; text: string; seq: number };
    // The candidate reads what was heard and corrects the first spoken answer in the chat.
    if (correction && line.speakerType === 'CANDIDATE' && line.text !== correction) {
      const fix = { text: correction, corrects: line.seq };
      correction = undefined;
      void room.localParticipant!.publishData(new TextEncoder().encode(JSON.stringify(fix)), {
        reliable: true,
        topic: CHAT_TOPIC,
      });
    }
    if (mode !== 'chat-while-spoken') return;
    const question = line.speakerType === 'AI_ASSISTANT' && !/^(Hello|Thank you|Take your time)/u.test(line.text);
    if (question) void type(answers[next++ % answers.length]!);
  });
  room.on(RoomEvent.ParticipantAttributesChanged, (changed) => {
    if (!answers.length || mode === 'chat-while-spoken' || changed['lk.agent.state'] !== 'listening') return;
    const text = answers[next++ % answers.length]!;
    void (async () => {
      await new Promise((r) => setTimeout(r, 500));
      if (mode === 'chat') return void (await type(text));
      const pcm = resample(await tts.synthesize(text, 'en'), 48_000);
      for (let at = 0; at < pcm.samples.length; at += 480) {
        const part = pcm.samples.slice(at, at + 480);
        await source.captureFrame(new AudioFrame(part, 48_000, 1, part.length));
      }
    })();
  });
  await room.connect(url, await token.toJwt(), { autoSubscribe: true, dynacast: false });
  await room.localParticipant!.publishTrack(
    LocalAudioTrack.createAudioTrack('microphone', source),
    new TrackPublishOptions({ source: TrackSource.SOURCE_MICROPHONE }),
  );
  return { room, heardAgent: () => loudFrames };
}

const until = async (condition: () => boolean, ms: number, state?: () => unknown) => {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out; state: ${JSON.stringify(state?.(), null, 1)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

describe('the AI interviewer in a real LiveKit room', () => {
  it('joins when the candidate does, asks, transcribes spoken answers, records and completes', async () => {
    const roomName = `voice-${Date.now().toString(36)}`;
    // Every answer counts here, however unsure the recogniser (espeak-ng's voice is hard for it).
    const memory = startAgent([brief(roomName)], { minConfidence: 0 });
    const bot = await candidateBot(roomName, ANSWERS);
    await until(
      () => memory.log.completed.length > 0,
      150_000,
      () => memory.log,
    );

    const said = memory.log.utterances.filter((u) => u.speakerType === 'AI_ASSISTANT').map((u) => u.text);
    expect(said[0]).toMatch(/Hello Lina.*Backend Engineer role at Acme/);
    expect(said).toContain(QUESTIONS[0]);
    expect(said).toContain(QUESTIONS[1]);
    expect(said.at(-1)).toMatch(/that completes the interview/);
    const answers = memory.log.utterances.filter((u) => u.speakerType === 'CANDIDATE').map((u) => u.text);
    expect(answers.length).toBeGreaterThanOrEqual(2);
    const words = answers.join(' ').toLowerCase();
    const found = ['working', 'people', 'project', 'problem', 'system'].filter((w) => words.includes(w));
    expect(found.length, `transcript: ${words}`).toBeGreaterThanOrEqual(2);
    expect(memory.log.utterances.map((u) => u.seq)).toEqual(memory.log.utterances.map((_, i) => i + 1));
    expect(memory.log.completed).toEqual([{ interviewId: `interview-${roomName}`, reason: 'AGENT_ENDED' }]);
    const [recording] = memory.log.recordings;
    expect(recording?.durationSeconds).toBeGreaterThan(5);
    expect(recording!.data.length).toBe(recording!.bytes);
    expect(recording!.data.toString('ascii', 0, 4)).toBe('RIFF');
    expect(await readdir(join(dir, 'work')), 'the work file is gone once saved').toEqual([]);
    expect(bot.heardAgent(), 'the candidate heard the interviewer speak').toBeGreaterThan(50);
  }, 180_000);

  it('never counts a spoken answer it is unsure of: says so, asks again or to type, then moves on', async () => {
    const roomName = `unsure-${Date.now().toString(36)}`;
    const unsure: SpeechToText = {
      supports: () => true,
      transcribe: async () => ({ text: 'jump on you and you do', confidence: 0.2 }),
    };
    // The scripted recogniser answers each utterance with the whole line: one utterance per answer (no cut at the
    // pause between its two sentences).
    const memory = startAgent([brief(roomName)], { utteranceGapMs: 1_000 }, unsure);
    await candidateBot(roomName, ANSWERS);
    await until(
      () => memory.log.completed.length > 0,
      150_000,
      () => memory.log,
    );
    const lines = memory.log.utterances.map((u) => `${u.speakerType}: ${u.text}`);
    expect(
      lines.filter((l) => l.startsWith('CANDIDATE')),
      lines.join('\n'),
    ).toEqual([]);
    const said = memory.log.utterances.filter((u) => u.speakerType === 'AI_ASSISTANT').map((u) => u.text);
    expect(said[2]).toBe('Sorry, I did not catch that. Could you say it again, or type your answer in the chat?');
    expect(said).toContain(QUESTIONS[1]);
    const unclear = memory.log.utterances.filter((u) => u.speakerType === 'SYSTEM');
    expect(unclear.length).toBe(4);
    expect(unclear[0]).toMatchObject({
      confidence: 0.2,
      text: 'Spoken answer not understood (speech confidence 20%), not scored. Heard: "jump on you and you do"',
    });
  }, 180_000);

  it('records a correction typed in the chat against the spoken answer it corrects', async () => {
    const roomName = `correct-${Date.now().toString(36)}`;
    const sure: SpeechToText = {
      supports: () => true,
      transcribe: async () => ({ text: 'i built the payment service in note and type script', confidence: 0.9 }),
    };
    const memory = startAgent([brief(roomName)], { utteranceGapMs: 1_000 }, sure);
    const fix = 'I built the payment service in Node and TypeScript.';
    await candidateBot(roomName, ANSWERS, 'voice', fix);
    await until(
      () => memory.log.completed.length > 0,
      150_000,
      () => memory.log,
    );
    const answers = memory.log.utterances.filter((u) => u.speakerType === 'CANDIDATE');
    const first = answers[0]!;
    expect(first).toMatchObject({ confidence: 0.9, text: 'i built the payment service in note and type script' });
    expect(answers.find((u) => u.corrects !== undefined)).toMatchObject({ text: fix, corrects: first.seq });
    const said = memory.log.utterances.filter((u) => u.speakerType === 'AI_ASSISTANT').map((u) => u.text);
    expect(
      said.filter((l) => l === QUESTIONS[1]),
      'the correction is not taken for the next answer',
    ).toHaveLength(1);
  }, 180_000);

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
