import type { Utterance } from './interview.ts';

export const MIN_ANSWERS = 2;
export const MIN_CANDIDATE_WORDS = 40;

/** A word a person could have said: has a vowel (Latin) or is Arabic, and is mostly letters. */
const readable = (word: string) => {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (letters.length < word.replace(/[\s'’.,!?؟،-]/gu, '').length * 0.6) return false;
  return /[aeiouy]/iu.test(letters) || /\p{Script=Arabic}/u.test(letters);
};

export type EvidenceCheck = { sufficient: true } | { sufficient: false; reasons: string[] };

/** At least this share of the answers not understood leaves too little to judge. */
export const MAX_UNCLEAR_SHARE = 1 / 3;

/**
 * Whether the candidate said enough, readably, to be judged; otherwise why not (shown to the recruiter).
 * `unclear` counts the spoken answers the agent did not understand (never scored, see answers.ts).
 */
export function checkEvidence(transcript: readonly Utterance[], unclear = 0): EvidenceCheck {
  const answers = transcript.filter((u) => u.speakerType === 'CANDIDATE' && u.text.trim());
  const words = answers.flatMap((u) => u.text.trim().split(/\s+/u));
  const readableWords = words.filter(readable);
  const reasons: string[] = [];
  if (answers.length < MIN_ANSWERS)
    reasons.push(`only ${answers.length} candidate answer(s); at least ${MIN_ANSWERS} are needed`);
  if (readableWords.length < MIN_CANDIDATE_WORDS)
    reasons.push(
      `only ${readableWords.length} understandable candidate words; at least ${MIN_CANDIDATE_WORDS} are needed`,
    );
  if (unclear > 0 && unclear / (unclear + answers.length) >= MAX_UNCLEAR_SHARE)
    reasons.push(
      `${unclear} of ${unclear + answers.length} spoken answers were not understood by speech recognition; listen to the recording`,
    );
  if (words.length > 0 && readableWords.length / words.length < 0.6)
    reasons.push(
      `${Math.round((100 * (words.length - readableWords.length)) / words.length)}% of the transcribed words are unreadable`,
    );
  return reasons.length ? { sufficient: false, reasons } : { sufficient: true };
}

export function insufficientAnalysis(reasons: string[]): string {
  return [
    '### Insufficient evidence: human review needed',
    'The transcript is too short or too garbled to judge this interview; no score was given and the candidate is not rejected.',
    '',
    ...reasons.map((r) => `- ${r}`),
    '',
    'Review the recording, or invite the candidate again (set the status to Interview Scheduled).',
  ].join('\n');
}
