import type { InterviewRecommendation, Utterance } from './interview.ts';

export const MIN_ANSWERS = 2;
export const MIN_CANDIDATE_WORDS = 40;

/** A word a person could have said: has a vowel (Latin) or is Arabic, and is mostly letters. */
const readable = (word: string) => {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (letters.length < word.replace(/[\s'’.,!?؟،-]/gu, '').length * 0.6) return false;
  return /[aeiouy]/iu.test(letters) || /\p{Script=Arabic}/u.test(letters);
};

export type EvidenceCheck =
  | { sufficient: true }
  | { sufficient: false; reasons: string[]; /** The same reasons in Arabic. */ arabicReasons: string[] };

// Arabic counted nouns take their form from the number (CLDR: 1, 2, 3-10, 11-99, 100+).
const arabicPlural = new Intl.PluralRules('ar');
const arCount = (n: number, forms: { one: string; two: string; few: string; many: string }) => {
  const rule = arabicPlural.select(n);
  // Both nouns counted here are feminine: «إجابة واحدة»، «كلمة واحدة».
  if (rule === 'one') return `${forms.one} واحدة`;
  if (rule === 'two') return forms.two;
  return `${n} ${rule === 'few' ? forms.few : forms.many}`;
};
const ANSWER = { one: 'إجابة', two: 'إجابتين', few: 'إجابات', many: 'إجابة' };
const WORD = { one: 'كلمة', two: 'كلمتين', few: 'كلمات', many: 'كلمة' };

const candidateAnswers = (transcript: readonly Utterance[]) =>
  transcript.filter((u) => u.speakerType === 'CANDIDATE' && u.text.trim());

const unclearReason = (unclear: number, spoken: number) => ({
  en: `${unclear} of ${spoken} spoken answers were not understood by speech recognition; listen to the recording`,
  ar: `لم يتعرف الكلام الآلي على ${unclear} من أصل ${arCount(spoken, ANSWER)} منطوقة؛ استمع إلى التسجيل`,
});

/** At least this share of the answers not understood leaves too little to judge. */
export const MAX_UNCLEAR_SHARE = 1 / 3;

/**
 * Whether the candidate said enough, readably, to be judged; otherwise why not (shown to the recruiter).
 * `unclear` counts the spoken answers the agent did not understand (never scored, see answers.ts).
 */
export function checkEvidence(transcript: readonly Utterance[], unclear = 0): EvidenceCheck {
  const answers = candidateAnswers(transcript);
  const words = answers.flatMap((u) => u.text.trim().split(/\s+/u));
  const readableWords = words.filter(readable);
  const reasons: string[] = [];
  const arabicReasons: string[] = [];
  if (answers.length < MIN_ANSWERS) {
    reasons.push(`only ${answers.length} candidate answer(s); at least ${MIN_ANSWERS} are needed`);
    arabicReasons.push(
      `للمرشح ${answers.length ? arCount(answers.length, ANSWER) : 'لا إجابات'} فقط؛ يلزم ${MIN_ANSWERS} على الأقل`,
    );
  }
  if (readableWords.length < MIN_CANDIDATE_WORDS) {
    reasons.push(
      `only ${readableWords.length} understandable candidate words; at least ${MIN_CANDIDATE_WORDS} are needed`,
    );
    arabicReasons.push(
      `عدد الكلمات المفهومة من المرشح ${readableWords.length} فقط؛ يلزم ${MIN_CANDIDATE_WORDS} كلمة على الأقل`,
    );
  }
  if (unclear > 0 && unclear / (unclear + answers.length) >= MAX_UNCLEAR_SHARE) {
    const why = unclearReason(unclear, unclear + answers.length);
    reasons.push(why.en);
    arabicReasons.push(why.ar);
  }
  if (words.length > 0 && readableWords.length / words.length < 0.6) {
    const share = Math.round((100 * (words.length - readableWords.length)) / words.length);
    reasons.push(`${share}% of the transcribed words are unreadable`);
    arabicReasons.push(`${share}% من ${arCount(words.length, WORD)} المنسوخة غير مقروءة`);
  }
  return reasons.length ? { sufficient: false, reasons, arabicReasons } : { sufficient: true };
}

/**
 * The scored outcome checked once more: a REJECT stands only when every spoken answer was understood (typed
 * answers always are). With any answer not understood (`notUnderstood` in answers.ts) the recruiter decides, as
 * with too little evidence: a rejection must not rest on what the recogniser missed. An advance (OFFER,
 * SECOND_INTERVIEW) stands: an answer left out can only have cost the candidate points, and a person still
 * decides after it.
 */
export function checkRejection(
  recommendation: InterviewRecommendation,
  transcript: readonly Utterance[],
  notUnderstood: number,
): EvidenceCheck {
  if (recommendation !== 'REJECT' || notUnderstood === 0) return { sufficient: true };
  const unclear = unclearReason(notUnderstood, notUnderstood + candidateAnswers(transcript).length);
  return {
    sufficient: false,
    reasons: [
      unclear.en,
      'the answers understood alone would lead to a rejection, but a candidate is only rejected when every answer was understood',
    ],
    arabicReasons: [
      unclear.ar,
      'الإجابات المفهومة وحدها كانت ستؤدي إلى الرفض، لكن المرشح لا يُرفض إلا إذا فُهمت كل إجاباته',
    ],
  };
}

/** The same report in Arabic, for an Arabic-speaking company. */
export function insufficientAnalysisAr(reasons: string[]): string {
  return [
    '### أدلة غير كافية: يلزم تقييم بشري',
    'النص المنسوخ أقصر أو أكثر تشويشًا من أن يُحكم به على هذه المقابلة؛ لم تُمنح درجة ولم يُرفض المرشح.',
    '',
    ...reasons.map((r) => `- ${r}`),
    '',
    'استمع إلى التسجيل، أو ادعُ المرشح مجددًا (اجعل الحالة «مقابلة مجدولة»).',
  ].join('\n');
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
