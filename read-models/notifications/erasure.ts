import { and, eq, inArray, sql } from 'drizzle-orm';
import { ERASED } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { erasedText, type ErasedSubject } from '../erasure/placeholders.ts';
import { mentionRule } from './rules.ts';
import { notificationApplications, notificationMembers, notificationMentions, notifications as n } from './schema.ts';
import { renderText } from './texts.ts';

/** What the projection makes of an erased applicant's name (`${firstName} ${lastName}`). */
const erasedName = `${ERASED} ${ERASED}`;

/**
 * `PersonalDataErased`. An application: the applicant's name in its notifications (their texts rendered again
 * with it) and the mentions made in its notes, which a replay no longer finds in the erased note text. An account:
 * the member's name.
 */
export async function eraseNotifications(tx: ReadModelTx, { subject, kind }: ErasedSubject): Promise<void> {
  if (kind === 'user') {
    await tx
      .update(notificationMembers)
      .set({ firstName: erasedText(notificationMembers.firstName), lastName: erasedText(notificationMembers.lastName) })
      .where(eq(notificationMembers.userId, subject));
    return;
  }
  await tx
    .update(notificationApplications)
    .set({ candidateName: erasedName })
    .where(eq(notificationApplications.applicationId, subject));
  await tx.delete(notificationMentions).where(eq(notificationMentions.applicationId, subject));
  const ofApplication = sql`${n.metadata} ->> 'applicationId' = ${subject}`;
  await tx.delete(n).where(and(ofApplication, eq(n.kind, mentionRule.kind)));
  const rows = await tx
    .select({ id: n.id, titleKey: n.titleKey, messageKey: n.messageKey, params: n.params, metadata: n.metadata })
    .from(n)
    .where(ofApplication);
  for (const row of rows) {
    const params = 'candidateName' in row.params ? { ...row.params, candidateName: erasedName } : row.params;
    const metadata = 'candidateName' in row.metadata ? { ...row.metadata, candidateName: erasedName } : row.metadata;
    const title = renderText('en', row.titleKey, params);
    const message = renderText('en', row.messageKey, params);
    const searchText = [
      title,
      message,
      renderText('ar', row.titleKey, params),
      renderText('ar', row.messageKey, params),
    ]
      .join(' ')
      .toLowerCase();
    await tx
      .update(n)
      .set({ params, metadata, title, message, searchText })
      .where(inArray(n.id, [row.id]));
  }
}
