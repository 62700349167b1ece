import { eq } from 'drizzle-orm';
import type { ReadModelTx } from '../db.ts';
import { erasedText, type ErasedSubject } from '../erasure/placeholders.ts';
import { reviewRequests as r } from './schema.ts';

/** `PersonalDataErased` of an application: its review requests' free texts erased; kinds, statuses, dates stay. */
export async function eraseReviewRequests(tx: ReadModelTx, { subject, kind }: ErasedSubject): Promise<void> {
  if (kind !== 'application') return;
  await tx
    .update(r)
    .set({
      message: erasedText(r.message),
      noteToCandidate: erasedText(r.noteToCandidate),
      internalNote: erasedText(r.internalNote),
    })
    .where(eq(r.applicationId, subject));
}
