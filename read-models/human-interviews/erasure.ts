import { eq } from 'drizzle-orm';
import { ERASED } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { erasedText, type ErasedSubject } from '../erasure/placeholders.ts';
import { humanInterviews as h } from './schema.ts';

const erased = (value: string | null) => (value === null || value === '' ? value : ERASED);

/**
 * `PersonalDataErased` of an application: its interviews with people as their sealed events now read: place, note,
 * interviewers' and organiser's names and addresses, the cancel reason and the ratings' comments erased.
 */
export async function eraseHumanInterviews(tx: ReadModelTx, { subject, kind }: ErasedSubject): Promise<void> {
  if (kind !== 'application') return;
  const rows = await tx
    .select({ interviewId: h.interviewId, interviewers: h.interviewers, ratings: h.ratings })
    .from(h)
    .where(eq(h.applicationId, subject));
  for (const row of rows) {
    await tx
      .update(h)
      .set({
        location: erasedText(h.location),
        note: erasedText(h.note),
        organizerName: erasedText(h.organizerName),
        cancelReason: erasedText(h.cancelReason),
        interviewers: row.interviewers.map((i) => ({ ...i, name: erased(i.name)!, email: erased(i.email)! })),
        ratings: row.ratings.map((r) => ({ ...r, comment: erased(r.comment) })),
      })
      .where(eq(h.interviewId, row.interviewId));
  }
}
