import type { AppEventStore } from '@tawzeef/shared';
import { isUuid } from '@tawzeef/shared';
import { applicationStreamName, type ApplicationEvent } from '../application/application.ts';

/** One event of an application's stream as the history and the audit show it. */
export type ApplicationHistoryEntry = {
  /** Position in the stream, from 1: the application's version after this event. */
  version: number;
  globalPosition: bigint;
  type: ApplicationEvent['type'];
  data: Record<string, unknown>;
  actorId: string | null;
  /** When it happened: the metadata's `occurredAt`, else the event's own `…At` field. */
  at: string | null;
  correlationId: string | null;
  causationId: string | null;
  /** The AI provenance the event carries (analyses, AI notes), else null. */
  provenance: Record<string, unknown> | null;
  event: ApplicationEvent;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function eventTime(data: Record<string, unknown>): string | null {
  for (const key of ['submittedAt', 'changedAt', 'withdrawnAt', 'analyzedAt', 'failedAt', 'addedAt']) {
    const value = text(data[key]);
    if (value) return value;
  }
  return null;
}

/** Reads the stream `application-<id>`; an unknown (or malformed) id has no events. */
export async function readApplicationHistory(
  store: Pick<AppEventStore, 'readStream'>,
  applicationId: string,
): Promise<ApplicationHistoryEntry[]> {
  if (!isUuid(applicationId)) return [];
  const { events } = await store.readStream(applicationStreamName(applicationId));
  return events.map((raw, index) => {
    const e = raw as unknown as {
      type: ApplicationEvent['type'];
      data: Record<string, unknown>;
      metadata?: Record<string, unknown>;
    };
    const metadata = e.metadata ?? {};
    const position = metadata.streamPosition;
    const global = metadata.globalPosition;
    return {
      version: typeof position === 'bigint' || typeof position === 'number' ? Number(position) : index + 1,
      globalPosition: typeof global === 'bigint' ? global : BigInt(typeof global === 'number' ? global : 0),
      type: e.type,
      data: e.data,
      actorId: text(metadata.actorId) ?? text(e.data.actorId),
      at: text(metadata.occurredAt) ?? eventTime(e.data),
      correlationId: text(metadata.correlationId),
      causationId: text(metadata.causationId),
      provenance: record(e.data.provenance),
      event: { type: e.type, data: e.data } as unknown as ApplicationEvent,
    };
  });
}
