import { turnIsOver } from './audio/turn.ts';
import type { Conversation } from './conversation.ts';
import { answerConfidence } from './heard.ts';
import type { Listener } from './listener.ts';

const TYPING_HOLD_MS = 4_000;
/** A candidate back in the room gets a moment for their screen to subscribe before the question is asked again. */
const REJOIN_SETTLE_MS = 1_500;

export type Answer =
  | { kind: 'answer'; text: string; spoken: boolean; confidence: number }
  | { kind: 'silence' | 'time' | 'left' | 'stop' | 'rejoined' };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Waits for the end of the candidate's turn: typed, spoken (by the audio's own pause), silence, time or leaving. */
export async function awaitAnswer(l: Listener, conversation: Conversation): Promise<Answer> {
  const { brief, deps, presence, signal } = l.s;
  const { options } = deps;
  const now = () => deps.clock();
  l.vad.reset();
  if (l.liveOpen) l.live?.cancel();
  l.liveOpen = false;
  l.speculation.reset();
  await l.transcribing;
  l.heard.length = 0;
  // Chat typed while the question was still being spoken is the answer to it: the text is on screen first.
  l.listening = true;
  l.s.setState('listening');
  let waitingSince = Date.now();
  let firstSpeechAt = 0;
  l.lastSpeechAt = 0;
  while (!l.s.over()) {
    await sleep(50, signal);
    if (l.lastSpeechAt && !firstSpeechAt) firstSpeechAt = Date.now();
    // The pause by the clock too: a track that stops sending frames (muted, stalled) still gets its words decoded.
    if (l.liveOpen && l.speculates && l.lastSpeechAt)
      l.speculation.frame(l.live!, { speaking: true, quietMs: Date.now() - l.lastSpeechAt });
    if (conversation.timeIsUp(now())) return { kind: 'time' };
    if (presence.goneAt !== null) {
      if (Date.now() - presence.goneAt >= options.reconnectGraceMs) return { kind: 'left' };
      waitingSince = Date.now();
      continue;
    }
    if (presence.chat.length) {
      l.listening = false;
      l.closeUtterance();
      l.s.setState('thinking');
      await l.transcribing;
      const typed = presence.chat.splice(0);
      // Typed text is what the candidate meant; speech heard alongside it only counts when clear.
      const clear = answerConfidence(l.heard) >= options.minConfidence ? l.heard.map((h) => h.text) : [];
      return { kind: 'answer', text: [...clear, ...typed].join(' '), spoken: false, confidence: 1 };
    }
    if (presence.rejoined) {
      await sleep(REJOIN_SETTLE_MS, signal);
      if (presence.goneAt === null && !presence.chat.length) return { kind: 'rejoined' };
      continue;
    }
    // The turn ends on the audio's own pause (audio/turn.ts): a short one after a finished sentence, a longer one
    // when the words so far stop mid-sentence ("...and") or are still being decoded (a busy machine decodes
    // slower than speech; the longer pause bounds the wait for it). A speculating recogniser's open utterance
    // counts with the words of its decoding at this pause; any other's must have closed (`utteranceGapMs`).
    const typing = Date.now() - presence.typingAt < TYPING_HOLD_MS;
    if (typing) waitingSince = Date.now();
    const openWords = l.liveOpen && l.speculates ? l.speculation.words : null;
    const wordsSoFar =
      l.decoding || (l.liveOpen && l.speculates && !openWords)
        ? null
        : [...l.heard, ...(openWords ? [openWords] : [])].map((h) => h.text).join(' ');
    const pausedLongEnough =
      !typing &&
      l.lastSpeechAt &&
      (l.speculates || !l.vad.speaking) &&
      turnIsOver(
        Date.now() - l.lastSpeechAt,
        wordsSoFar,
        { pauseMs: options.turnEndMs, holdMs: options.turnHoldMs },
        brief.language,
      );
    if (pausedLongEnough || (firstSpeechAt && Date.now() - firstSpeechAt >= options.maxAnswerMs)) {
      const endedAt = Date.now();
      l.listening = false;
      l.closeUtterance();
      l.s.setState('thinking');
      await l.transcribing;
      l.turnTiming = {
        pauseMs: endedAt - l.lastSpeechAt,
        decodeWaitMs: Date.now() - endedAt,
        decodedAt: Date.now(),
        speculated: l.lastReused,
      };
      const text = l.heard.map((h) => h.text).join(' ');
      return { kind: 'answer', text, spoken: true, confidence: text ? answerConfidence(l.heard) : 0 };
    }
    if (!l.lastSpeechAt && Date.now() - waitingSince >= options.silenceMs) return { kind: 'silence' };
  }
  return { kind: 'stop' };
}
