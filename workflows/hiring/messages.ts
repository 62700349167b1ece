export type HiringInput = { applicationId: string; jobId: string; companyId: string };
export type CvAnalysisOutcome = { status: 'analyzed' | 'failed' | 'already-recorded' };
export type HiringResult = { applicationId: string; stage: 'CV_ANALYZED' | 'MANUAL_REVIEW' };

/** The workflow id is the business id: one hiring process per application. */
export const hiringWorkflowId = (applicationId: string) => `hiring-${applicationId}`;
