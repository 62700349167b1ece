import { randomBytes } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { LocalAudioTrack, Room, TrackPublishOptions, TrackSource } from '@livekit/rtc-node';
import { stateSender } from './agent-state.ts';
import { awaitAnswer } from './await-answer.ts';
import { Conversation } from './conversation.ts';
import type { AgentDeps } from './deps.ts';
import { unclearNote } from './heard.ts';
import { IN_RATE, Listener } from './listener.ts';
import type { CompletionReason, InterviewBrief, SpeakerType } from './port.ts';
import { WavRecorder } from './recorder.ts';
import { resumePoint } from './resume.ts';
import { AGENT_STATE_ATTRIBUTE, CONTROL_TOPIC, TRANSCRIPT_TOPIC, followRoom, newPresence } from './room-presence.ts';
import { Speaker } from './speaker.ts';
import { speechContextOf } from './speech-context.ts';

export {
  AGENT_STATE_ATTRIBUTE,
  CHAT_TOPIC,
  CONTROL_TOPIC,
  TRANSCRIPT_TOPIC,
  isAgentIdentity,
} from './room-presence.ts';

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
  const presence = newPresence();
  // Spoken answers the candidate may still correct in the chat, by seq: 'unclear' ones were not recorded as answers.
  const spoken = new Map<number, 'answer' | 'unclear'>();
  let unclearNow = new Set<number>();
  let seq = brief.nextSeq ?? 1;
  const now = () => deps.clock();
  const over = () => signal.aborted || presence.closed;

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
  const listener = new Listener({ brief, deps, logger, signal, recorder, presence, setState, over });
  const hears = listener.hears;
  const speaker = new Speaker({
    deps,
    language: brief.language,
    logger,
    signal,
    presence,
    listener,
    record,
    setState,
    over,
  });

  const isCandidate = followRoom(room, presence, {
    audio: (track) =>
      void listener.readAudio(track).catch((error: unknown) => logger.warn({ err: error }, 'candidate audio ended')),
    chat: (text, corrects) => {
      // A correction of an answer not caught for the question being asked is simply the answer to it; a
      // correction of an earlier spoken answer is recorded at once and counts instead of what was heard.
      if (corrects === null || !spoken.has(corrects) || unclearNow.has(corrects)) return void presence.chat.push(text);
      spoken.delete(corrects);
      void record('CANDIDATE', text, { corrects }).catch((error: unknown) =>
        logger.warn({ err: error }, 'correction not recorded'),
      );
    },
  });

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
    const track = LocalAudioTrack.createAudioTrack('ai-interviewer-voice', speaker.source);
    await room.localParticipant!.publishTrack(
      track,
      new TrackPublishOptions({ source: TrackSource.SOURCE_MICROPHONE }),
    );
    for (const p of room.remoteParticipants.values()) if (isCandidate(p)) presence.candidate = p.identity;
    setState('thinking');
    // All at once: the questions, the interview's recogniser and the greeting's voice; the greeting is said as
    // soon as the interview has started, while the questions may still be on their way.
    const questionsReady = deps.questions.generateInterviewQuestions(brief.questions);
    questionsReady.catch(() => undefined);
    if (hears && deps.stt.listen)
      void deps.stt
        .listen(brief.language, speechContextOf(brief, []))
        .then((recognizer) => listener.useRecognizer(recognizer))
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'live recogniser unavailable: utterances are decoded one by one'),
        );
    const resuming = !!brief.transcript?.length;
    const opening = resuming ? [] : Conversation.opening(brief, hears);
    speaker.prepare(opening);
    // The first question's voice is made while the greeting plays.
    if (!resuming)
      void questionsReady
        .then(({ questions }) => questions[0] && speaker.prepare([questions[0].text]))
        .catch(() => undefined);
    await deps.sessions.start(brief.interviewId, now());
    logger.info('interview started');
    const startedAt = brief.startedAt ?? now();
    if (opening.length) await speaker.speakAll(opening);
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
      listener.expect(conversation.currentQuestion);
      if (!over()) await speaker.speakAll(turn.say);
      if (turn.done || over()) break;
      speaker.prepare(conversation.upcoming());
      const answer = await awaitAnswer(listener, conversation);
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
    if (!presence.closed) {
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
    logger.info({ reason: presence.closed ? 'room closed' : reason }, 'interview finished');
  } finally {
    agentState.stop();
    await listener.close();
    await recorder.close().catch(() => undefined);
    await room.disconnect().catch(() => undefined);
    await speaker.source.close().catch(() => undefined);
  }
}
