import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { communicationEventTypes } from '@tawzeef/communications';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { num, str, strOrNull } from '../runner/fields.ts';
import { communications } from './schema.ts';
import { withErasure } from '../erasure/with-erasure.ts';
import { eraseCommunications } from './erasure.ts';

type Data = Record<string, unknown>;
const obj = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
const dateOr = (value: unknown, fallback: Date) => (typeof value === 'string' ? new Date(value) : fallback);

export const searchTextOf = (parts: (string | null)[]) =>
  parts
    .filter((p): p is string => !!p)
    .join(' ')
    .toLowerCase();

export const phoneKeyOf = (phone: string | null) => (phone ? phone.replace(/\D/g, '') || null : null);

/** The columns every first event of a communication sets. */
function created(d: Data, position: number, at: Date) {
  const contact = obj(d.contact);
  const phone = strOrNull(contact.phone);
  const firstName = str(contact.firstName);
  const lastName = str(contact.lastName);
  const email = strOrNull(contact.email);
  const subject = strOrNull(d.subject);
  const content = str(d.content);
  return {
    communicationId: str(d.communicationId),
    companyId: strOrNull(d.companyId),
    type: str(d.type, 'EMAIL'),
    subject,
    content,
    candidateId: strOrNull(d.candidateId),
    applicationId: strOrNull(d.applicationId),
    jobId: strOrNull(d.jobId),
    firstName,
    lastName,
    email,
    phone,
    phoneKey: phoneKeyOf(phone),
    replyToId: strOrNull(d.replyToId),
    authorId: strOrNull(d.authorId),
    searchText: searchTextOf([subject, content, firstName, lastName, `${firstName} ${lastName}`, email, phone]),
    updatedAt: at,
    lastPosition: position,
  };
}

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = obj(event.data);
  const communicationId = str(d.communicationId);
  if (!communicationId) return;
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  const guard = and(eq(communications.communicationId, communicationId), lt(communications.lastPosition, position));
  const update = (values: PgUpdateSetSource<typeof communications>) =>
    tx
      .update(communications)
      .set({ ...values, updatedAt: at, lastPosition: position })
      .where(guard);
  switch (event.type) {
    case 'CommunicationQueued': {
      const createdAt = dateOr(d.queuedAt, at);
      await tx
        .insert(communications)
        .values({
          ...created(d, position, at),
          direction: 'OUTBOUND',
          status: 'SENT',
          pending: true,
          origin: str(d.origin, 'USER'),
          systemKind: strOrNull(d.systemKind),
          createdAt,
        })
        .onConflictDoNothing();
      return;
    }
    case 'CommunicationReceived': {
      const createdAt = dateOr(d.receivedAt, at);
      await tx
        .insert(communications)
        .values({
          ...created(d, position, at),
          direction: 'INBOUND',
          status: 'DELIVERED',
          origin: str(d.source) === 'MANUAL' ? 'USER' : 'CANDIDATE',
          providerMessageId: strOrNull(d.providerMessageId),
          createdAt,
          deliveredAt: createdAt,
        })
        .onConflictDoNothing();
      return;
    }
    case 'PhoneCallLogged': {
      const createdAt = dateOr(d.loggedAt, at);
      const status = str(d.status, 'SENT');
      const reason = obj(d.failureReason);
      await tx
        .insert(communications)
        .values({
          ...created({ ...d, type: 'PHONE' }, position, at),
          direction: str(d.direction, 'OUTBOUND'),
          status,
          origin: 'USER',
          callOutcome: strOrNull(d.outcome),
          callDurationSeconds: num(d.durationSeconds, 0),
          callNotes: strOrNull(d.notes),
          failureCode: strOrNull(reason.code),
          failureMessage: strOrNull(reason.message),
          createdAt,
          sentAt: createdAt,
          deliveredAt: status === 'DELIVERED' ? createdAt : null,
          failedAt: status === 'FAILED' ? createdAt : null,
        })
        .onConflictDoNothing();
      return;
    }
    case 'CommunicationSent':
      await update({
        status: 'SENT',
        pending: false,
        sentAt: dateOr(d.sentAt, at),
        providerMessageId: sql`coalesce(${strOrNull(d.providerMessageId)}::text, ${communications.providerMessageId})`,
      });
      return;
    case 'CommunicationDelivered':
      await update({ status: 'DELIVERED', pending: false, deliveredAt: dateOr(d.deliveredAt, at) });
      return;
    case 'CommunicationRead':
      await update({ status: 'READ', pending: false, readAt: dateOr(d.readAt, at) });
      return;
    case 'CommunicationFailed': {
      const reason = obj(d.reason);
      await update({
        status: 'FAILED',
        pending: false,
        failureCode: str(reason.code, 'UNKNOWN'),
        failureMessage: str(reason.message),
        failedAt: dateOr(d.failedAt, at),
      });
      return;
    }
    case 'CommunicationRequeued':
      await update({ status: 'SENT', pending: true, failureCode: null, failureMessage: null, failedAt: null });
      return;
    case 'CommunicationArchived':
      await update({ archived: true });
      return;
    case 'CommunicationUnarchived':
      await update({ archived: false });
      return;
  }
}

export const communicationsProjection = withErasure(
  defineProjection({
    name: 'communications',
    version: 2,
    tables: [communications],
    handles: communicationEventTypes,
    apply,
  }),
  eraseCommunications,
);
