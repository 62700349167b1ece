import { randomBytes } from 'node:crypto';
import { unlink } from 'node:fs/promises';
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
  type RemoteParticipant,
  type RemoteTrack,
} from '@livekit/rtc-node';
import { EnergyVad } from './audio/vad.ts';
import { resample } from './audio/wav.ts';
import { Conversation } from './conversation.ts';
import type { AgentDeps } from './deps.ts';
import { WavRecorder } from './recorder.ts';
import { resumePoint } from './resume.ts';
import { answerConfidence, unclearNote } from './heard.ts';
import type { CompletionReason, Heard, InterviewBrief, Pcm, SpeakerType } from './port.ts';

const OUT_RATE = 48_000;
const IN_RATE = 16_000;
export const CHAT_TOPIC = 'chat';
export const TRANSCRIPT_TOPIC = 'transcript';
export const AGENT_STATE_ATTRIBUTE = 'lk.agent.state';
const TYPING_HOLD_MS = 4_000;
/** The agent's identity is `agent-<interviewId>`; the candidate screens treat any "agent" identity as the interviewer. */
export const isAgentIdentity = (identity: string) => /agent/iu.test(identity);

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * One interview in one room: joins as the AI interviewer, talks with espeak-ng (or OpenAI), hears
 * the candidate through VAD + speech-to-text or the chat, records every utterance and the
 * candidate's audio. Returns when the interview is over or `signal` aborts (shutdown: the
 * interview stays IN_PROGRESS and the agent rejoins when the API is back).
 */
export async function runInterview(brief: InterviewBrief, deps: AgentDeps, signal: AbortSignal): Promise<void> {
  const { options, logger: log } = deps;
  const logger = log.child({ interviewId: brief.interviewId, room: brief.roomName });
  const room = new Room();
  const recorder = new WavRecorder(
    join(options.workDir, `${brief.interviewId}-${randomBytes(4).toString('hex')}.wav`),
    IN_RATE,
  );
  const vad = new EnergyVad({ sampleRate: IN_RATE, threshold: options.vadThreshold });
  const heard: Heard[] = [];
  // Spoken answers the candidate may still correct in the chat, by seq: 'unclear' ones were not recorded as answers.
  const spoken = new Map<number, 'answer' | 'unclear'>();
  let unclearNow = new Set<number>();
  let transcribing = Promise.resolve();
  let lastSpeechAt = 0;
  let listening = false;
  const chat: string[] = [];
  let candidate: string | null = null;
  let candidateGoneAt: number | null = null;
  // The candidate is typing (the room says so every few seconds): a spoken turn does not end under them.
  let typingAt = 0;
  let seq = brief.nextSeq ?? 1;
  let roomClosed = false;
  const now = () => deps.clock();
  const hears = deps.stt.supports(brief.language);

  /** Records one utterance and shows it in the room; `show` adds what only the screen needs (what was heard, how long it is spoken). */
  const record = async (
    speakerType: SpeakerType,
    text: string,
    extra: { confidence?: number; corrects?: number } = {},
    show: Record<string, unknown> = {},
  ) => {
    const utterance = { seq: seq++, speakerType, text, at: now(), ...extra };
    await deps.sessions.recordUtterance(brief.interviewId, utterance);
    await room.localParticipant
      ?.publishData(new TextEncoder().encode(JSON.stringify({ ...utterance, ...show })), {
        reliable: true,
        topic: TRANSCRIPT_TOPIC,
      })
      .catch(() => undefined);
    return utterance.seq;
  };
  const setState = (state: 'listening' | 'thinking' | 'speaking') =>
    room.localParticipant?.setAttributes({ [AGENT_STATE_ATTRIBUTE]: state }).catch(() => undefined);

  const readAudio = async (track: RemoteTrack) => {
    const stream = new AudioStream(track, { sampleRate: IN_RATE, numChannels: 1 });
    for await (const frame of stream) {
      if (signal.aborted) break;
      recorder.write(frame.data);
      // A language the recogniser cannot hear is only recorded: the candidate was told to type.
      if (!listening || !hears) continue;
      for (const segment of vad.push(frame.data)) {
        lastSpeechAt = Date.now();
        transcribing = transcribing
          .then(async () => {
            const result = await deps.stt.transcribe(segment, brief.language);
            if (result.text) heard.push(result);
          })
          .catch((error: unknown) => logger.warn({ err: error }, 'speech-to-text failed'));
      }
      // Clicks and beeps shorter than speech neither end the wait for an answer nor keep a turn open.
      if (vad.speaking) lastSpeechAt = Date.now();
    }
  };

  // Company observers join hidden and cannot publish; the check keeps them out should a server show them.
  const isCandidate = (p: RemoteParticipant) =>
    !isAgentIdentity(p.identity) && !p.identity.startsWith('observer-') && (!candidate || p.identity === candidate);
  room.on(RoomEvent.TrackSubscribed, (track, _publication, participant) => {
    if (track.kind !== TrackKind.KIND_AUDIO || !isCandidate(participant)) return;
    candidate = participant.identity;
    void readAudio(track).catch((error: unknown) => logger.warn({ err: error }, 'candidate audio ended'));
  });
  room.on(RoomEvent.ParticipantConnected, (participant) => {
    if (isCandidate(participant)) {
      candidate = participant.identity;
      candidateGoneAt = null;
    }
  });
  room.on(RoomEvent.ParticipantDisconnected, (participant) => {
    if (participant.identity === candidate) candidateGoneAt = Date.now();
  });
  // The room was deleted (the workflow's time limit, a cancellation) or the server went away for good.
  room.on(RoomEvent.Disconnected, () => {
    roomClosed = true;
  });
  room.on(RoomEvent.DataReceived, (payload, participant, _kind, topic) => {
    if (topic !== CHAT_TOPIC || !participant || !isCandidate(participant)) return;
    const raw = new TextDecoder().decode(payload);
    let text = raw;
    let corrects: number | null = null;
    try {
      const parsed = JSON.parse(raw) as { type?: unknown; text?: unknown; corrects?: unknown } | string;
      if (typeof parsed === 'object' && parsed.type === 'typing') return void (typingAt = Date.now());
      text = typeof parsed === 'string' ? parsed : typeof parsed.text === 'string' ? parsed.text : '';
      if (typeof parsed === 'object' && typeof parsed.corrects === 'number') corrects = parsed.corrects;
    } catch {
      // plain text
    }
    text = text.trim().slice(0, 4000);
    if (!text) return;
    // A correction of an answer not caught for the question being asked is simply the answer to it; a
    // correction of an earlier spoken answer is recorded at once and counts instead of what was heard.
    if (corrects === null || !spoken.has(corrects) || unclearNow.has(corrects)) return void chat.push(text);
    spoken.delete(corrects);
    void record('CANDIDATE', text, { corrects }).catch((error: unknown) =>
      logger.warn({ err: error }, 'correction not recorded'),
    );
  });

  const source = new AudioSource(OUT_RATE, 1);
  /** Every line is synthesised at once (while "thinking"), then each is shown as it starts to play. */
  const speakAll = async (lines: string[]) => {
    listening = false;
    const voices = lines.map((text) =>
      deps.tts.synthesize(text, brief.language).then((pcm) => resample(pcm, OUT_RATE)),
    );
    for (const voice of voices) voice.catch(() => undefined);
    for (const [i, text] of lines.entries()) {
      if (over()) break;
      await play(text, await voices[i]!);
    }
  };
  const play = async (text: string, pcm: Pcm) => {
    await setState('speaking');
    await record('AI_ASSISTANT', text, {}, { durationMs: Math.round((1000 * pcm.samples.length) / OUT_RATE) });
    const chunk = OUT_RATE / 10;
    for (let at = 0; at < pcm.samples.length && !signal.aborted && !roomClosed; at += chunk) {
      const part = pcm.samples.slice(at, at + chunk);
      await source.captureFrame(new AudioFrame(part, OUT_RATE, 1, part.length));
    }
    if (!signal.aborted && !roomClosed) await source.waitForPlayout();
  };

  type Answer =
    | { kind: 'answer'; text: string; spoken: boolean; confidence: number }
    | { kind: 'silence' | 'time' | 'left' | 'stop' };
  const over = () => signal.aborted || roomClosed;
  const awaitAnswer = async (conversation: Conversation): Promise<Answer> => {
    vad.reset();
    heard.length = 0;
    // Chat typed while the question was still being spoken is the answer to it: the text is on screen first.
    listening = true;
    await setState('listening');
    let waitingSince = Date.now();
    let firstSpeechAt = 0;
    lastSpeechAt = 0;
    while (!over()) {
      await sleep(200, signal);
      if (lastSpeechAt && !firstSpeechAt) firstSpeechAt = Date.now();
      if (conversation.timeIsUp(now())) return { kind: 'time' };
      if (candidateGoneAt !== null) {
        if (Date.now() - candidateGoneAt >= options.reconnectGraceMs) return { kind: 'left' };
        waitingSince = Date.now();
        continue;
      }
      if (chat.length) {
        listening = false;
        await setState('thinking');
        await transcribing;
        const typed = chat.splice(0);
        // Typed text is what the candidate meant; speech heard alongside it only counts when clear.
        const clear = answerConfidence(heard) >= options.minConfidence ? heard.map((h) => h.text) : [];
        return { kind: 'answer', text: [...clear, ...typed].join(' '), spoken: false, confidence: 1 };
      }
      // The turn ends on the audio's own pause, not when the recogniser catches up: on a busy machine decoding
      // runs slower than speech, and waiting for it would keep the turn open as long as the candidate talks.
      const typing = Date.now() - typingAt < TYPING_HOLD_MS;
      if (typing) waitingSince = Date.now();
      const pausedLongEnough =
        !typing && lastSpeechAt && !vad.speaking && Date.now() - lastSpeechAt >= options.turnEndMs;
      if (pausedLongEnough || (firstSpeechAt && Date.now() - firstSpeechAt >= options.maxAnswerMs)) {
        listening = false;
        await setState('thinking');
        await transcribing;
        const text = heard.map((h) => h.text).join(' ');
        return { kind: 'answer', text, spoken: true, confidence: text ? answerConfidence(heard) : 0 };
      }
      if (!lastSpeechAt && Date.now() - waitingSince >= options.silenceMs) return { kind: 'silence' };
    }
    return { kind: 'stop' };
  };

  const saveRecording = async () => {
    const bytes = await recorder.close();
    try {
      if (bytes > 44) {
        await deps.sessions.saveRecording(brief.interviewId, {
          path: recorder.path,
          contentType: 'audio/wav',
          durationSeconds: Math.round(recorder.seconds),
          bytes,
        });
      }
    } finally {
      await unlink(recorder.path).catch(() => undefined);
    }
  };

  try {
    await room.connect(options.livekitUrl, await deps.token(brief), { autoSubscribe: true, dynacast: false });
    const track = LocalAudioTrack.createAudioTrack('ai-interviewer-voice', source);
    await room.localParticipant!.publishTrack(
      track,
      new TrackPublishOptions({ source: TrackSource.SOURCE_MICROPHONE }),
    );
    for (const p of room.remoteParticipants.values()) if (isCandidate(p)) candidate = p.identity;
    await deps.sessions.start(brief.interviewId, now());
    logger.info('interview started');
    await setState('thinking');
    const questions = (await deps.questions.generateInterviewQuestions(brief.questions)).questions.map((q) => q.text);
    const conversation = new Conversation(brief, questions, {
      hearsSpeech: hears,
      maxMinutes: brief.maxMinutes ?? options.maxMinutes,
      followUpBelowWords: options.followUpBelowWords,
      wrapUpSeconds: options.wrapUpSeconds,
    });
    const startedAt = brief.startedAt ?? now();
    // Rejoining after a restart: no second greeting, on with the first question not yet answered.
    let turn = brief.transcript?.length
      ? conversation.resume(resumePoint(questions, brief.transcript), startedAt)
      : conversation.open(startedAt);
    let reason: CompletionReason = 'AGENT_ENDED';
    for (;;) {
      if (!over()) await speakAll(turn.say);
      if (turn.done || over()) break;
      const answer = await awaitAnswer(conversation);
      if (answer.kind === 'stop') break;
      await setState('thinking');
      if (answer.kind === 'answer' && answer.spoken && answer.confidence < options.minConfidence) {
        // Never scored: the recruiter sees what was heard and how unsure it was; the candidate may say it again or type it.
        const unclear = await record(
          'SYSTEM',
          unclearNote(answer.text, answer.confidence),
          { confidence: answer.confidence },
          { heard: answer.text, unclear: true },
        );
        spoken.set(unclear, 'unclear');
        unclearNow.add(unclear);
        const asked = conversation.currentQuestion;
        turn = conversation.unclear(now());
        if (conversation.currentQuestion !== asked) unclearNow = new Set();
      } else if (answer.kind === 'answer') {
        const at = await record(
          'CANDIDATE',
          answer.text,
          answer.spoken ? { confidence: answer.confidence } : {},
          answer.spoken ? { heard: answer.text } : {},
        );
        if (answer.spoken) spoken.set(at, 'answer');
        unclearNow = new Set();
        turn = conversation.answer(answer.text, now());
      } else if (answer.kind === 'silence') turn = conversation.silence(now());
      else if (answer.kind === 'time') {
        reason = 'TIME_LIMIT';
        turn = conversation.closeForTime();
      } else {
        reason = 'CANDIDATE_LEFT';
        await record('SYSTEM', 'The candidate left the interview.');
        turn = conversation.close();
        break;
      }
    }
    // Shutting down: keep what was recorded; the agent rejoins (and records on) when the API is back.
    if (signal.aborted)
      return void (await saveRecording().catch((e: unknown) => logger.warn({ err: e }, 'recording lost')));
    // Recording first: the completion starts the scoring, and the recruiter sees both together.
    await saveRecording();
    if (!roomClosed) await deps.sessions.complete(brief.interviewId, reason, now());
    logger.info({ reason: roomClosed ? 'room closed' : reason }, 'interview finished');
  } finally {
    listening = false;
    await recorder.close().catch(() => undefined);
    await room.disconnect().catch(() => undefined);
    await source.close().catch(() => undefined);
  }
}
