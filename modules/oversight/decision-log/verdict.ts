/**
 * Whether a person's decision on an application followed or overrode the AI output before it (issue #22, the
 * decision log). Pure and browser-safe: the projection stores the verdict, the dashboard explains it.
 *
 * The AI's stance:
 * - CV analysis: its overall fit. Excellent or Good (the local engine gives them from a score of 65) = ADVANCE;
 *   Poor (below 45) = REJECT; Fair (45 to 64) takes no side (NONE). Without a fit, the score decides with the same
 *   bands (80 / 65 / 45, `fitFor` of the local engine).
 * - AI interview: SECOND_INTERVIEW or OFFER = ADVANCE; REJECT = REJECT; INSUFFICIENT_EVIDENCE = NONE.
 * - A failed analysis = NONE.
 * A person's direction:
 * - status INTERVIEW_SCHEDULED, INTERVIEWED, OFFERED or HIRED, or an interview with people scheduled = ADVANCE;
 * - status REJECTED = REJECT;
 * - anything else (REVIEWING, a note, a cancelled interview) = NEUTRAL.
 * Verdict: same stance and direction = FOLLOWED; opposite = OVERRODE; a NONE stance, a NEUTRAL direction or no AI
 * output before the decision = NOT_COMPARABLE.
 */

export const overallFits = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
export type DecisionFit = (typeof overallFits)[number];
export const aiStances = ['ADVANCE', 'REJECT', 'NONE'] as const;
export type AiStance = (typeof aiStances)[number];
export const humanDirections = ['ADVANCE', 'REJECT', 'NEUTRAL'] as const;
export type HumanDirection = (typeof humanDirections)[number];
export const decisionVerdicts = ['FOLLOWED', 'OVERRODE', 'NOT_COMPARABLE'] as const;
export type DecisionVerdict = (typeof decisionVerdicts)[number];

/** The score bands of the overall fit, as the local engine draws them. */
export const FIT_BANDS = { excellent: 80, good: 65, fair: 45 } as const;

export function fitOfScore(score: number): DecisionFit {
  if (score >= FIT_BANDS.excellent) return 'Excellent';
  if (score >= FIT_BANDS.good) return 'Good';
  if (score >= FIT_BANDS.fair) return 'Fair';
  return 'Poor';
}

const isFit = (value: unknown): value is DecisionFit =>
  typeof value === 'string' && (overallFits as readonly string[]).includes(value);

/** The CV analysis's stance: from its overall fit, else from its score. */
export function cvStance(fit: unknown, score: number | null): AiStance {
  const known = isFit(fit) ? fit : typeof score === 'number' && Number.isFinite(score) ? fitOfScore(score) : null;
  if (known === 'Excellent' || known === 'Good') return 'ADVANCE';
  if (known === 'Poor') return 'REJECT';
  return 'NONE';
}

/** The AI interview's stance from its recommendation. */
export function interviewStance(recommendation: unknown, insufficientEvidence = false): AiStance {
  if (insufficientEvidence) return 'NONE';
  if (recommendation === 'SECOND_INTERVIEW' || recommendation === 'OFFER') return 'ADVANCE';
  if (recommendation === 'REJECT') return 'REJECT';
  return 'NONE';
}

const advancing = new Set(['INTERVIEW_SCHEDULED', 'INTERVIEWED', 'OFFERED', 'HIRED']);

/** Where a status set by a person takes the application. */
export function statusDirection(status: string): HumanDirection {
  if (advancing.has(status)) return 'ADVANCE';
  if (status === 'REJECTED') return 'REJECT';
  return 'NEUTRAL';
}

/** The verdict of a decision against the AI stance before it (null: no AI output yet). */
export function verdictOf(stance: AiStance | null, direction: HumanDirection): DecisionVerdict {
  if (stance === null || stance === 'NONE' || direction === 'NEUTRAL') return 'NOT_COMPARABLE';
  return stance === direction ? 'FOLLOWED' : 'OVERRODE';
}
