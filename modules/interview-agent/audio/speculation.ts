import type { Heard, LiveRecognizer } from '../port.ts';

/** What the voice-activity detector says of the open utterance after a frame (audio/vad.ts). */
export type VadState = { speaking: boolean; quietMs: number };

/**
 * Speculative decoding for a recogniser that decodes at the end (Whisper): once the candidate has paused `afterMs`,
 * the utterance so far is decoded (`peek`); if they speak again that decoding is stale and the next pause starts
 * another; when the turn ends in that pause, its words are the answer and are usually back already. One per
 * interview, fed after each frame of an open utterance.
 */
export class Speculation {
  private current: { heard: Heard | null; failed: boolean } | null = null;

  constructor(
    private readonly afterMs: number,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** After a frame of the open utterance: speech makes the decoding stale; a pause long enough starts one. */
  frame(recognizer: LiveRecognizer, vad: VadState): void {
    if (vad.quietMs === 0) this.current = null;
    else if (!this.current && recognizer.peek && vad.speaking && vad.quietMs >= this.afterMs) {
      const mine: { heard: Heard | null; failed: boolean } = { heard: null, failed: false };
      this.current = mine;
      recognizer.peek().then(
        (words) => void (mine.heard = words),
        (error: unknown) => {
          mine.failed = true;
          this.onError(error);
        },
      );
    }
  }

  /** A new utterance, or none: nothing decoded in advance. */
  reset(): void {
    this.current = null;
  }

  /** True while a decoding of this pause runs (its words are not back and it has not failed). */
  get pending(): boolean {
    return !!this.current && !this.current.heard && !this.current.failed;
  }

  /** The words of the decoding started in this pause, once back; null when there is none, or it failed. */
  get words(): Heard | null {
    return this.current?.heard ?? null;
  }

  /** Ends the utterance: with the words decoded in this pause when nothing was said since (`reused`). */
  end(recognizer: LiveRecognizer): { words: Promise<Heard>; reused: boolean } {
    const reused = !!this.current && !this.current.failed;
    this.current = null;
    return { words: recognizer.end({ reusePeek: reused }), reused };
  }
}
