import type { HumanInterviewMailKind, HumanInterviewPlan } from './messages.ts';

export type HumanInterviewActivities = {
  /** The interview's current version, or null when it does not exist. */
  planHumanInterview(interviewId: string): Promise<HumanInterviewPlan | null>;
  /** Mails one version to the candidate and every interviewer, with its calendar invitation (REQUEST or CANCEL). */
  mailHumanInterview(input: { interviewId: string; sequence: number; kind: HumanInterviewMailKind }): Promise<void>;
  /** Records the reminder of this version once and mails both sides; false when it no longer applies. */
  remindHumanInterview(input: { interviewId: string; sequence: number }): Promise<boolean>;
  /** The interview is over: records it and asks each interviewer for their rating. */
  requestHumanInterviewRatings(interviewId: string): Promise<void>;
};

/** Thin adapter over the implementation (mailing-activities.ts, over the interviews and communications services). */
export const humanInterviewActivities = (impl: HumanInterviewActivities): HumanInterviewActivities => ({
  planHumanInterview: (interviewId) => impl.planHumanInterview(interviewId),
  mailHumanInterview: (input) => impl.mailHumanInterview(input),
  remindHumanInterview: (input) => impl.remindHumanInterview(input),
  requestHumanInterviewRatings: (interviewId) => impl.requestHumanInterviewRatings(interviewId),
});
