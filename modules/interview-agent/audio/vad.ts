import type { Pcm } from '../port.ts';

export type VadOptions = {
  sampleRate: number;
  /** RMS (of 16-bit samples) above which a 20 ms frame counts as speech. */
  threshold?: number;
  /** Silence that ends an utterance. */
  hangoverMs?: number;
  /** Shorter bursts are noise (a click, a cough). */
  minSpeechMs?: number;
  /** An utterance is cut here so that the recogniser never gets minutes at once. */
  maxUtteranceMs?: number;
  /** Audio kept from before the speech started, so the first syllable is not lost. */
  preRollMs?: number;
  /** Speech must be this many times louder than the room's steady noise (tracked while nobody speaks). */
  noiseRatio?: number;
};

/** What the detector saw in the samples pushed: an utterance opening, more of it, or its end. */
export type VadEvent =
  | { kind: 'start'; audio: Pcm }
  | { kind: 'audio'; audio: Pcm }
  /** `utterance` is null when it was too short to be speech (a click, a beep): a streaming recogniser drops it. */
  | { kind: 'end'; utterance: Pcm | null };

/**
 * Energy-based voice activity detection: feed any number of samples, get whole utterances back (`push`) or the
 * utterance as it goes (`events`: start, audio, end), for a recogniser that decodes while the candidate speaks.
 * The threshold follows the room: a 20 ms frame is speech when it is louder than the fixed floor and than
 * `noiseRatio` times the steady noise measured between utterances (a fan, a hiss), so noise does not hold a
 * turn open. The interview has one speaker per track and no background music.
 */
export class EnergyVad {
  private readonly frame: number;
  private readonly threshold: number;
  private hangoverFrames: number;
  private readonly minFrames: number;
  private maxFrames: number;
  private readonly preRollFrames: number;
  private pending: number[] = [];
  private preRoll: Int16Array[] = [];
  private speech: Int16Array[] = [];
  private voiced = 0;
  private silent = 0;
  private noise = 0;
  private readonly noiseRatio: number;

  constructor(private readonly options: VadOptions) {
    this.frame = Math.round(options.sampleRate / 50);
    this.threshold = options.threshold ?? 500;
    this.hangoverFrames = Math.round((options.hangoverMs ?? 700) / 20);
    this.minFrames = Math.round((options.minSpeechMs ?? 250) / 20);
    this.maxFrames = Math.round((options.maxUtteranceMs ?? 20_000) / 20);
    this.preRollFrames = Math.round((options.preRollMs ?? 200) / 20);
    this.noiseRatio = options.noiseRatio ?? 3;
  }

  /**
   * Longer utterances, for a recogniser that decodes speculatively at each pause (`peek`) and keeps what it heard of
   * a long one: the pause that closes an utterance and the length at which it is cut, from the next frame on.
   */
  lengthen(limits: { hangoverMs: number; maxUtteranceMs: number }): void {
    this.hangoverFrames = Math.round(limits.hangoverMs / 20);
    this.maxFrames = Math.round(limits.maxUtteranceMs / 20);
  }

  /** The level (RMS) a frame must reach now to count as speech. */
  get level(): number {
    return Math.max(this.threshold, this.noise * this.noiseRatio);
  }

  /** True while an utterance long enough to be speech is open (someone is talking or just paused). */
  get speaking(): boolean {
    return this.speech.length > 0 && this.voiced >= this.minFrames;
  }

  /** How long the open utterance has been quiet (0 while the last frame was loud, or when none is open). */
  get quietMs(): number {
    return this.silent * 20;
  }

  /** True from the first loud frame until the utterance closes, beeps included (`speaking` waits for speech). */
  get open(): boolean {
    return this.speech.length > 0;
  }

  push(samples: Int16Array): Pcm[] {
    return this.events(samples).flatMap((e) => (e.kind === 'end' && e.utterance ? [e.utterance] : []));
  }

  events(samples: Int16Array): VadEvent[] {
    const out: VadEvent[] = [];
    for (const s of samples) this.pending.push(s);
    while (this.pending.length >= this.frame) {
      const frame = Int16Array.from(this.pending.splice(0, this.frame));
      this.onFrame(frame, out);
    }
    return out;
  }

  /** Ends any open utterance (the track ended, or the agent starts speaking). */
  flush(): Pcm | null {
    const done = this.voiced >= this.minFrames ? this.concat(this.speech) : null;
    this.reset();
    return done;
  }

  reset(): void {
    this.pending = [];
    this.preRoll = [];
    this.speech = [];
    this.voiced = 0;
    this.silent = 0;
  }

  private onFrame(frame: Int16Array, out: VadEvent[]): void {
    let sum = 0;
    for (const s of frame) sum += s * s;
    const rms = Math.sqrt(sum / frame.length);
    const loud = rms >= this.level;
    if (!this.speech.length) {
      if (!loud) {
        // The room's steady noise: quick to fall, slow to rise (a few seconds), never learnt from speech.
        this.noise =
          this.noise === 0 ? rms : rms < this.noise ? 0.9 * this.noise + 0.1 * rms : 0.995 * this.noise + 0.005 * rms;
        this.preRoll.push(frame);
        if (this.preRoll.length > this.preRollFrames) this.preRoll.shift();
        return;
      }
      this.speech = [...this.preRoll, frame];
      this.preRoll = [];
      this.voiced = 1;
      this.silent = 0;
      out.push({ kind: 'start', audio: this.concat(this.speech) });
      return;
    }
    this.speech.push(frame);
    out.push({ kind: 'audio', audio: { samples: frame, sampleRate: this.options.sampleRate } });
    if (loud) {
      this.voiced++;
      this.silent = 0;
    } else this.silent++;
    if (this.silent >= this.hangoverFrames || this.speech.length >= this.maxFrames) {
      const enough = this.voiced >= this.minFrames;
      const utterance = this.concat(this.speech);
      this.speech = [];
      this.voiced = 0;
      this.silent = 0;
      out.push({ kind: 'end', utterance: enough ? utterance : null });
    }
  }

  private concat(frames: Int16Array[]): Pcm {
    const samples = new Int16Array(frames.reduce((n, f) => n + f.length, 0));
    let at = 0;
    for (const f of frames) {
      samples.set(f, at);
      at += f.length;
    }
    return { samples, sampleRate: this.options.sampleRate };
  }
}
