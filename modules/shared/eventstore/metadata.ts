import { createHash } from 'node:crypto';
import type { Event } from '@event-driven-io/emmett';
import type { AppendMetadata, EventMetadata } from './port.ts';

/** Who and what caused a command; built at the edge (HTTP request, workflow activity, seed). */
export type CommandContext = {
  /** Unique per command attempt chain: the same id on a retry yields the same event ids. */
  commandId: string;
  actorId: string | null;
  correlationId: string;
  /** The message that caused this command; defaults to the command itself. */
  causationId?: string | null;
  /** The command's clock reading; deciders receive time, they never read it. */
  now: Date;
};

export function eventMetadata(context: CommandContext): EventMetadata {
  return {
    actorId: context.actorId,
    correlationId: context.correlationId,
    causationId: context.causationId === undefined ? context.commandId : context.causationId,
    occurredAt: context.now.toISOString(),
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

// RFC 4122 URL namespace; any fixed namespace works, it only has to never change.
const namespace = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/** A name-based (v5) UUID: the same inputs always give the same id. */
export function uuidV5(name: string): string {
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of the `index`-th event a command appends to a stream. Deterministic, so appending the
 * outcome of the same command twice is a no-op in every adapter (ids are UUIDs because KurrentDB
 * requires them).
 */
export function eventIdFor(commandId: string, streamName: string, index: number): string {
  return uuidV5(`${commandId}\u0000${streamName}\u0000${index}`);
}

export type EventWithMetadata<E extends Event> = E & { metadata: AppendMetadata };

/**
 * Attaches the command's metadata and an event id to each event, keeping any metadata the event
 * already carries (an explicit `messageId` wins).
 */
export function withMetadata<E extends Event>(
  events: readonly E[],
  metadata: EventMetadata,
  eventIds: readonly string[],
): EventWithMetadata<E>[] {
  if (eventIds.length !== events.length) {
    throw new Error(`withMetadata: ${events.length} events but ${eventIds.length} event ids`);
  }
  return events.map((event, index) => {
    const own = (event as { metadata?: Record<string, unknown> }).metadata ?? {};
    return {
      ...event,
      metadata: { ...metadata, messageId: eventIds[index]!, ...own },
    } as EventWithMetadata<E>;
  });
}

/** Metadata plus deterministic ids for the events one command appends to one stream. */
export function attachCommandMetadata<E extends Event>(
  events: readonly E[],
  streamName: string,
  context: CommandContext,
): EventWithMetadata<E>[] {
  const ids = events.map((_, index) => eventIdFor(context.commandId, streamName, index));
  return withMetadata(events, eventMetadata(context), ids);
}
