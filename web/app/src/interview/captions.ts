import { interviewTimings } from './constants.ts';

export interface Caption {
  text: string;
  final: boolean;
  /** When a final caption stops showing (ms since epoch); null while it is still being spoken. */
  clearAt: number | null;
}

/**
 * The caption after an utterance arrives: interim text shows at once; final text stays for 5 s, or while
 * its sentence is spoken (`spokenMs`) and a moment after, when that is longer.
 */
export function nextCaption(text: string, final: boolean, now: number, spokenMs = 0): Caption {
  const hold = Math.max(interviewTimings.captionClearMs, spokenMs + interviewTimings.captionAfterSpeechMs);
  return { text, final, clearAt: final ? now + hold : null };
}

/** The caption to show at a given time, or null once it has cleared. */
export function visibleCaption(caption: Caption | null, now: number): Caption | null {
  if (!caption) return null;
  if (caption.clearAt !== null && now >= caption.clearAt) return null;
  return caption;
}
