import type { SpeakerType } from './port.ts';

const same = (text: string) => text.trim().replace(/\s+/gu, ' ');

/**
 * Where a rejoining interviewer picks up: the index of the question to ask next (questions.length
 * when all were answered). A question asked and answered moves on to the next one; one asked but
 * not answered is asked again. A question skipped after silence before the last one asked stays
 * skipped: the interview had already moved on.
 */
export function resumePoint(
  questions: readonly string[],
  transcript: readonly { speakerType: SpeakerType; text: string }[],
): number {
  const indexOf = new Map(questions.map((q, i) => [same(q), i] as const));
  let current: number | null = null;
  let last = -1;
  let lastAnswered = false;
  let answers = 0;
  for (const { speakerType, text } of transcript) {
    if (speakerType === 'AI_ASSISTANT') {
      const index = indexOf.get(same(text));
      if (index === undefined) continue;
      current = index;
      if (index >= last) [last, lastAnswered] = [index, false];
    } else if (speakerType === 'CANDIDATE' && text.trim()) {
      answers++;
      if (current === last) lastAnswered = true;
    }
  }
  // The questions were generated anew and differ from those asked: count the answers instead. A
  // follow-up's answer counts as one more, which may skip a question; acceptable for this rare case.
  if (last === -1) return Math.min(answers, questions.length);
  return lastAnswered ? last + 1 : last;
}
