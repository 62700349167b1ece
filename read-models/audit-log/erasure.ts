import { eq, or, sql } from 'drizzle-orm';
import { applicationsPersonalData } from '@tawzeef/applications';
import { communicationsPersonalData } from '@tawzeef/communications';
import { identityPersonalData } from '@tawzeef/identity';
import { interviewsPersonalData } from '@tawzeef/interviews';
import { notificationsPersonalData } from '@tawzeef/notifications';
import { oversightPersonalData } from '@tawzeef/oversight';
import { policyOf, type PersonalDataPolicy } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { erasedCopy, type ErasedSubject } from '../erasure/placeholders.ts';
import { redacted } from './projection.ts';
import { auditLog as a } from './schema.ts';

// Built when first needed: these modules import this package too.
let policy: PersonalDataPolicy | undefined;
const policyNow = () =>
  (policy ??= policyOf(
    identityPersonalData,
    applicationsPersonalData,
    interviewsPersonalData,
    communicationsPersonalData,
    notificationsPersonalData,
    oversightPersonalData,
  ));

/**
 * `PersonalDataErased`: the audit log holds each event's data as it was read, so the subject's events are written
 * again as they now read: the policy's fields erased (the credential hashes stay redacted, as the projection does).
 */
export async function eraseAuditLog(tx: ReadModelTx, { subject }: ErasedSubject): Promise<void> {
  const mentions = (key: string) => sql`${a.data} ->> ${key} = ${subject}`;
  const rows = await tx
    .select({ position: a.position, type: a.type, data: a.data })
    .from(a)
    .where(
      or(
        mentions('applicationId'),
        mentions('userId'),
        mentions('candidateId'),
        mentions('communicationId'),
        mentions('messageId'),
      ),
    );
  const rules = policyNow();
  for (const row of rows) {
    const rule = rules[row.type];
    if (!rule || rule.subject(row.data) !== subject) continue;
    const data = redacted(erasedCopy(row.data, rule.fields));
    await tx.update(a).set({ data }).where(eq(a.position, row.position));
  }
}
