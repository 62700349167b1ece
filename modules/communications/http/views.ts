import type { CommunicationWithJob } from '@tawzeef/read-models';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A communication as every endpoint answers it (docs/api/communications.md). */
export function communicationView(row: CommunicationWithJob) {
  const hasContact = !!(row.firstName || row.lastName || row.email || row.phone);
  return {
    id: row.communicationId,
    type: row.type,
    direction: row.direction,
    status: row.status,
    pending: row.pending,
    canRetry: row.status === 'FAILED' && row.direction === 'OUTBOUND' && row.type !== 'PHONE',
    subject: row.subject,
    content: row.content,
    phoneNumber: row.phone,
    email: row.email,
    whatsappId: row.type === 'WHATSAPP' ? row.providerMessageId : null,
    providerMessageId: row.providerMessageId,
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
    failedAt: iso(row.failedAt),
    failureReason: row.failureCode ? { code: row.failureCode, message: row.failureMessage ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    archived: row.archived,
    origin: row.origin,
    authorId: row.authorId,
    replyToId: row.replyToId,
    candidateId: row.candidateId,
    applicationId: row.applicationId,
    jobId: row.jobId,
    candidate: hasContact
      ? { id: row.candidateId, firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone }
      : null,
    job: row.jobId ? { id: row.jobId, title: row.jobTitle } : null,
    call:
      row.type === 'PHONE'
        ? { outcome: row.callOutcome, durationSeconds: row.callDurationSeconds ?? 0, notes: row.callNotes }
        : null,
  };
}
export type CommunicationView = ReturnType<typeof communicationView>;
