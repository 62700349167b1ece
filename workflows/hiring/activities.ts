import { withHeartbeat } from '../activities.ts';
import type { CvAnalysisOutcome, Invitation, InvitationInput, InterviewStatusName, ScoreOutcome } from './messages.ts';

export type HiringActivities = {
  /** Reads the application's CV with the AI engine against the job's prompt and records CvAnalyzed or CvAnalysisFailed. */
  analyzeApplicationCv(applicationId: string): Promise<CvAnalysisOutcome>;
  /** Records CvAnalysisFailed when the analysis kept failing (the UI shows "Manual Review"). */
  recordCvAnalysisFailure(applicationId: string, message: string): Promise<void>;
  /** Schedules the interview (id from application, stage, round), creates its room, sets INTERVIEW_SCHEDULED, mails the link. */
  inviteToInterview(input: InvitationInput): Promise<Invitation>;
  /** Records and mails the reminder once; answers the interview's status. */
  sendInterviewReminder(interviewId: string): Promise<InterviewStatusName>;
  /** Expires a still SCHEDULED interview and deletes its room; answers the status found (IN_PROGRESS: a lost start signal). */
  expireInterview(interviewId: string): Promise<InterviewStatusName>;
  /** Completes an IN_PROGRESS interview with TIME_LIMIT (no-op when completed) and deletes its room. */
  closeInterview(interviewId: string): Promise<InterviewStatusName>;
  /** Cancels an open interview and deletes its room. */
  cancelInterview(interviewId: string, reason: string): Promise<void>;
  /** Scores once (InterviewScored), sets INTERVIEWED and adds the analysis as an AI note. */
  scoreInterview(interviewId: string): Promise<ScoreOutcome>;
};

/**
 * Thin adapter over the implementations beside it (application-activities.ts, interview-activities.ts), which call
 * the modules' services; the API's container hands them their services and ports.
 */
export const hiringActivities = (impl: HiringActivities): HiringActivities => ({
  analyzeApplicationCv: (applicationId) => withHeartbeat(() => impl.analyzeApplicationCv(applicationId)),
  recordCvAnalysisFailure: (applicationId, message) => impl.recordCvAnalysisFailure(applicationId, message),
  inviteToInterview: (input) => impl.inviteToInterview(input),
  sendInterviewReminder: (interviewId) => impl.sendInterviewReminder(interviewId),
  expireInterview: (interviewId) => impl.expireInterview(interviewId),
  closeInterview: (interviewId) => impl.closeInterview(interviewId),
  cancelInterview: (interviewId, reason) => impl.cancelInterview(interviewId, reason),
  scoreInterview: (interviewId) => withHeartbeat(() => impl.scoreInterview(interviewId)),
});
