/**
 * End of turn: when the candidate has finished answering. A pause of `pauseMs` after speech ends the turn, unless
 * the words heard so far stop where a sentence cannot (on "and", "because", "the"…): then the candidate is
 * taken to be thinking, and only a pause of `holdMs` ends it. Pure: the session feeds it the silence so far and
 * the last words the recogniser returned (null while they are still being decoded).
 */
export type TurnTiming = { pauseMs: number; holdMs: number };

const UNFINISHED = new Set(
  (
    'and but or so because then than that which who when while if as the a an to of for with in on at by from ' +
    'about into like my our your their his her its i we they you he she it is was are were be been am have has ' +
    'had will would can could should um uh er also very really just'
  ).split(' '),
);

/** True when the words stop where an English sentence cannot end. */
export function soundsUnfinished(words: string): boolean {
  const last = words.trim().toLowerCase().split(/\s+/u).at(-1) ?? '';
  return UNFINISHED.has(last.replace(/[^a-z']/gu, ''));
}

export function turnIsOver(
  silenceMs: number,
  heardSoFar: string | null,
  timing: TurnTiming,
  language: 'en' | 'ar',
): boolean {
  if (silenceMs < timing.pauseMs) return false;
  // Still decoding the last words: the pause alone cannot tell; the hold decides if it takes that long.
  if (heardSoFar === null) return silenceMs >= timing.holdMs;
  if (language === 'en' && soundsUnfinished(heardSoFar)) return silenceMs >= timing.holdMs;
  return true;
}
