import { candidateDisplayStatus } from '@tawzeef/applications';
import type { CandidateApplication, CandidateCvRow } from '@tawzeef/read-models';
import {
  candidateCvResults,
  cvFeedback,
  interviewFeedback,
  skillsOf,
  type FeedbackLanguage,
  type ScoredInterview,
} from './candidate-feedback.ts';

export const cvDownloadPath = (cvId: string) => `/api/candidate/cvs/${cvId}/download`;

/** The spec's CV shape. */
export function cvView(row: CandidateCvRow) {
  return {
    id: row.cvId,
    fileName: row.fileName,
    originalFileName: row.fileName,
    fileUrl: cvDownloadPath(row.cvId),
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    isActive: row.isActive,
    status: row.status,
    errorCode: row.errorCode,
    uploadedAt: row.uploadedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    createdAt: row.uploadedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The candidate side's status texts (the spec's; HIRED is ours, shown as 'accepted'). */
export const statusMessages: Record<string, string> = {
  SUBMITTED: 'Your application has been received and is awaiting review.',
  REVIEWING: 'Our team is currently reviewing your application.',
  INTERVIEW_SCHEDULED: 'Congratulations! An interview has been scheduled.',
  INTERVIEWED: "Your interview has been completed. We're making our decision.",
  OFFERED: "Congratulations! You've received an offer.",
  HIRED: "Congratulations! You've been hired.",
  REJECTED: "Unfortunately, we've decided to move forward with other candidates.",
  WITHDRAWN: 'This application has been withdrawn.',
};

/** The list's display statuses, with HIRED reaching 'accepted' (read by status; an unknown one shows as submitted). */
export const displayStatus: Record<string, string> = candidateDisplayStatus;

/** A failed analysis is shown as "Manual Review": the spec's rule is a summary containing 'failed'. */
const MANUAL_REVIEW_SUMMARY = 'CV analysis failed; our HR team will review your CV personally.';

/** The CV analysis as the candidate sees it: score, fit, matched and missing skills, and advice written to them. */
function analysisOf(row: CandidateApplication, lang: FeedbackLanguage) {
  if (row.analysisStatus === 'FAILED') {
    return {
      cvAnalysisScore: null,
      cvAnalysisResults: {
        summary: MANUAL_REVIEW_SUMMARY,
        overallFit: 'Not analyzed',
        skillsMatch: { matched: [], missing: [] },
      },
      aiCvRecommendations: null,
    };
  }
  if (row.analysisStatus !== 'DONE' || !row.cvAnalysis) {
    return { cvAnalysisScore: null, cvAnalysisResults: null, aiCvRecommendations: null };
  }
  const analysis = row.cvAnalysis as Record<string, unknown>;
  return {
    cvAnalysisScore: row.cvAnalysisScore,
    cvAnalysisResults: candidateCvResults(analysis, lang),
    aiCvRecommendations: cvFeedback(analysis, row.status, lang),
  };
}

/** The company side's AI interview analyses (issue 7), once scored; null before. */
export type InterviewRecommendations = {
  aiInterviewRecommendations: string | null;
  aiSecondInterviewRecommendations: string | null;
};

/** The latest scored interview of each stage, as the candidate-facing feedback needs it. */
export type ScoredInterviews = { FIRST?: ScoredInterview; SECOND?: ScoredInterview };

/**
 * The spec's "Application (candidate view)". The AI interview sections are feedback written to the candidate
 * (candidate-feedback.ts): the interview score, the AI's verdict and the recruiter's analysis stay company-side.
 */
export function candidateApplicationView(
  row: CandidateApplication,
  interviews: ScoredInterviews = {},
  lang: FeedbackLanguage = 'en',
) {
  const { matched, missing } = skillsOf((row.cvAnalysis ?? {}) as Record<string, unknown>);
  const skills = [...matched, ...missing];
  const interviewText = (stage: 'FIRST' | 'SECOND') => {
    const scored = interviews[stage];
    return scored ? interviewFeedback(scored, skills, row.status, lang) : null;
  };
  return {
    id: row.applicationId,
    jobId: row.jobId,
    job: { id: row.jobId, title: row.jobTitle, company: { name: row.companyName } },
    appliedAt: row.appliedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    displayStatus: displayStatus[row.status] ?? 'submitted',
    statusMessage: statusMessages[row.status] ?? statusMessages.SUBMITTED,
    expectedSalary: row.expectedSalary,
    noticePeriod: row.noticePeriod,
    coverLetter: row.coverLetter,
    portfolioUrl: row.portfolioUrl,
    resume: { fileName: row.cvFileName, fileSize: row.cvFileSize, cvId: row.cvId },
    analysisStatus: row.analysisStatus,
    ...analysisOf(row, lang),
    aiInterviewRecommendations: interviewText('FIRST'),
    aiSecondInterviewRecommendations: interviewText('SECOND'),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}
