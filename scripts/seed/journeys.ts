import type { ApplicationStatus } from '@tawzeef/applications';
import type { AnswerQuality } from './answers.ts';

/**
 * What happens to a demo application once its hiring workflow has analysed the CV and invited the candidate to the
 * first AI interview: the candidate takes the open interview (typing the answers), the recruiter decides (the
 * status route's command and signal), or the candidate withdraws. Anything else is the workflow's own doing: a
 * strong first interview brings a second invitation, a final status cancels an open interview.
 */
export type Step =
  | { kind: 'interview'; quality: AnswerQuality }
  | { kind: 'status'; status: ApplicationStatus; reason?: string }
  | { kind: 'withdraw'; reason: string };

const strong: Step = { kind: 'interview', quality: 'strong' };
const weak: Step = { kind: 'interview', quality: 'weak' };
const status = (s: ApplicationStatus, reason?: string): Step => ({ kind: 'status', status: s, reason });

/** The k-th application of every demo job (8 each), in the order a pipeline fills. */
export const journeys: Step[][] = [
  // Invited; the invitation is still open.
  [],
  // Invited, and the recruiter is reviewing the CV meanwhile.
  [status('REVIEWING')],
  // A weak first interview: the AI advises against; the recruiter has not decided.
  [weak],
  // A strong first interview: the workflow invited the candidate to the second one.
  [strong],
  // Two strong interviews, then an offer.
  [strong, strong, status('OFFERED')],
  // Two strong interviews, an offer, a hire.
  [strong, strong, status('OFFERED'), status('HIRED')],
  // A weak first interview, then the recruiter rejects.
  [weak, status('REJECTED', 'Not enough experience')],
  // Rejected before the interview: the open invitation is cancelled.
  [status('REVIEWING'), status('REJECTED', 'The role needs more senior experience')],
];

/** The demo candidate's own applications (Sara Nasser): an offer after two interviews, and a withdrawal. */
export const candidateJourneys: Step[][] = [
  [strong, strong, status('OFFERED')],
  [{ kind: 'withdraw', reason: 'I accepted another offer' }],
];

/** A story ending on an open invitation: it must be recent, or the invitation would already have expired. */
export const endsInvited = (steps: Step[]) => {
  const interviews = steps.filter((s) => s.kind === 'interview');
  const decided = steps.some((s) => s.kind === 'withdraw' || (s.kind === 'status' && s.status !== 'REVIEWING'));
  return !decided && interviews.every((s, i) => i === 0 && s.quality === 'strong');
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long after the previous step each step comes (the candidate joins hours after the invitation, etc.). */
export const gapBefore = (step: Step, n: number): number => {
  if (step.kind === 'interview') return (5 + (n % 4) * 4) * HOUR;
  if (step.kind === 'withdraw') return 30 * HOUR;
  if (step.status === 'HIRED') return 3 * DAY;
  if (step.status === 'REVIEWING') return (2 + (n % 3)) * HOUR;
  return DAY + (n % 5) * HOUR;
};

/** The CV analysis and the invitation come this long after the submission; the recruiter's note an hour later. */
export const ANALYSIS_TIME = 2 * MINUTE;
export const NOTE_AFTER = HOUR;
/** A typed interview takes at most this long (the seed's candidate types each answer in 30 to 60 seconds). */
export const INTERVIEW_LENGTH = 15 * MINUTE;

/**
 * When the n-th demo story begins: stories still waiting for the candidate end within the last 20 hours (but at
 * least an hour ago), so their invitation is open and no reminder is due yet; the others end 1 to 26 days ago,
 * spread over the pipeline's life. The steps take `gapBefore(step, n + i)` each, as `playStory` plays them.
 */
export function storyStart(steps: Step[], n: number, now: Date): Date {
  const length = steps.reduce(
    (sum, step, i) => sum + gapBefore(step, n + i) + (step.kind === 'interview' ? INTERVIEW_LENGTH : 0),
    ANALYSIS_TIME + NOTE_AFTER,
  );
  const end = endsInvited(steps) ? now.getTime() - (1 + (n % 19)) * HOUR : now.getTime() - (1 + ((n * 7) % 26)) * DAY;
  return new Date(end - length);
}
