import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ERASED, type RecordedEvent } from '@tawzeef/shared';

/**
 * What read models write when a subject's personal data is erased (`PersonalDataErased`): the same placeholders
 * that replaying the subject's now unreadable sealed events gives, so a rebuild equals the live rows.
 */
export const PERSONAL_DATA_ERASED = 'PersonalDataErased';

export type ErasedSubject = { subject: string; kind: 'user' | 'application' };

export function erasedSubjectOf(event: RecordedEvent): ErasedSubject | null {
  if (event.type !== PERSONAL_DATA_ERASED) return null;
  const data = (event.data ?? {}) as Record<string, unknown>;
  const subject = typeof data.subject === 'string' ? data.subject : '';
  const kind = data.kind === 'user' || data.kind === 'application' ? data.kind : null;
  return subject && kind ? { subject, kind } : null;
}

/**
 * A sealed text column once erased: null stays null (nothing was sealed); '' stays '' (what a projection writes when
 * the event had no such field); any other value reads ERASED.
 */
export const erasedText = (column: AnyPgColumn): SQL =>
  sql`CASE WHEN ${column} IS NULL OR ${column} = '' THEN ${column} ELSE ${ERASED} END`;

/** A sealed JSON array column once erased. */
export const erasedArray = (column: AnyPgColumn): SQL =>
  sql`CASE WHEN ${column} IS NULL THEN NULL ELSE '[]'::jsonb END`;

const erasedValue = (value: unknown): unknown =>
  typeof value === 'string'
    ? ERASED
    : Array.isArray(value)
      ? []
      : typeof value === 'object' && value !== null
        ? {}
        : null;

type Json = Record<string, unknown>;
const isContainer = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * A copy of `value` with the policy's paths erased, the way opening a sealed value without its key reads it: a key,
 * dotted keys, `*` for every element, a final `**` for every string and array below (numbers and keys stay).
 */
export function erasedCopy<T>(value: T, paths: readonly string[]): T {
  if (!isContainer(value)) return value;
  const copy = structuredClone(value) as unknown as Json;
  for (const path of paths) erasePath(copy, path.split('.'));
  return copy as T;
}

function erasePath(container: unknown, segments: readonly string[]): void {
  if (!isContainer(container) || segments.length === 0) return;
  const [head, ...rest] = segments;
  if (head === '**') return everyLeaf(container);
  const keys = head === '*' ? Object.keys(container) : Object.hasOwn(container, head!) ? [head!] : [];
  for (const key of keys) {
    const current = container[key];
    if (rest.length > 0) erasePath(current, rest);
    else if (current !== undefined && current !== null) container[key] = erasedValue(current);
  }
}

function everyLeaf(container: Json): void {
  for (const key of Object.keys(container)) {
    const value = container[key];
    if (typeof value === 'string' || Array.isArray(value)) container[key] = erasedValue(value);
    else if (isContainer(value)) everyLeaf(value);
  }
}

/** Paths of an event's policy that sit under `prefix` (e.g. 'results.'), relative to it. */
export const pathsUnder = (fields: readonly string[], prefix: string): string[] =>
  fields.filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length));
