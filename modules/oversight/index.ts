/**
 * Oversight of the AI (issue #22): a person's request for a human instead of the AI, the decision log that sets
 * every AI output beside the human decisions taken after it, and the bias audit of outcomes by group.
 */
export * from './review-requests/review-request.ts';
export * from './review-requests/kinds.ts';
export * from './review-requests/errors.ts';
export * from './review-requests/outcome-mail.ts';
export { reviewRequestsDecider, type ReviewRequestCommand } from './review-requests/decide.ts';
export * from './review-requests/service.ts';
export * from './bias-audit/categories.ts';
export {
  biasAudit,
  type AuditApplication,
  type GroupLine,
  type JobAudit,
  type StageTable,
} from './bias-audit/report.ts';
export { biasAuditService, selfIdAnswersSchema, type BiasAuditService } from './bias-audit/service.ts';
export { parseSelfIdKey, selfIdBox, type SelfIdBox } from './bias-audit/self-id-box.ts';
export { fixturePeople, type FixturePerson } from './bias-audit/fixture.ts';
export * from './personal-data.ts';
