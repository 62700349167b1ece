import { ERASED, type PersonalDataPolicy } from '@tawzeef/shared';
import { isSealed, kindOf, open, seal, type SealedValue, type ValueKind } from './cipher.ts';

export { ERASED };
export type { PersonalDataPolicy };

/** An erased value keeps its shape, so that code reading the event does not break on it. */
const erased: Record<ValueKind, () => unknown> = {
  string: () => ERASED,
  array: () => [],
  object: () => ({}),
  other: () => null,
};

type EventLike = { type: string; data: Record<string, unknown> };
type Json = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Json => typeof value === 'object' && value !== null && !isSealed(value);

/**
 * Applies `change` to every value a policy path names, in place (on a copy made by the caller). A path is a key
 * ("email": the value sealed whole, whatever its shape), dotted for a nested one ("applicant.email"), `*` for each
 * element of an array or value of an object ("interviewers.*.email"), and a final `**` for every string and array
 * anywhere under an object ("results.**"): each is sealed on its own, while numbers, booleans and the keys stay, so
 * the object keeps its shape once erased (strings read `[erased]`, arrays `[]`).
 */
function applyPath(container: unknown, segments: readonly string[], change: (value: unknown) => unknown): void {
  if (!isContainer(container) || segments.length === 0) return;
  const [head, ...rest] = segments;
  const slots = container as Record<string, unknown>;
  if (head === '**') return everyLeaf(container, change);
  const keys = head === '*' ? Object.keys(container) : Object.hasOwn(container, head!) ? [head!] : [];
  for (const key of keys) {
    if (rest.length === 0) slots[key] = change(slots[key]);
    else applyPath(slots[key], rest, change);
  }
}

function everyLeaf(container: Json, change: (value: unknown) => unknown): void {
  const slots = container as Record<string, unknown>;
  for (const key of Object.keys(container)) {
    const value = slots[key];
    if (typeof value === 'string' || Array.isArray(value)) slots[key] = change(value);
    else if (isContainer(value)) everyLeaf(value, change);
  }
}

const splitPaths = new Map<string, readonly string[]>();
const segmentsOf = (path: string) => {
  let segments = splitPaths.get(path);
  if (!segments) splitPaths.set(path, (segments = path.split('.')));
  return segments;
};

/** The person whose key an event to be appended needs, if any. */
export function subjectOf(policy: PersonalDataPolicy, event: EventLike): string | null {
  const rule = policy[event.type];
  return rule ? rule.subject(event.data) : null;
}

/**
 * Seals the policy's fields of one event with its subject's key (fields that are absent or null stay so). A subject
 * without a key was erased: their fields are written as erased, so their data is never stored again.
 */
export function sealEvent<E extends EventLike>(
  policy: PersonalDataPolicy,
  event: E,
  keys: ReadonlyMap<string, Buffer>,
): E {
  const rule = policy[event.type];
  const person = rule?.subject(event.data);
  if (!rule || !person) return event;
  const key = keys.get(person);
  const change = (value: unknown) =>
    value === undefined || value === null || isSealed(value)
      ? value
      : key
        ? seal(person, key, value)
        : erased[kindOf(value)]();
  const data = structuredClone(event.data);
  for (const field of rule.fields) applyPath(data, segmentsOf(field), change);
  return { ...event, data };
}

/** Every sealed value anywhere in a JSON value. */
function eachSealed(value: unknown, visit: (sealed: SealedValue) => void): void {
  if (isSealed(value)) visit(value);
  else if (Array.isArray(value)) for (const item of value) eachSealed(item, visit);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) eachSealed(item, visit);
}

/** The people whose keys opening these events needs. */
export function sealedPeople(events: readonly EventLike[]): Set<string> {
  const people = new Set<string>();
  for (const event of events) eachSealed(event.data, (sealed) => people.add(sealed.person));
  return people;
}

/** The value with each sealed part opened (or erased); the same object when nothing in it was sealed. */
function openValue(value: unknown, keys: ReadonlyMap<string, Buffer>): unknown {
  if (isSealed(value)) {
    const key = keys.get(value.person);
    return key ? open(value, key) : erased[value.kind]();
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const opened = openValue(item, keys);
      if (opened !== item) (copy ??= [...value])[i] = opened;
    });
    return copy ?? value;
  }
  if (typeof value === 'object' && value !== null) {
    let copy: Record<string, unknown> | undefined;
    for (const [field, item] of Object.entries(value)) {
      const opened = openValue(item, keys);
      if (opened !== item) (copy ??= { ...(value as Record<string, unknown>) })[field] = opened;
    }
    return copy ?? value;
  }
  return value;
}

/** Opens every sealed value, at any depth; where the person's key is gone (erased) the value reads as erased. */
export function openEvent<E extends EventLike>(event: E, keys: ReadonlyMap<string, Buffer>): E {
  const data = openValue(event.data, keys);
  return data === event.data ? event : { ...event, data: data as E['data'] };
}
