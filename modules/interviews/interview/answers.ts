import type { Utterance } from './interview.ts';

/** The agent's default: a spoken answer heard with less confidence is not understood. */
export const DEFAULT_MIN_CONFIDENCE = 0.6;
const LEGACY_UNCLEAR = 'The answer could not be transcribed.';

/** A SYSTEM line that stands for a spoken answer the agent did not understand. */
const isUnclear = (u: Utterance, min: number) =>
  (u.speakerType === 'SYSTEM' && (u.confidence !== undefined || u.text === LEGACY_UNCLEAR)) ||
  (u.speakerType === 'CANDIDATE' && u.confidence !== undefined && u.confidence < min && u.corrects === undefined);

/**
 * The transcript as it counts for scoring: a correction typed by the candidate takes the place of the spoken
 * answer it corrects (the last correction wins), and a spoken answer below `minConfidence` becomes an unclear
 * SYSTEM line, never a candidate answer.
 */
export function countedTranscript(transcript: readonly Utterance[], minConfidence: number): Utterance[] {
  const corrections = new Map<number, Utterance>();
  for (const u of transcript)
    if (u.speakerType === 'CANDIDATE' && u.corrects !== undefined) corrections.set(u.corrects, u);
  return transcript
    .filter((u) => !(u.speakerType === 'CANDIDATE' && u.corrects !== undefined))
    .map((u): Utterance => {
      const correction = corrections.get(u.seq);
      if (correction) return { seq: u.seq, speakerType: 'CANDIDATE', text: correction.text, at: correction.at };
      if (isUnclear(u, minConfidence) && u.speakerType === 'CANDIDATE') return { ...u, speakerType: 'SYSTEM' };
      return u;
    });
}

/**
 * Spoken answers not understood and not made good: an unclear line whose candidate's next line (in seq
 * order) is not an answer. Said again clearly or typed after "I did not catch that", it is made good.
 */
export function unclearAnswers(transcript: readonly Utterance[], minConfidence = DEFAULT_MIN_CONFIDENCE): number {
  const lines = countedTranscript(transcript, minConfidence).filter((u) => u.speakerType !== 'AI_ASSISTANT');
  return lines.filter((u, i) => isUnclear(u, minConfidence) && lines[i + 1]?.speakerType !== 'CANDIDATE').length;
}

/**
 * Spoken answers not understood, including those the candidate then said again or typed after "I did not catch
 * that": what the recogniser missed may have said more. A correction typed for one takes its place (not counted).
 */
export function notUnderstood(transcript: readonly Utterance[], minConfidence = DEFAULT_MIN_CONFIDENCE): number {
  return countedTranscript(transcript, minConfidence).filter((u) => isUnclear(u, minConfidence)).length;
}
