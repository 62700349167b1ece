import { eq, inArray, sql } from 'drizzle-orm';
import { ERASED } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { erasedCopy, erasedText, type ErasedSubject } from '../erasure/placeholders.ts';
import { interviews as i, interviewUtterances as u } from './schema.ts';

/**
 * `PersonalDataErased` of an application: its AI interviews as their sealed events now read: the transcript's
 * texts, the assessment and its translations, the evidence and each criterion's explanation erased; scores stay.
 */
export async function eraseInterviews(tx: ReadModelTx, { subject, kind }: ErasedSubject): Promise<void> {
  if (kind !== 'application') return;
  const rows = await tx
    .select({ interviewId: i.interviewId, breakdown: i.breakdown })
    .from(i)
    .where(eq(i.applicationId, subject));
  if (rows.length === 0) return;
  for (const row of rows) {
    await tx
      .update(i)
      .set({
        aiAnalysis: erasedText(i.aiAnalysis),
        aiAnalysisTranslations: sql`CASE WHEN ${i.aiAnalysisTranslations} IS NULL THEN NULL ELSE '{}'::jsonb END`,
        evidence: sql`CASE WHEN ${i.evidence} IS NULL THEN NULL ELSE '[]'::jsonb END`,
        breakdown: row.breakdown ? erasedCopy(row.breakdown, ['*.explanation']) : null,
      })
      .where(eq(i.interviewId, row.interviewId));
  }
  await tx
    .update(u)
    .set({ text: ERASED })
    .where(
      inArray(
        u.interviewId,
        rows.map((r) => r.interviewId),
      ),
    );
}
