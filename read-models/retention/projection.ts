import { sql } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { str, strOrNull } from '../runner/fields.ts';
import { retentionApplications, type RetentionApplicationRow } from './schema.ts';

type Data = Record<string, unknown>;
type Values = Partial<Omit<RetentionApplicationRow, 'applicationId' | 'lastPosition'>>;
const obj = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
const dateOr = (value: unknown, fallback: Date) => (typeof value === 'string' ? new Date(value) : fallback);

/** Insert or update the application's row, only with an event after the row's last one (idempotent). */
async function upsert(tx: ReadModelTx, applicationId: string, position: number, values: Values) {
  if (!applicationId) return;
  await tx
    .insert(retentionApplications)
    .values({ applicationId, ...values, lastPosition: position })
    .onConflictDoUpdate({
      target: retentionApplications.applicationId,
      set: { ...values, lastPosition: position },
      setWhere: sql`${retentionApplications.lastPosition} < ${position}`,
    });
}

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = obj(event.data);
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  switch (event.type) {
    case 'LegalHoldPlaced':
      await upsert(tx, str(d.applicationId), position, {
        companyId: str(d.companyId),
        held: true,
        holdReason: strOrNull(d.reason),
        holdBy: strOrNull(d.placedBy),
        holdAt: dateOr(d.placedAt, at),
      });
      return;
    case 'LegalHoldLifted':
      await upsert(tx, str(d.applicationId), position, {
        companyId: str(d.companyId),
        held: false,
        holdReason: null,
        holdBy: null,
        holdAt: null,
      });
      return;
    case 'RetentionErasureAnnounced': {
      const entries = Array.isArray(d.applications) ? d.applications.map(obj) : [];
      for (const entry of entries) {
        await upsert(tx, str(entry.applicationId), position, {
          companyId: str(d.companyId),
          noticeEraseOn: dateOr(entry.eraseOn, at),
          noticedAt: dateOr(d.announcedAt, at),
        });
      }
      return;
    }
    case 'PersonalDataErased':
      if (d.kind !== 'application') return;
      await upsert(tx, str(d.subject), position, { erasedAt: dateOr(d.erasedAt, at) });
      return;
  }
}

export const retentionProjection = defineProjection({
  name: 'retention',
  version: 1,
  tables: [retentionApplications],
  handles: ['LegalHoldPlaced', 'LegalHoldLifted', 'RetentionErasureAnnounced', 'PersonalDataErased'],
  apply,
});
