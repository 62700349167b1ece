// bench:interview in a LiveKit room: the agent interviews a candidate who answers aloud; what it heard and how fast.
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
import {
  agentTokenFactory,
  createInterviewAgent,
  defaultAgentOptions,
  espeakTextToSpeech,
  resample,
  type Heard,
} from '@tawzeef/interview-agent';
import { checkEvidence, checkRejection, countedTranscript, notUnderstood, unclearAnswers } from '@tawzeef/interviews';
import { memorySessions, silentLogger } from '../../modules/interview-agent/testing/index.ts';
import { url, key, secret, agentOptions } from './interview-options.ts';
import { type Voice, ANSWERS, JOB } from './interview-voices.ts';
import { wer, sleep } from './interview-measure.ts';
import { speechToText, noting, withNoise, questionsFor } from './interview-speech.ts';

export async function run(voice: Voice, dir: string) {
  const answers = ANSWERS[voice.set][voice.language];
  const roomName = `bench-interview-${Date.now().toString(36)}`;
  const { ai, job, questions } = await questionsFor(voice, answers.length + 1);
  const memory = memorySessions([
    {
      interviewId: `interview-${roomName}`,
      roomName,
      language: voice.language,
      candidateName: 'Lina',
      jobTitle: JOB.title,
      companyName: 'Acme',
      questions: { stage: 'FIRST', job },
    },
  ]);
  const heard: (Heard & { at: number })[] = [];
  // The agent's own account of each turn (session.ts logs it): the pause it waited, the wait for the words, the reply.
  const timings: { pauseMs: number; decodeWaitMs: number; replyMs: number; speculated: boolean }[] = [];
  const logger = {
    ...silentLogger,
    info: (fields: object | string, message?: string) => {
      if (message === 'turn timing') timings.push(fields as (typeof timings)[number]);
    },
    child: () => logger,
  };
  const rooms = new RoomServiceClient(url.replace(/^ws/u, 'http'), key, secret);
  const agent = createInterviewAgent({
    sessions: memory.sessions,
    questions: { generateInterviewQuestions: async () => ({ questions }) },
    tts: espeakTextToSpeech(),
    stt: noting(speechToText(), heard),
    token: agentTokenFactory(key, secret),
    clock: () => new Date(),
    logger,
    rooms,
    options: {
      ...defaultAgentOptions,
      livekitUrl: url,
      workDir: join(dir, 'work'),
      silenceMs: 8_000,
      ...agentOptions,
    },
  });

  const tts = espeakTextToSpeech({ voices: { [voice.language]: voice.voice }, wordsPerMinute: voice.wpm });
  const token = new AccessToken(key, secret, { identity: `candidate-${roomName}`, ttl: '30m' });
  token.addGrant({ roomJoin: true, room: roomName, canPublish: true, canSubscribe: true, canPublishData: true });
  const room = new Room();
  const source = new AudioSource(48_000, 1);
  type Turn = { reference: string; start: number; end: number; stateAt: number | null; voiceAt: number | null };
  const turns: Turn[] = [];
  let firstLineAt: number | null = null;
  let firstQuestionAt: number | null = null;
  let next = 0;
  let speaking = false;
  room.on(RoomEvent.DataReceived, (payload, _p, _k, topic) => {
    if (topic !== 'transcript') return;
    const line = JSON.parse(new TextDecoder().decode(payload)) as { speakerType: string; text: string };
    if (line.speakerType !== 'AI_ASSISTANT') return;
    firstLineAt ??= Date.now();
    if (!firstQuestionAt && line.text === questions[0]!.text) firstQuestionAt = Date.now();
  });
  // The interviewer's voice as the candidate hears it: the first loud 10 ms after an answer ends is the reply.
  room.on(RoomEvent.TrackSubscribed, (track) => {
    if (track.kind !== TrackKind.KIND_AUDIO) return;
    void (async () => {
      for await (const frame of new AudioStream(track, { sampleRate: 16_000, numChannels: 1 })) {
        const last = turns.at(-1);
        if (!last?.end || last.voiceAt !== null) continue;
        let sum = 0;
        for (const s of frame.data) sum += s * s;
        if (Math.sqrt(sum / frame.data.length) > 300) last.voiceAt = Date.now();
      }
    })().catch(() => undefined);
  });
  room.on(RoomEvent.ParticipantAttributesChanged, (changed) => {
    const state = changed['lk.agent.state'];
    if (state === 'speaking') {
      const last = turns.at(-1);
      if (last && last.stateAt === null) last.stateAt = Date.now();
    }
    if (state !== 'listening' || speaking || next >= answers.length) return;
    speaking = true;
    const reference = answers[next++]!;
    void (async () => {
      await sleep(400);
      const pcm = withNoise(resample(await tts.synthesize(reference, voice.language), 48_000), voice.noise, reference);
      const turn: Turn = { reference, start: Date.now(), end: 0, stateAt: null, voiceAt: null };
      turns.push(turn);
      for (let at = 0; at < pcm.samples.length; at += 480) {
        const part = pcm.samples.slice(at, at + 480);
        await source.captureFrame(new AudioFrame(part, 48_000, 1, part.length));
      }
      await source.waitForPlayout();
      turn.end = Date.now();
      speaking = false;
    })();
  });
  const joinedAt = Date.now();
  // As the dispatcher does when the API gives a candidate their token.
  const held = agent.hold(roomName);
  await room.connect(url, await token.toJwt(), { autoSubscribe: true, dynacast: false });
  await room.localParticipant!.publishTrack(
    LocalAudioTrack.createAudioTrack('microphone', source),
    new TrackPublishOptions({ source: TrackSource.SOURCE_MICROPHONE }),
  );
  const deadline = Date.now() + 6 * 60_000;
  while (!memory.log.completed.length && Date.now() < deadline) await sleep(500);
  await agent.stop();
  await held.catch(() => undefined);
  await room.disconnect();

  let errors = 0;
  let total = 0;
  for (const [i, turn] of turns.entries()) {
    const hyp = heard
      .filter((h) => h.at >= turn.start && h.at <= (turns[i + 1]?.start ?? Infinity))
      .map((h) => h.text)
      .join(' ');
    const w = wer(turn.reference, hyp);
    errors += w.errors;
    total += w.words;
    if (process.env.BENCH_VERBOSE) console.log(`\n  ref: ${turn.reference}\n  hyp: ${hyp}`);
  }
  const transcript = memory.log.utterances.map((u) => ({ ...u, at: u.at.toISOString() }));
  const counted = countedTranscript(transcript, defaultAgentOptions.minConfidence);
  const check = checkEvidence(counted, unclearAnswers(transcript, defaultAgentOptions.minConfidence));
  let outcome = 'INSUFFICIENT_EVIDENCE';
  if (check.sufficient) {
    const score = await ai.scoreInterview({
      stage: 'FIRST',
      job,
      transcript: counted.map((u) => ({ speaker: u.speakerType, content: u.text })),
    });
    // As the interviews service records it: a REJECT with an answer not understood goes to the recruiter.
    const rejection = checkRejection(
      score.aiRecommendation,
      counted,
      notUnderstood(transcript, defaultAgentOptions.minConfidence),
    );
    outcome = rejection.sufficient
      ? `${score.aiRecommendation} ${score.aiScore}`
      : `INSUFFICIENT_EVIDENCE (scored ${score.aiRecommendation} ${score.aiScore})`;
  }
  const after = (at: (t: Turn) => number | null) =>
    turns.filter((t) => t.end && at(t)).map((t) => (at(t)! - t.end) / 1000);
  return {
    errors,
    total,
    voiceLatencies: after((t) => t.voiceAt),
    timings,
    stateLatencies: after((t) => t.stateAt),
    firstLine: firstLineAt ? (firstLineAt - joinedAt) / 1000 : NaN,
    firstQuestion: firstQuestionAt ? (firstQuestionAt - joinedAt) / 1000 : NaN,
    outcome,
    understood: counted.filter((u) => u.speakerType === 'CANDIDATE').length,
    answered: turns.length,
  };
}
