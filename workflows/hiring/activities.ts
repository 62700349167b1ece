import { withHeartbeat } from '../activities.ts';
import type { CvAnalysisOutcome } from './messages.ts';

export type HiringActivities = {
  /** Reads the application's CV with the AI engine against the job's prompt and records CvAnalyzed or CvAnalysisFailed. */
  analyzeApplicationCv(applicationId: string): Promise<CvAnalysisOutcome>;
  /** Records CvAnalysisFailed when the analysis kept failing (the UI shows "Manual Review"). */
  recordCvAnalysisFailure(applicationId: string, message: string): Promise<void>;
};

/** Thin adapter: the work lives in the applications module's service, wired by the API's container. */
export const hiringActivities = (impl: HiringActivities): HiringActivities => ({
  analyzeApplicationCv: (applicationId) => withHeartbeat(() => impl.analyzeApplicationCv(applicationId)),
  recordCvAnalysisFailure: (applicationId, message) => impl.recordCvAnalysisFailure(applicationId, message),
});
