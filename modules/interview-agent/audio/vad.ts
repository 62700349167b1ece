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
};

/**
 * Energy-based voice activity detection: feed any number of samples, get whole utterances back.
 * Simple on purpose: the interview has one speaker per track and no background music.
 */
export class EnergyVad {
  private readonly frame: number;
  private readonly threshold: number;
  private readonly hangoverFrames: number;
  private readonly minFrames: number;
  private readonly maxFrames: number;
  private readonly preRollFrames: number;
  private pending: number[] = [];
  private preRoll: Int16Array[] = [];
  private speech: Int16Array[] = [];
  private voiced = 0;
  private silent = 0;

  constructor(private readonly options: VadOptions) {
    this.frame = Math.round(options.sampleRate / 50);
    this.threshold = options.threshold ?? 500;
    this.hangoverFrames = Math.round((options.hangoverMs ?? 700) / 20);
    this.minFrames = Math.round((options.minSpeechMs ?? 250) / 20);
    this.maxFrames = Math.round((options.maxUtteranceMs ?? 20_000) / 20);
    this.preRollFrames = Math.round((options.preRollMs ?? 200) / 20);
  }

  /** True while an utterance long enough to be speech is open (someone is talking or just paused). */
  get speaking(): boolean {
    return this.speech.length > 0 && this.voiced >= this.minFrames;
  }

  push(samples: Int16Array): Pcm[] {
    const out: Pcm[] = [];
    for (const s of samples) this.pending.push(s);
    while (this.pending.length >= this.frame) {
      const frame = Int16Array.from(this.pending.splice(0, this.frame));
      const done = this.onFrame(frame);
      if (done) out.push(done);
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

  private onFrame(frame: Int16Array): Pcm | null {
    let sum = 0;
    for (const s of frame) sum += s * s;
    const loud = Math.sqrt(sum / frame.length) >= this.threshold;
    if (!this.speech.length) {
      if (!loud) {
        this.preRoll.push(frame);
        if (this.preRoll.length > this.preRollFrames) this.preRoll.shift();
        return null;
      }
      this.speech = [...this.preRoll, frame];
      this.preRoll = [];
      this.voiced = 1;
      this.silent = 0;
      return null;
    }
    this.speech.push(frame);
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
      return enough ? utterance : null;
    }
    return null;
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
