import { defineQuery, defineSignal } from '@temporalio/workflow';

export type HumanInterviewInput = { interviewId: string };

/**
 * The interview as the workflow times it, read from its stream by an activity each time something changed. The
 * waits are measured by the activity (workflow code keeps no clock of its own) and recorded in the history.
 */
export type HumanInterviewPlan = {
  status: 'SCHEDULED' | 'CANCELLED' | 'COMPLETED';
  sequence: number;
  /** Until the interview starts (a reminder after that is not sent). */
  startsInMs: number;
  /** Until this version's reminder; null when it has none. */
  remindInMs: number | null;
  /** Whether this version's reminder was already sent. */
  reminded: boolean;
  /** Until the interview is over. */
  endsInMs: number;
};

export type HumanInterviewMailKind = 'invitation' | 'update' | 'cancellation' | 'reminder';

export type HumanInterviewResult = {
  interviewId: string;
  outcome: 'COMPLETED' | 'CANCELLED' | 'MISSING';
  /** The versions (SEQUENCE) whose invitation or update was mailed, in order. */
  mailed: number[];
};

export type HumanInterviewView = {
  stage: 'PLANNING' | 'WAITING_FOR_REMINDER' | 'WAITING_FOR_END' | 'ENDED';
  sequence: number | null;
  mailed: number[];
};

/** The interview was rescheduled or cancelled (sent from the event log): the workflow reads it again. */
export const humanInterviewChanged = defineSignal('humanInterviewChanged');
export const humanInterviewState = defineQuery<HumanInterviewView>('humanInterviewState');

/** The workflow id is the business id: one process per interview. */
export const humanInterviewWorkflowId = (interviewId: string) => `human-interview-${interviewId}`;
