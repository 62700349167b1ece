import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ReadModelTx } from '../db.ts';
import type { ErasedSubject } from '../erasure/placeholders.ts';
import { eraseDecisionLogOf } from './query.ts';

/**
 * `PersonalDataErased` of an application: its entries go (the one deletion allowed before six months), in the live
 * table and in a rebuild alike, since the events they come from stay in the log.
 */
export async function eraseDecisionLog(tx: ReadModelTx, { subject, kind }: ErasedSubject): Promise<void> {
  if (kind === 'application') await eraseDecisionLogOf(tx as unknown as NodePgDatabase, [subject]);
}
