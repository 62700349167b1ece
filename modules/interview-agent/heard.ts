import type { Heard } from './port.ts';

const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/** An answer heard in several pieces: the confidence of its words, each piece weighted by its length. */
export function answerConfidence(pieces: readonly Heard[]): number {
  const total = pieces.reduce((n, p) => n + words(p.text), 0);
  if (!total) return 0;
  return Math.round((1000 * pieces.reduce((sum, p) => sum + p.confidence * words(p.text), 0)) / total) / 1000;
}

/** The transcript line that stands for a spoken answer too unsure to count (the recruiter reads it; it is never scored). */
export function unclearNote(text: string, confidence: number): string {
  const sure = `${Math.round(confidence * 100)}%`;
  return text
    ? `Spoken answer not understood (speech confidence ${sure}), not scored. Heard: "${text}"`
    : 'Spoken answer not understood (nothing recognisable), not scored.';
}

/** What was heard, read back from an `unclearNote` line ('' when nothing recognisable was), or null for any other text. */
export function heardOfUnclearNote(note: string): string | null {
  if (!note.startsWith('Spoken answer not understood')) return null;
  const quoted = /Heard: "(.*)"$/su.exec(note);
  return quoted ? quoted[1]! : '';
}
