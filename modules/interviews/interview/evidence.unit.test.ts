import { describe, expect, it } from 'vitest';
import { notUnderstood } from './answers.ts';
import { checkRejection, insufficientAnalysis, insufficientAnalysisAr } from './evidence.ts';
import type { InterviewRecommendation, Utterance } from './interview.ts';

const answer = 'I built the payments service in Node.js and PostgreSQL and led a team of four engineers for two years.';
const build = (lines: Omit<Utterance, 'seq' | 'at'>[]): Utterance[] =>
  lines.map((l, i) => ({ seq: i + 1, at: '2026-03-01T10:00:00Z', ...l }));
const ask = (text: string) => ({ speakerType: 'AI_ASSISTANT' as const, text });
const spoken = (text: string, confidence = 0.8) => ({ speakerType: 'CANDIDATE' as const, text, confidence });
const typed = (text: string, corrects?: number) => ({
  speakerType: 'CANDIDATE' as const,
  text,
  ...(corrects === undefined ? {} : { corrects }),
});
const unclear = (heard: string) => ({
  speakerType: 'SYSTEM' as const,
  text: `Spoken answer not understood (speech confidence 21%), not scored. Heard: "${heard}"`,
  confidence: 0.21,
});

/** The outcome the scoring gives when the engine says `recommendation` (what services/interviews.ts records). */
const outcome = (recommendation: InterviewRecommendation, transcript: Utterance[]) => {
  const check = checkRejection(recommendation, transcript, notUnderstood(transcript, 0.6));
  return check.sufficient ? recommendation : 'INSUFFICIENT_EVIDENCE';
};

const allUnderstood = build([
  ask('Tell me about your background?'),
  spoken(answer),
  ask('Why this role?'),
  typed(`${answer} And I want to grow.`),
  ask('Tell me about Docker?'),
  spoken(`${answer} Docker on AWS.`),
]);
// Three of four answers understood: the one to "A hard problem?" was not, and the interviewer moved on.
const oneUnclear = build([
  ask('Tell me about your background?'),
  spoken(answer),
  ask('Why this role?'),
  spoken(`${answer} And I want to grow.`),
  ask('A hard problem?'),
  unclear('are a bottle'),
  ask('Sorry, I did not catch that. Could you say it again, or type your answer in the chat?'),
  unclear('the real'),
  ask('Sorry, I still did not catch that. Tell me about Docker?'),
  spoken(`${answer} Docker on AWS.`),
]);

describe('a REJECT only when every answer was understood', () => {
  it('stays a REJECT when every answer was understood, typed ones included', () => {
    expect(outcome('REJECT', allUnderstood)).toBe('REJECT');
  });

  it('becomes insufficient evidence, for the recruiter to decide, when one answer was not understood', () => {
    expect(outcome('REJECT', oneUnclear)).toBe('INSUFFICIENT_EVIDENCE');
    const check = checkRejection('REJECT', oneUnclear, notUnderstood(oneUnclear, 0.6));
    expect(check.sufficient).toBe(false);
    if (check.sufficient) return;
    const en = insufficientAnalysis(check.reasons);
    expect(en).toMatch(/^### Insufficient evidence: human review needed/u);
    expect(en).toMatch(/the candidate is not rejected/u);
    expect(en).toMatch(/2 of 5 spoken answers were not understood/u);
    expect(en).toMatch(/only rejected when every answer was understood/u);
    const ar = insufficientAnalysisAr(check.arabicReasons);
    expect(ar).toMatch(/^### أدلة غير كافية: يلزم تقييم بشري/u);
    expect(ar).toMatch(/لم يتعرف الكلام الآلي على 2 من أصل 5 إجابات منطوقة/u);
    expect(ar).toMatch(/لا يُرفض إلا إذا فُهمت كل إجاباته/u);
  });

  it('counts an answer not understood even when the candidate then said it again clearly', () => {
    const saidAgain = build([
      ask('Tell me about your background?'),
      unclear('jump on you'),
      ask('Sorry, I did not catch that. Could you say it again, or type your answer in the chat?'),
      spoken(answer),
      ask('Tell me about Docker?'),
      spoken(`${answer} Docker on AWS.`),
    ]);
    expect(outcome('REJECT', saidAgain)).toBe('INSUFFICIENT_EVIDENCE');
  });

  it('takes a typed correction in place of the answer it corrects', () => {
    const corrected = build([
      ask('Tell me about your background?'),
      spoken('jump on you and you do', 0.3),
      ask('Tell me about Docker?'),
      spoken(`${answer} Docker on AWS.`),
      typed(answer, 2),
    ]);
    expect(notUnderstood(corrected, 0.6)).toBe(0);
    expect(outcome('REJECT', corrected)).toBe('REJECT');
    expect(outcome('REJECT', corrected.slice(0, 4))).toBe('INSUFFICIENT_EVIDENCE');
  });

  it('leaves an advance as it is: an answer left out can only have cost the candidate points', () => {
    expect(outcome('SECOND_INTERVIEW', oneUnclear)).toBe('SECOND_INTERVIEW');
    expect(outcome('OFFER', oneUnclear)).toBe('OFFER');
    expect(outcome('OFFER', allUnderstood)).toBe('OFFER');
  });
});
