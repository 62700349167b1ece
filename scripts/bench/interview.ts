/**
 * bench:interview: a candidate made of code takes the AI interview in a real LiveKit room, answering aloud from
 * recorded answers (espeak-ng voices at several speeds, some with background noise, English and Arabic). Prints
 * the word error rate per voice, the turn latency (end of answer to the interviewer's voice) p50/p95, the time to
 * the first question and the outcome the answers would get. The "held-out" voices and answers are never tuned on.
 *
 *   npm run bench:interview                 all voices
 *   npm run bench:interview -- --only tune   or held-out
 * Needs LiveKit (scripts/start), espeak-ng and pocketsphinx; LIVEKIT_URL/KEY/SECRET as the API uses them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AudioFrame,
  AudioSource,
  LocalAudioTrack,
  Room,
  RoomEvent,
  TrackPublishOptions,
  TrackSource,
} from '@livekit/rtc-node';
import { AccessToken, RoomServiceClient } from 'livekit-server-sdk';
import { createLocalAiEngine } from '@tawzeef/ai';
import {
  agentTokenFactory,
  createInterviewAgent,
  defaultAgentOptions,
  espeakTextToSpeech,
  pocketsphinxSpeechToText,
  resample,
  type Language,
} from '@tawzeef/interview-agent';
import { checkEvidence, countedTranscript, unclearAnswers } from '@tawzeef/interviews';
import { memorySessions, silentLogger } from '../../modules/interview-agent/testing/index.ts';

const url = process.env.LIVEKIT_URL ?? 'ws://127.0.0.1:7880';
const key = process.env.LIVEKIT_API_KEY ?? 'devkey';
const secret = process.env.LIVEKIT_API_SECRET ?? 'secret';
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

type Voice = { id: string; language: Language; voice: string; wpm: number; noise: number; set: 'tune' | 'held-out' };
const VOICES: Voice[] = [
  { id: 'en-us+m3 150wpm', language: 'en', voice: 'en-us+m3', wpm: 150, noise: 0, set: 'tune' },
  { id: 'en-us+f3 175wpm noise', language: 'en', voice: 'en-us+f3', wpm: 175, noise: 400, set: 'held-out' },
  { id: 'en-gb 130wpm', language: 'en', voice: 'en-gb', wpm: 130, noise: 0, set: 'held-out' },
  { id: 'ar 150wpm', language: 'ar', voice: 'ar', wpm: 150, noise: 0, set: 'tune' },
  { id: 'ar+f2 170wpm noise', language: 'ar', voice: 'ar+f2', wpm: 170, noise: 400, set: 'held-out' },
];
const ANSWERS: Record<'tune' | 'held-out', Record<Language, string[]>> = {
  tune: {
    en: [
      'I have five years of experience building web services with Node and TypeScript.',
      'I want this job because your team builds payment systems and I enjoy that work.',
      'Last year I moved our database to Postgres and cut the response time in half.',
    ],
    ar: ['لدي خمس سنوات من الخبرة في بناء الخدمات.', 'أريد هذه الوظيفة لأنني أحب العمل مع الفريق.'],
  },
  'held-out': {
    en: [
      'I deployed our services with Docker on AWS and wrote the build pipeline myself.',
      'I led a team of three engineers and we shipped the new billing service on time.',
      'When a colleague disagreed with me I listened first and then we tested both ideas.',
    ],
    ar: ['عملت على قواعد البيانات لمدة ثلاث سنوات.', 'قدت فريقاً صغيراً وأنهينا المشروع في الوقت المحدد.'],
  },
};
const JOB = {
  title: 'Backend Engineer',
  skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'AWS'],
  description: 'Build payment APIs.',
};

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean);
/** Word-level Levenshtein distance over the reference's length. */
function wer(reference: string, hypothesis: string): { errors: number; words: number } {
  const r = words(reference);
  const h = words(hypothesis);
  let prev = Array.from({ length: h.length + 1 }, (_, j) => j);
  for (let i = 1; i <= r.length; i++) {
    const row = [i];
    for (let j = 1; j <= h.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1));
    prev = row;
  }
  return { errors: prev[h.length]!, words: r.length };
}
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function run(voice: Voice, dir: string) {
  const answers = ANSWERS[voice.set][voice.language];
  const roomName = `bench-interview-${Date.now().toString(36)}`;
  const ai = createLocalAiEngine();
  const job = { ...JOB, interviewLanguage: voice.language === 'ar' ? ('arabic' as const) : ('english' as const) };
  const questions = (await ai.generateInterviewQuestions({ stage: 'FIRST', job, count: answers.length + 1 })).questions;
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
  const stt = pocketsphinxSpeechToText();
  const heard: { at: number; text: string; confidence: number }[] = [];
  const rooms = new RoomServiceClient(url.replace(/^ws/u, 'http'), key, secret);
  const agent = createInterviewAgent({
    sessions: memory.sessions,
    questions: { generateInterviewQuestions: async () => ({ questions }) },
    tts: espeakTextToSpeech(),
    stt: {
      supports: stt.supports,
      transcribe: async (audio, language) => {
        const result = await stt.transcribe(audio, language);
        heard.push({ at: Date.now(), ...result });
        return result;
      },
    },
    token: agentTokenFactory(key, secret),
    clock: () => new Date(),
    logger: silentLogger,
    rooms,
    options: {
      ...defaultAgentOptions,
      livekitUrl: url,
      workDir: join(dir, 'work'),
      pollMs: 300,
      silenceMs: 8_000,
    },
  });
  agent.start();

  const tts = espeakTextToSpeech({ voices: { [voice.language]: voice.voice }, wordsPerMinute: voice.wpm });
  const token = new AccessToken(key, secret, { identity: `candidate-${roomName}`, ttl: '30m' });
  token.addGrant({ roomJoin: true, room: roomName, canPublish: true, canSubscribe: true, canPublishData: true });
  const room = new Room();
  const source = new AudioSource(48_000, 1);
  const turns: { reference: string; start: number; end: number; replyAt: number | null }[] = [];
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
  room.on(RoomEvent.ParticipantAttributesChanged, (changed) => {
    const state = changed['lk.agent.state'];
    if (state === 'speaking') {
      const last = turns.at(-1);
      if (last && last.replyAt === null) last.replyAt = Date.now();
    }
    if (state !== 'listening' || speaking || next >= answers.length) return;
    speaking = true;
    const reference = answers[next++]!;
    void (async () => {
      await sleep(400);
      const pcm = resample(await tts.synthesize(reference, voice.language), 48_000);
      const turn = { reference, start: Date.now(), end: 0, replyAt: null as number | null };
      turns.push(turn);
      for (let at = 0; at < pcm.samples.length; at += 480) {
        const part = pcm.samples.slice(at, at + 480);
        if (voice.noise)
          for (let i = 0; i < part.length; i++)
            part[i] = Math.max(-32768, Math.min(32767, part[i]! + Math.round((Math.random() - 0.5) * 2 * voice.noise)));
        await source.captureFrame(new AudioFrame(part, 48_000, 1, part.length));
      }
      await source.waitForPlayout();
      turn.end = Date.now();
      speaking = false;
    })();
  });
  const joinedAt = Date.now();
  await room.connect(url, await token.toJwt(), { autoSubscribe: true, dynacast: false });
  await room.localParticipant!.publishTrack(
    LocalAudioTrack.createAudioTrack('microphone', source),
    new TrackPublishOptions({ source: TrackSource.SOURCE_MICROPHONE }),
  );
  const deadline = Date.now() + 6 * 60_000;
  while (!memory.log.completed.length && Date.now() < deadline) await sleep(500);
  await agent.stop();
  await room.disconnect();

  let errors = 0;
  let total = 0;
  for (const turn of turns) {
    const hyp = heard
      .filter((h) => h.at >= turn.start && (turn.replyAt === null || h.at <= turn.replyAt + 60_000))
      .filter((h) => h.at <= (turns[turns.indexOf(turn) + 1]?.start ?? Infinity))
      .map((h) => h.text)
      .join(' ');
    const w = wer(turn.reference, hyp);
    errors += w.errors;
    total += w.words;
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
    outcome = `${score.aiRecommendation} ${score.aiScore}`;
  }
  const latencies = turns.filter((t) => t.replyAt && t.end).map((t) => (t.replyAt! - t.end) / 1000);
  return {
    voice: voice.id,
    set: voice.set,
    wer: voice.language === 'en' ? (total ? errors / total : NaN) : NaN,
    werWords: total,
    latencies,
    firstLine: firstLineAt ? (firstLineAt - joinedAt) / 1000 : NaN,
    firstQuestion: firstQuestionAt ? (firstQuestionAt - joinedAt) / 1000 : NaN,
    outcome,
    understood: counted.filter((u) => u.speakerType === 'CANDIDATE').length,
    answered: turns.length,
  };
}

const dir = await mkdtemp(join(tmpdir(), 'bench-interview-'));
const results = [];
try {
  for (const voice of VOICES.filter((v) => !only || v.set === only)) {
    process.stdout.write(`${voice.id} (${voice.set})... `);
    const r = await run(voice, dir);
    results.push(r);
    console.log(`done: ${r.answered} answers, ${r.understood} understood, ${r.outcome}`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
const f = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
console.log('\nvoice                     set       WER    turn p50  turn p95  first line  first question  outcome');
for (const r of results)
  console.log(
    `${r.voice.padEnd(25)} ${r.set.padEnd(9)} ${f(r.wer).padEnd(6)} ${`${f(pct(r.latencies, 0.5))} s`.padEnd(9)} ${`${f(pct(r.latencies, 0.95))} s`.padEnd(9)} ${`${f(r.firstLine, 1)} s`.padEnd(11)} ${`${f(r.firstQuestion, 1)} s`.padEnd(15)} ${r.outcome} (${r.understood}/${r.answered} understood)`,
  );
const all = results.flatMap((r) => r.latencies);
const heldEn = results.filter((r) => r.set === 'held-out' && Number.isFinite(r.wer));
const heldWer =
  heldEn.reduce((s, r) => s + r.wer * r.werWords, 0) /
  Math.max(
    1,
    heldEn.reduce((s, r) => s + r.werWords, 0),
  );
const rejects = results.filter((r) => r.outcome.startsWith('REJECT') && r.understood < r.answered).length;
console.log(
  `\nturn latency p50 ${f(pct(all, 0.5))} s, p95 ${f(pct(all, 0.95))} s over ${all.length} turns (goal p50 <= 1.5 s)`,
);
console.log(`held-out English WER ${f(heldWer)} (goal <= 0.30)`);
console.log(`REJECTs with answers under the confidence threshold: ${rejects} (goal 0)`);
const arabic = results.filter((r) => r.voice.startsWith('ar'));
console.log(
  `Arabic: first line (the notice to type) after ${arabic.map((r) => f(r.firstLine, 1)).join(', ')} s (goal within 10 s)`,
);
process.exit(0);
