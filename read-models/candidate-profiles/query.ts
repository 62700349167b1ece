import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { candidateProfiles as p, type CandidateProfileRow } from './schema.ts';

export async function getCandidateProfile(
  db: NodePgDatabase,
  candidateId: string,
): Promise<CandidateProfileRow | null> {
  const [row] = await db.select().from(p).where(eq(p.candidateId, candidateId));
  return row ?? null;
}
