import { and, eq, lt } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { str, strOrNull } from '../runner/fields.ts';
import { profileColumnsOf } from './columns.ts';
import { candidateProfiles } from './schema.ts';
import { withErasure } from '../erasure/with-erasure.ts';
import { eraseCandidateProfile } from './erasure.ts';

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = event.data ?? {};
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  if (event.type === 'CandidateProfileCreated') {
    await tx
      .insert(candidateProfiles)
      .values({
        candidateId: str(d.candidateId),
        userId: str(d.userId),
        firstName: str(d.firstName),
        lastName: str(d.lastName),
        email: str(d.email),
        phone: strOrNull(d.phone),
        skills: [],
        preferredJobTypes: [],
        preferredIndustries: [],
        workExperiences: [],
        educationHistory: [],
        createdAt: at,
        updatedAt: at,
        lastPosition: position,
      })
      .onConflictDoNothing();
  } else if (event.type === 'CandidateProfileUpdated' || event.type === 'CandidateProfileFilledFromCv') {
    const columns = profileColumnsOf(event.type === 'CandidateProfileUpdated' ? d.changes : d.fields);
    await tx
      .update(candidateProfiles)
      .set({ ...columns, updatedAt: at, lastPosition: position })
      .where(and(eq(candidateProfiles.candidateId, str(d.candidateId)), lt(candidateProfiles.lastPosition, position)));
  } else if (event.type === 'UserEmailChanged') {
    // The profile shows the account's address; it follows the account.
    await tx
      .update(candidateProfiles)
      .set({ email: str(d.email), updatedAt: at, lastPosition: position })
      .where(and(eq(candidateProfiles.userId, str(d.userId)), lt(candidateProfiles.lastPosition, position)));
  }
}

export const candidateProfilesProjection = withErasure(
  defineProjection({
    name: 'candidate-profiles',
    version: 2,
    tables: [candidateProfiles],
    handles: ['CandidateProfileCreated', 'CandidateProfileUpdated', 'CandidateProfileFilledFromCv', 'UserEmailChanged'],
    apply,
  }),
  eraseCandidateProfile,
);
