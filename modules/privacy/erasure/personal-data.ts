import { ERASED, type PersonalDataPolicy } from '@tawzeef/shared';
import { isSealed, kindOf, open, seal, type ValueKind } from './cipher.ts';

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
  const data = { ...event.data };
  for (const field of rule.fields) {
    const value = data[field];
    if (value === undefined || value === null || isSealed(value)) continue;
    data[field] = key ? seal(person, key, value) : erased[kindOf(value)]();
  }
  return { ...event, data };
}

/** The people whose keys opening these events needs. */
export function sealedPeople(events: readonly EventLike[]): Set<string> {
  const people = new Set<string>();
  for (const event of events)
    for (const value of Object.values(event.data ?? {})) if (isSealed(value)) people.add(value.person);
  return people;
}

/** Opens every sealed field; where the person's key is gone (erased) the field reads as erased. */
export function openEvent<E extends EventLike>(event: E, keys: ReadonlyMap<string, Buffer>): E {
  let data: Record<string, unknown> | undefined;
  for (const [field, value] of Object.entries(event.data ?? {})) {
    if (!isSealed(value)) continue;
    data ??= { ...event.data };
    const key = keys.get(value.person);
    data[field] = key ? open(value, key) : erased[value.kind]();
  }
  return data ? { ...event, data } : event;
}
