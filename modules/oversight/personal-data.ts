import { subjectAt, classifyPersonalData } from '@tawzeef/shared';
import type { ReviewRequestEvent } from './review-requests/review-request.ts';

const application = subjectAt('applicationId');

/** A review request's free texts (the candidate's message, the notes and reasons) are the application's. */
export const oversightPersonalData = classifyPersonalData<ReviewRequestEvent['type']>()({
  HumanReviewRequested: { subject: application, fields: ['message'] },
  HumanReviewAccepted: { subject: application, fields: ['noteToCandidate'] },
  HumanReviewDeclined: { subject: application, fields: ['reason'] },
  HumanReevaluationCompleted: { subject: application, fields: ['noteToCandidate', 'internalNote'] },
});
