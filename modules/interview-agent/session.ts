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
import { stateSender } from './agent-state.ts';
import { Speculation } from './audio/speculation.ts';
import { turnIsOver } from './audio/turn.ts';
import { EnergyVad } from './audio/vad.ts';
import { resample } from './audio/wav.ts';
import { Conversation } from './conversation.ts';
import type { AgentDeps } from './deps.ts';
import { WavRecorder } from './recorder.ts';
import { resumePoint } from './resume.ts';
import { answerConfidence, unclearNote } from './heard.ts';
import type { CompletionReason, Heard, InterviewBrief, LiveRecognizer, Pcm, SpeakerType } from './port.ts';
import { speechContextOf } from './speech-context.ts';

const OUT_RATE = 48_000;
const IN_RATE = 16_000;
export const CHAT_TOPIC = 'chat';
export const TRANSCRIPT_TOPIC = 'transcript';
export const AGENT_STATE_ATTRIBUTE = 'lk.agent.state';
/** `{ "type": "end", "reason" }` once the interview is completed: the screens leave the room and show the end. */
export const CONTROL_TOPIC = 'interview';
const TYPING_HOLD_MS = 4_000;
/** A candidate back in the room gets a moment for their screen to subscribe before the question is asked again. */
const REJOIN_SETTLE_MS = 1_500;
/**
 * With a speculating recogniser an utterance is the whole answer up to a long pause; the recogniser keeps what it
 * heard of a long one at a pause, so it is only cut here (a monologue with no pause).
 */
const SPECULATIVE_UTTERANCE_MS = 120_000;
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
  const vad = new EnergyVad({
    sampleRate: IN_RATE,
    threshold: options.vadThreshold,
    hangoverMs: options.utteranceGapMs,
  });
  const heard: Heard[] = [];
  // Spoken answers the candidate may still correct in the chat, by seq: 'unclear' ones were not recorded as answers.
  const spoken = new Map<number, 'answer' | 'unclear'>();
  let unclearNow = new Set<number>();
  let transcribing = Promise.resolve();
  // Utterances whose words are not back yet from the recogniser.
  let decoding = 0;
  let lastSpeechAt = 0;
  let listening = false;
  const chat: string[] = [];
  let candidate: string | null = null;
  let candidateGoneAt: number | null = null;
  // The candidate left and came back (a reload, another device) since the agent last began to speak.
  let rejoined = false;
  // The candidate is typing (the room says so every few seconds): a spoken turn does not end under them.
  let typingAt = 0;
  let seq = brief.nextSeq ?? 1;
  let roomClosed = false;
  const now = () => deps.clock();
  const hears = deps.stt.supports(brief.language);
  // The interview's own recogniser, when the engine has one: fed while the candidate speaks, biased to this job.
  let live: LiveRecognizer | null = null;
  let liveOpen = false;
  // The live recogniser decodes the open utterance at each pause (`peek`, options.speculateMs).
  let speculates = false;
  const speculation = new Speculation(options.speculateMs, (error) =>
    logger.warn({ err: error }, 'speculative decoding failed'),
  );
  // Whether the last utterance's words were the speculative decoding's (for the turn timing).
  let lastReused = false;
  let asking: string | null = null;
  let told: string | null = null;
  let finished = false;
  /** Tells the recogniser the question being asked (now, or as soon as it is ready). */
  const expect = (question: string | null) => {
    if (question) asking = question;
    if (live && asking && asking !== told) {
      live.expect(asking);
      told = asking;
    }
  };

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
  // Never awaited on the way to the voice or the listening: an update can take 5 s to be acknowledged.
  const agentState = stateSender(
    async (state) => room.localParticipant?.setAttributes({ [AGENT_STATE_ATTRIBUTE]: state }),
    (error, state) => logger.warn({ err: error, state }, 'agent state not sent'),
  );
  const setState = agentState.set;

  /** What was heard in one utterance joins the answer in the order spoken, whenever the recogniser returns it. */
  const heardLater = (words: Promise<Heard>) => {
    decoding++;
    transcribing = transcribing
      .then(async () => {
        const result = await words;
        if (result.text) heard.push(result);
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'speech-to-text failed'))
      .finally(() => void decoding--);
  };
  /** The open utterance ends: the words of the decoding started at this pause, when nothing was said since. */
  const endUtterance = (recognizer: LiveRecognizer) => {
    const { words, reused } = speculation.end(recognizer);
    lastReused = reused;
    return words;
  };
  /** The open utterance ends now (the answer was typed, or cut): its words so far still count. */
  const closeUtterance = () => {
    if (liveOpen && live) heardLater(endUtterance(live));
    liveOpen = false;
  };

  const readAudio = async (track: RemoteTrack) => {
    const stream = new AudioStream(track, { sampleRate: IN_RATE, numChannels: 1 });
    for await (const frame of stream) {
      if (signal.aborted) break;
      recorder.write(frame.data);
      // A language the recogniser cannot hear is only recorded: the candidate was told to type.
      if (!listening || !hears) continue;
      for (const event of vad.events(frame.data)) {
        if (event.kind === 'start' && live) {
          live.begin();
          live.write(event.audio);
          liveOpen = true;
          speculation.reset();
        } else if (event.kind === 'audio' && liveOpen) live!.write(event.audio);
        else if (event.kind === 'end') {
          if (liveOpen) {
            liveOpen = false;
            if (event.utterance) heardLater(endUtterance(live!));
            else {
              live!.cancel();
              speculation.reset();
            }
          } else if (event.utterance) heardLater(deps.stt.transcribe(event.utterance, brief.language));
        }
      }
      // The pause is counted from the last loud frame of speech; clicks and beeps shorter than speech neither end
      // the wait for an answer nor keep a turn open.
      if (vad.speaking && vad.quietMs === 0) lastSpeechAt = Date.now();
      // Speech again makes the decoding of the pause before it stale; a pause long enough starts one.
      if (liveOpen && speculates) speculation.frame(live!, vad);
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
      if (candidateGoneAt !== null) rejoined = true;
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
  // Each line's voice is made once: the lines that may come next are made while the candidate answers.
  const voices = new Map<string, Promise<Pcm>>();
  const voiceOf = (text: string) => {
    let voice = voices.get(text);
    if (!voice) {
      voice = deps.tts.synthesize(text, brief.language).then((pcm) => resample(pcm, OUT_RATE));
      voice.catch(() => voices.delete(text));
      voices.set(text, voice);
    }
    return voice;
  };
  const prepare = (lines: string[]) => {
    for (const line of lines) voiceOf(line).catch(() => undefined);
  };
  /** Every line's voice is asked for at once; each line is shown as it starts to play, the first as soon as it is ready. */
  const speakAll = async (lines: string[]) => {
    listening = false;
    // A candidate who is back before these lines start hears them; one who comes back while they play does not.
    rejoined = false;
    prepare(lines);
    for (const text of lines) {
      if (over()) break;
      await play(text, await voiceOf(text));
    }
  };
  // Where the time between the end of an answer and the reply goes (logged with the reply's first line).
  let turnTiming: { pauseMs: number; decodeWaitMs: number; decodedAt: number; speculated: boolean } | null = null;
  const play = async (text: string, pcm: Pcm) => {
    if (turnTiming) {
      const { decodedAt, ...timing } = turnTiming;
      logger.info({ ...timing, replyMs: Date.now() - decodedAt }, 'turn timing');
      turnTiming = null;
    }
    setState('speaking');
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
    | { kind: 'silence' | 'time' | 'left' | 'stop' | 'rejoined' };
  const over = () => signal.aborted || roomClosed;
  const awaitAnswer = async (conversation: Conversation): Promise<Answer> => {
    vad.reset();
    if (liveOpen) live?.cancel();
    liveOpen = false;
    speculation.reset();
    await transcribing;
    heard.length = 0;
    // Chat typed while the question was still being spoken is the answer to it: the text is on screen first.
    listening = true;
    setState('listening');
    let waitingSince = Date.now();
    let firstSpeechAt = 0;
    lastSpeechAt = 0;
    while (!over()) {
      await sleep(50, signal);
      if (lastSpeechAt && !firstSpeechAt) firstSpeechAt = Date.now();
      // The pause by the clock too: a track that stops sending frames (muted, stalled) still gets its words decoded.
      if (liveOpen && speculates && lastSpeechAt)
        speculation.frame(live!, { speaking: true, quietMs: Date.now() - lastSpeechAt });
      if (conversation.timeIsUp(now())) return { kind: 'time' };
      if (candidateGoneAt !== null) {
        if (Date.now() - candidateGoneAt >= options.reconnectGraceMs) return { kind: 'left' };
        waitingSince = Date.now();
        continue;
      }
      if (chat.length) {
        listening = false;
        closeUtterance();
        setState('thinking');
        await transcribing;
        const typed = chat.splice(0);
        // Typed text is what the candidate meant; speech heard alongside it only counts when clear.
        const clear = answerConfidence(heard) >= options.minConfidence ? heard.map((h) => h.text) : [];
        return { kind: 'answer', text: [...clear, ...typed].join(' '), spoken: false, confidence: 1 };
      }
      if (rejoined) {
        await sleep(REJOIN_SETTLE_MS, signal);
        if (candidateGoneAt === null && !chat.length) return { kind: 'rejoined' };
        continue;
      }
      // The turn ends on the audio's own pause (audio/turn.ts): a short one after a finished sentence, a longer one
      // when the words so far stop mid-sentence ("...and") or are still being decoded (a busy machine decodes
      // slower than speech; the longer pause bounds the wait for it). A speculating recogniser's open utterance
      // counts with the words of its decoding at this pause; any other's must have closed (`utteranceGapMs`).
      const typing = Date.now() - typingAt < TYPING_HOLD_MS;
      if (typing) waitingSince = Date.now();
      const openWords = liveOpen && speculates ? speculation.words : null;
      const wordsSoFar =
        decoding || (liveOpen && speculates && !openWords)
          ? null
          : [...heard, ...(openWords ? [openWords] : [])].map((h) => h.text).join(' ');
      const pausedLongEnough =
        !typing &&
        lastSpeechAt &&
        (speculates || !vad.speaking) &&
        turnIsOver(
          Date.now() - lastSpeechAt,
          wordsSoFar,
          { pauseMs: options.turnEndMs, holdMs: options.turnHoldMs },
          brief.language,
        );
      if (pausedLongEnough || (firstSpeechAt && Date.now() - firstSpeechAt >= options.maxAnswerMs)) {
        const endedAt = Date.now();
        listening = false;
        closeUtterance();
        setState('thinking');
        await transcribing;
        turnTiming = {
          pauseMs: endedAt - lastSpeechAt,
          decodeWaitMs: Date.now() - endedAt,
          decodedAt: Date.now(),
          speculated: lastReused,
        };
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
    setState('thinking');
    // All at once: the questions, the interview's recogniser and the greeting's voice; the greeting is said as
    // soon as the interview has started, while the questions may still be on their way.
    const questionsReady = deps.questions.generateInterviewQuestions(brief.questions);
    questionsReady.catch(() => undefined);
    if (hears && deps.stt.listen)
      void deps.stt
        .listen(brief.language, speechContextOf(brief, []))
        .then(async (recognizer) => {
          if (finished) return void (await recognizer.close());
          live = recognizer;
          if (recognizer.peek && options.speculateMs > 0) {
            speculates = true;
            vad.lengthen({ hangoverMs: options.turnHoldMs, maxUtteranceMs: SPECULATIVE_UTTERANCE_MS });
          }
          expect(null);
        })
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'live recogniser unavailable: utterances are decoded one by one'),
        );
    const resuming = !!brief.transcript?.length;
    const opening = resuming ? [] : Conversation.opening(brief, hears);
    prepare(opening);
    // The first question's voice is made while the greeting plays.
    if (!resuming)
      void questionsReady.then(({ questions }) => questions[0] && prepare([questions[0].text])).catch(() => undefined);
    await deps.sessions.start(brief.interviewId, now());
    logger.info('interview started');
    const startedAt = brief.startedAt ?? now();
    if (opening.length) await speakAll(opening);
    setState('thinking');
    const questions = (await questionsReady).questions.map((q) => q.text);
    const conversation = new Conversation(brief, questions, {
      hearsSpeech: hears,
      maxMinutes: brief.maxMinutes ?? options.maxMinutes,
      followUpBelowWords: options.followUpBelowWords,
      wrapUpSeconds: options.wrapUpSeconds,
    });
    // Rejoining after a restart: no second greeting, on with the first question not yet answered.
    let turn = resuming
      ? conversation.resume(resumePoint(questions, brief.transcript!), startedAt)
      : conversation.open(startedAt, true);
    let reason: CompletionReason = 'AGENT_ENDED';
    for (;;) {
      expect(conversation.currentQuestion);
      if (!over()) await speakAll(turn.say);
      if (turn.done || over()) break;
      prepare(conversation.upcoming());
      const answer = await awaitAnswer(conversation);
      if (answer.kind === 'stop') break;
      // An answer has set it already (before waiting for its words); the sender does not send it twice.
      setState('thinking');
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
      } else if (answer.kind === 'rejoined') turn = conversation.rejoined(now());
      else if (answer.kind === 'silence') turn = conversation.silence(now());
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
    if (!roomClosed) {
      await deps.sessions.complete(brief.interviewId, reason, now());
      // Said once it is recorded, so that the candidate's screen shows it ended (and My Interviews agrees), and
      // leaves the room itself before the workflow deletes it.
      await room.localParticipant
        ?.publishData(new TextEncoder().encode(JSON.stringify({ type: 'end', reason })), {
          reliable: true,
          topic: CONTROL_TOPIC,
        })
        .catch(() => undefined);
    }
    logger.info({ reason: roomClosed ? 'room closed' : reason }, 'interview finished');
  } finally {
    listening = false;
    finished = true;
    agentState.stop();
    await (live as LiveRecognizer | null)?.close().catch(() => undefined);
    await recorder.close().catch(() => undefined);
    await room.disconnect().catch(() => undefined);
    await source.close().catch(() => undefined);
  }
}
