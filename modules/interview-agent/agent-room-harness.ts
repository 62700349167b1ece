// The AI interviewer's room tests: LiveKit settings, the interview's questions, the agent and a candidate bot.
import { mkdtemp, rm } from 'node:fs/promises';
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
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resample } from './audio/wav.ts';
import { defaultAgentOptions } from './deps.ts';
import type { InterviewBrief, SpeechToText } from './port.ts';
import { espeakTextToSpeech } from './speech/espeak.ts';
import { pocketsphinxSpeechToText } from './speech/pocketsphinx.ts';
import { agentTokenFactory, createInterviewAgent, type InterviewAgent } from './supervisor.ts';
import { CHAT_TOPIC, TRANSCRIPT_TOPIC } from './session.ts';
import { consoleLogger, memorySessions, silentLogger } from './testing/fakes.ts';

export const url = process.env.LIVEKIT_URL ?? 'ws://127.0.0.1:7880';
export const key = process.env.LIVEKIT_API_KEY ?? 'devkey';
export const secret = process.env.LIVEKIT_API_SECRET ?? 'secret';
export const rooms = new RoomServiceClient(url.replace(/^ws/u, 'http'), key, secret);
export const tts = espeakTextToSpeech({ wordsPerMinute: 140 });

export const QUESTIONS = ['Why do you want this job?', 'Tell me about a hard problem you solved.'];
export const ANSWERS = [
  'I like working with people. The project was about money and people.',
  'I solved a hard problem for the team. My team built a new computer system.',
];

/** Registers the hooks that stop the agent and the bots after each test; the agent and the candidate bot to start. */
export function agentRoomHarness() {
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

  return { startAgent, candidateBot, workDir: () => join(dir, 'work') };
}

export const brief = (roomName: string): InterviewBrief => ({
  interviewId: `interview-${roomName}`,
  roomName,
  language: 'en',
  candidateName: 'Lina',
  jobTitle: 'Backend Engineer',
  companyName: 'Acme',
  questions: { stage: 'FIRST', job: { title: 'Backend Engineer' } },
});

export const until = async (condition: () => boolean, ms: number, state?: () => unknown) => {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out; state: ${JSON.stringify(state?.(), null, 1)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};
