import { interviewTimings } from './constants.ts';

export interface Caption {
  text: string;
  final: boolean;
  /** When a final caption stops showing (ms since epoch); null while it is still being spoken. */
  clearAt: number | null;
}

/** The caption after an utterance arrives: interim text shows at once; final text stays for 5 s. */
export function nextCaption(text: string, final: boolean, now: number): Caption {
  return { text, final, clearAt: final ? now + interviewTimings.captionClearMs : null };
}

/** The caption to show at a given time, or null once it has cleared. */
export function visibleCaption(caption: Caption | null, now: number): Caption | null {
  if (!caption) return null;
  if (caption.clearAt !== null && now >= caption.clearAt) return null;
  return caption;
}
