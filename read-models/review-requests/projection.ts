import { and, eq, lt } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { str, strOrNull } from '../runner/fields.ts';
import { reviewRequests } from './schema.ts';
import { withErasure } from '../erasure/with-erasure.ts';
import { eraseReviewRequests } from './erasure.ts';

type Data = Record<string, unknown>;
const obj = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
const dateOr = (value: unknown, fallback: Date) => (typeof value === 'string' ? new Date(value) : fallback);

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = obj(event.data);
  const requestId = str(d.requestId);
  if (!requestId) return;
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  // Guarded by the row's last position: a replayed event changes nothing.
  const decided = (values: PgUpdateSetSource<typeof reviewRequests>) =>
    tx
      .update(reviewRequests)
      .set({ ...values, decidedAt: dateOr(d.decidedAt, at), decidedBy: strOrNull(d.decidedBy), lastPosition: position })
      .where(and(eq(reviewRequests.requestId, requestId), lt(reviewRequests.lastPosition, position)));
  switch (event.type) {
    case 'HumanReviewRequested':
      await tx
        .insert(reviewRequests)
        .values({
          requestId,
          applicationId: str(d.applicationId),
          jobId: str(d.jobId),
          companyId: str(d.companyId),
          candidateId: str(d.candidateId),
          kind: str(d.kind),
          subject: strOrNull(d.subject),
          status: 'OPEN',
          message: strOrNull(d.message),
          requestedAt: dateOr(d.requestedAt, at),
          lastPosition: position,
        })
        .onConflictDoNothing();
      return;
    case 'HumanReviewAccepted':
      await decided({ status: 'ACCEPTED', noteToCandidate: strOrNull(d.noteToCandidate) });
      return;
    case 'HumanReviewDeclined':
      await decided({ status: 'DECLINED', noteToCandidate: strOrNull(d.reason) });
      return;
    case 'HumanReevaluationCompleted':
      await decided({
        status: 'COMPLETED',
        noteToCandidate: strOrNull(d.noteToCandidate),
        conclusion: strOrNull(d.conclusion),
        internalNote: strOrNull(d.internalNote),
      });
      return;
  }
}

export const reviewRequestsProjection = withErasure(
  defineProjection({
    name: 'review-requests',
    version: 2,
    tables: [reviewRequests],
    handles: ['HumanReviewRequested', 'HumanReviewAccepted', 'HumanReviewDeclined', 'HumanReevaluationCompleted'],
    apply,
  }),
  eraseReviewRequests,
);
