import { AudioFrame, AudioSource } from '@livekit/rtc-node';
import { resample } from './audio/wav.ts';
import type { AgentDeps } from './deps.ts';
import type { Listener } from './listener.ts';
import type { Language, Pcm, SpeakerType } from './port.ts';
import type { Presence } from './room-presence.ts';

export const OUT_RATE = 48_000;

type SpeakerContext = {
  deps: AgentDeps;
  language: Language;
  logger: AgentDeps['logger'];
  signal: AbortSignal;
  presence: Presence;
  listener: Listener;
  record(speakerType: SpeakerType, text: string, extra: object, show: Record<string, unknown>): Promise<number>;
  setState(state: 'speaking'): void;
  over(): boolean;
};

/** The interviewer's voice in the room: each line is made once, shown as it starts to play, and played out. */
export class Speaker {
  readonly source = new AudioSource(OUT_RATE, 1);
  // Each line's voice is made once: the lines that may come next are made while the candidate answers.
  private readonly voices = new Map<string, Promise<Pcm>>();

  constructor(private readonly s: SpeakerContext) {}

  private voiceOf(text: string): Promise<Pcm> {
    let voice = this.voices.get(text);
    if (!voice) {
      voice = this.s.deps.tts.synthesize(text, this.s.language).then((pcm) => resample(pcm, OUT_RATE));
      voice.catch(() => this.voices.delete(text));
      this.voices.set(text, voice);
    }
    return voice;
  }

  prepare(lines: string[]): void {
    for (const line of lines) this.voiceOf(line).catch(() => undefined);
  }

  /** Every line's voice is asked for at once; each line is shown as it starts to play, the first as soon as it is ready. */
  async speakAll(lines: string[]): Promise<void> {
    this.s.listener.listening = false;
    // A candidate who is back before these lines start hears them; one who comes back while they play does not.
    this.s.presence.rejoined = false;
    this.prepare(lines);
    for (const text of lines) {
      if (this.s.over()) break;
      await this.play(text, await this.voiceOf(text));
    }
  }

  private async play(text: string, pcm: Pcm): Promise<void> {
    const { signal, presence } = this.s;
    const timing = this.s.listener.takeTurnTiming();
    if (timing) {
      const { decodedAt, ...rest } = timing;
      this.s.logger.info({ ...rest, replyMs: Date.now() - decodedAt }, 'turn timing');
    }
    this.s.setState('speaking');
    await this.s.record('AI_ASSISTANT', text, {}, { durationMs: Math.round((1000 * pcm.samples.length) / OUT_RATE) });
    const chunk = OUT_RATE / 10;
    for (let at = 0; at < pcm.samples.length && !signal.aborted && !presence.closed; at += chunk) {
      const part = pcm.samples.slice(at, at + chunk);
      await this.source.captureFrame(new AudioFrame(part, OUT_RATE, 1, part.length));
    }
    if (!signal.aborted && !presence.closed) await this.source.waitForPlayout();
  }
}
