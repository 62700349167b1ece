import type { ReviewRequestRow } from '@tawzeef/read-models';
import { z } from 'zod';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What the candidate reads: what they asked, the status and the note written to them. Never the verdict. */
export const candidateReviewRequestSchema = z.object({
  id: z.string(),
  kind: z.string(),
  subject: z.string().nullable(),
  status: z.string(),
  message: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  noteToCandidate: z.string().nullable(),
});
export const candidateReviewRequestView = (r: ReviewRequestRow): z.infer<typeof candidateReviewRequestSchema> => ({
  id: r.requestId,
  kind: r.kind,
  subject: r.subject,
  status: r.status,
  message: r.message,
  requestedAt: r.requestedAt.toISOString(),
  decidedAt: iso(r.decidedAt),
  noteToCandidate: r.noteToCandidate,
});

/** The company's task: the candidate's request and, once answered, who answered, the verdict and notes. */
export const companyReviewRequestSchema = candidateReviewRequestSchema.extend({
  applicationId: z.string(),
  conclusion: z.string().nullable(),
  internalNote: z.string().nullable(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export const companyReviewRequestView = (
  r: ReviewRequestRow,
  names: Map<string, string>,
): z.infer<typeof companyReviewRequestSchema> => ({
  ...candidateReviewRequestView(r),
  applicationId: r.applicationId,
  conclusion: r.conclusion,
  internalNote: r.internalNote,
  decidedBy: r.decidedBy ? { id: r.decidedBy, name: names.get(r.decidedBy) ?? '' } : null,
});
