import { defineSearchAttributeKey, SearchAttributeType, type SearchAttributePair } from '@temporalio/common';
import type { HiringInput } from './messages.ts';

/** Keyword attributes of `hiring-<applicationId>`, registered on the server by scripts/lib/services.sh. */
export const hiringSearchAttributes = {
  applicationId: defineSearchAttributeKey('TawzeefApplicationId', SearchAttributeType.KEYWORD),
  jobId: defineSearchAttributeKey('TawzeefJobId', SearchAttributeType.KEYWORD),
  companyId: defineSearchAttributeKey('TawzeefCompanyId', SearchAttributeType.KEYWORD),
  stage: defineSearchAttributeKey('TawzeefStage', SearchAttributeType.KEYWORD),
} as const;

export const hiringSearchAttributeNames = Object.values(hiringSearchAttributes).map((key) => key.name);

type InterviewPhase = 'INVITED' | 'REMINDED' | 'IN_PROGRESS' | 'SCORING' | 'EXPIRED';

/** Where an application's hiring process stands, as ops filter it in the Temporal Web UI. */
export type HiringStage =
  | 'CV_ANALYSIS'
  | `INTERVIEW_1_${InterviewPhase}`
  | `INTERVIEW_2_${InterviewPhase}`
  | 'AWAITING_DECISION'
  | 'MANUAL_REVIEW'
  | 'ENDED';

export const stageAttribute = (stage: HiringStage): SearchAttributePair => ({
  key: hiringSearchAttributes.stage,
  value: stage,
});

export const initialHiringSearchAttributes = (input: HiringInput): SearchAttributePair[] => [
  { key: hiringSearchAttributes.applicationId, value: input.applicationId },
  { key: hiringSearchAttributes.jobId, value: input.jobId },
  { key: hiringSearchAttributes.companyId, value: input.companyId },
  stageAttribute('CV_ANALYSIS'),
];
