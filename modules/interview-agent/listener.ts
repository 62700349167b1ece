import { AudioStream, type RemoteTrack } from '@livekit/rtc-node';
import { Speculation } from './audio/speculation.ts';
import { EnergyVad } from './audio/vad.ts';
import type { AgentDeps } from './deps.ts';
import type { Heard, InterviewBrief, LiveRecognizer } from './port.ts';
import type { WavRecorder } from './recorder.ts';
import type { Presence } from './room-presence.ts';

export const IN_RATE = 16_000;
/**
 * With a speculating recogniser an utterance is the whole answer up to a long pause; the recogniser keeps what it
 * heard of a long one at a pause, so it is only cut here (a monologue with no pause).
 */
const SPECULATIVE_UTTERANCE_MS = 120_000;

/** Where the time between the end of an answer and the reply goes (logged with the reply's first line). */
export type TurnTiming = { pauseMs: number; decodeWaitMs: number; decodedAt: number; speculated: boolean };

type ListenerContext = {
  brief: InterviewBrief;
  deps: AgentDeps;
  logger: AgentDeps['logger'];
  signal: AbortSignal;
  recorder: WavRecorder;
  presence: Presence;
  setState(state: 'listening' | 'thinking'): void;
  over(): boolean;
};

/**
 * The candidate's side of the interview: their audio is recorded, cut into utterances (VAD) and decoded (the
 * interview's live recogniser, else one utterance at a time); `awaitAnswer` (await-answer.ts) waits for the end of their
 * turn.
 */
export class Listener {
  /** Whether the candidate's speech is taken as an answer now (not while the agent speaks). */
  listening = false;
  readonly heard: Heard[] = [];
  transcribing = Promise.resolve();
  // Utterances whose words are not back yet from the recogniser.
  decoding = 0;
  lastSpeechAt = 0;
  // The interview's own recogniser, when the engine has one: fed while the candidate speaks, biased to this job.
  live: LiveRecognizer | null = null;
  liveOpen = false;
  // The live recogniser decodes the open utterance at each pause (`peek`, options.speculateMs).
  speculates = false;
  readonly speculation: Speculation;
  // Whether the last utterance's words were the speculative decoding's (for the turn timing).
  lastReused = false;
  private asking: string | null = null;
  private told: string | null = null;
  turnTiming: TurnTiming | null = null;
  private finished = false;
  readonly vad: EnergyVad;
  readonly hears: boolean;

  constructor(readonly s: ListenerContext) {
    const { options } = s.deps;
    this.hears = s.deps.stt.supports(s.brief.language);
    this.vad = new EnergyVad({
      sampleRate: IN_RATE,
      threshold: options.vadThreshold,
      hangoverMs: options.utteranceGapMs,
    });
    this.speculation = new Speculation(options.speculateMs, (error) =>
      s.logger.warn({ err: error }, 'speculative decoding failed'),
    );
  }

  /** The interview's recogniser is ready: from now on it hears the candidate (unless the interview is over). */
  async useRecognizer(recognizer: LiveRecognizer): Promise<void> {
    if (this.finished) return void (await recognizer.close());
    this.live = recognizer;
    if (recognizer.peek && this.s.deps.options.speculateMs > 0) {
      this.speculates = true;
      this.vad.lengthen({ hangoverMs: this.s.deps.options.turnHoldMs, maxUtteranceMs: SPECULATIVE_UTTERANCE_MS });
    }
    this.expect(null);
  }

  /** Tells the recogniser the question being asked (now, or as soon as it is ready). */
  expect(question: string | null): void {
    if (question) this.asking = question;
    if (this.live && this.asking && this.asking !== this.told) {
      this.live.expect(this.asking);
      this.told = this.asking;
    }
  }

  /** The timing of the turn that just ended, once. */
  takeTurnTiming(): TurnTiming | null {
    const timing = this.turnTiming;
    this.turnTiming = null;
    return timing;
  }

  /** What was heard in one utterance joins the answer in the order spoken, whenever the recogniser returns it. */
  private heardLater(words: Promise<Heard>): void {
    this.decoding++;
    this.transcribing = this.transcribing
      .then(async () => {
        const result = await words;
        if (result.text) this.heard.push(result);
      })
      .catch((error: unknown) => this.s.logger.warn({ err: error }, 'speech-to-text failed'))
      .finally(() => void this.decoding--);
  }

  /** The open utterance ends: the words of the decoding started at this pause, when nothing was said since. */
  private endUtterance(recognizer: LiveRecognizer): Promise<Heard> {
    const { words, reused } = this.speculation.end(recognizer);
    this.lastReused = reused;
    return words;
  }

  /** The open utterance ends now (the answer was typed, or cut): its words so far still count. */
  closeUtterance(): void {
    if (this.liveOpen && this.live) this.heardLater(this.endUtterance(this.live));
    this.liveOpen = false;
  }

  async readAudio(track: RemoteTrack): Promise<void> {
    const { vad, speculation } = this;
    const stream = new AudioStream(track, { sampleRate: IN_RATE, numChannels: 1 });
    for await (const frame of stream) {
      if (this.s.signal.aborted) break;
      this.s.recorder.write(frame.data);
      // A language the recogniser cannot hear is only recorded: the candidate was told to type.
      if (!this.listening || !this.hears) continue;
      for (const event of vad.events(frame.data)) {
        const live = this.live;
        if (event.kind === 'start' && live) {
          live.begin();
          live.write(event.audio);
          this.liveOpen = true;
          speculation.reset();
        } else if (event.kind === 'audio' && this.liveOpen) live!.write(event.audio);
        else if (event.kind === 'end') {
          if (this.liveOpen) {
            this.liveOpen = false;
            if (event.utterance) this.heardLater(this.endUtterance(live!));
            else {
              live!.cancel();
              speculation.reset();
            }
          } else if (event.utterance)
            this.heardLater(this.s.deps.stt.transcribe(event.utterance, this.s.brief.language));
        }
      }
      // The pause is counted from the last loud frame of speech; clicks and beeps shorter than speech neither end
      // the wait for an answer nor keep a turn open.
      if (vad.speaking && vad.quietMs === 0) this.lastSpeechAt = Date.now();
      // Speech again makes the decoding of the pause before it stale; a pause long enough starts one.
      if (this.liveOpen && this.speculates) speculation.frame(this.live!, vad);
    }
  }

  /** The interview is over: nothing more is heard, and a recogniser still on its way is closed on arrival. */
  async close(): Promise<void> {
    this.listening = false;
    this.finished = true;
    await this.live?.close().catch(() => undefined);
  }
}
