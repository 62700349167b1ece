import { and, eq, isNull } from 'drizzle-orm';
import { ERASED } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import type { ErasedSubject } from '../erasure/placeholders.ts';
import { phoneKeyOf, searchTextOf } from './projection.ts';
import { communications as c } from './schema.ts';

const erased = <T extends string | null>(value: T): T => (value === null || value === '' ? value : (ERASED as T));

/**
 * `PersonalDataErased`: the messages about an application (or, for an account, those tied to no application) as
 * their sealed events now read: contact, subject, content and call notes erased, search text and phone key derived
 * from the placeholders as the projection derives them.
 */
export async function eraseCommunications(tx: ReadModelTx, { subject, kind }: ErasedSubject): Promise<void> {
  const whose =
    kind === 'application' ? eq(c.applicationId, subject) : and(eq(c.candidateId, subject), isNull(c.applicationId));
  const rows = await tx.select().from(c).where(whose);
  for (const row of rows) {
    const firstName = erased(row.firstName);
    const lastName = erased(row.lastName);
    const email = erased(row.email);
    const phone = erased(row.phone);
    const subjectLine = erased(row.subject);
    const content = erased(row.content);
    await tx
      .update(c)
      .set({
        firstName,
        lastName,
        email,
        phone,
        phoneKey: phoneKeyOf(phone),
        subject: subjectLine,
        content,
        callNotes: erased(row.callNotes),
        searchText: searchTextOf([subjectLine, content, firstName, lastName, `${firstName} ${lastName}`, email, phone]),
      })
      .where(eq(c.communicationId, row.communicationId));
  }
}
