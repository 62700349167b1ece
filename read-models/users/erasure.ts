import { eq } from 'drizzle-orm';
import type { ReadModelTx } from '../db.ts';
import { erasedText, type ErasedSubject } from '../erasure/placeholders.ts';
import { users as u } from './schema.ts';

/** `PersonalDataErased` of an account: the user row as its sealed events now read. */
export async function eraseUser(tx: ReadModelTx, { subject, kind }: ErasedSubject): Promise<void> {
  if (kind !== 'user') return;
  await tx
    .update(u)
    .set({
      email: erasedText(u.email),
      name: erasedText(u.name),
      firstName: erasedText(u.firstName),
      lastName: erasedText(u.lastName),
      phone: erasedText(u.phone),
      position: erasedText(u.position),
      department: erasedText(u.department),
      bio: erasedText(u.bio),
      avatar: erasedText(u.avatar),
    })
    .where(eq(u.userId, subject));
}
