import { defineQuery, defineSignal } from '@temporalio/workflow';

export type HiringInput = { applicationId: string; jobId: string; companyId: string };
export type CvAnalysisOutcome = { status: 'analyzed' | 'failed' | 'already-recorded' };
/**
 * ENDED: the recruiter rejected, hired, or the candidate withdrew (`finalStatus`). CV_ANALYZED and MANUAL_REVIEW
 * only end histories recorded before the interviews and before a failed analysis waited for the recruiter.
 */
export type HiringResult = {
  applicationId: string;
  stage: 'CV_ANALYZED' | 'MANUAL_REVIEW' | 'ENDED';
  finalStatus?: string;
};

export type InterviewStageName = 'FIRST' | 'SECOND';
export type InvitationInput = HiringInput & { stage: InterviewStageName; round: number };
/** What the workflow needs to time an interview; the durations were frozen into InterviewScheduled. */
export type Invitation = {
  interviewId: string;
  roomName: string;
  remindAfterMs: number;
  expireAfterMs: number;
  maxDurationMs: number;
};
/** The interview's status as the activity found it (a lost signal is recovered from it). */
export type InterviewStatusName = 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED' | 'EXPIRED' | 'CANCELLED';
export type ScoreOutcome = {
  aiScore: number | null;
  recommendation: 'SECOND_INTERVIEW' | 'OFFER' | 'REJECT' | 'INSUFFICIENT_EVIDENCE';
  insufficientEvidence: boolean;
};

export type HiringInterviewView = {
  interviewId: string;
  stage: InterviewStageName;
  round: number;
  status: InterviewStatusName;
  recommendation: ScoreOutcome['recommendation'] | null;
};
export type HiringStateView = {
  stage: string;
  cvOutcome: CvAnalysisOutcome['status'] | null;
  interviews: HiringInterviewView[];
  lastStatus: string | null;
  ended: boolean;
};

/** The recruiter changed the application's status (sent by the company status routes). */
export const recruiterStatusChanged =
  defineSignal<[{ status: string; actorId: string | null }]>('recruiterStatusChanged');
/** The candidate joined: the maximum-length timer starts (sent by InterviewsService.start). */
export const interviewStarted = defineSignal<[{ interviewId: string }]>('interviewStarted');
/** The interview is over (sent by InterviewsService.complete, e.g. when the agent reports it). */
export const interviewEnded = defineSignal<[{ interviewId: string }]>('interviewEnded');
export const hiringState = defineQuery<HiringStateView>('hiringState');

/** The workflow id is the business id: one hiring process per application. */
export const hiringWorkflowId = (applicationId: string) => `hiring-${applicationId}`;

/** Statuses that end the hiring process. */
export const finalApplicationStatuses: readonly string[] = ['REJECTED', 'WITHDRAWN', 'HIRED'];
