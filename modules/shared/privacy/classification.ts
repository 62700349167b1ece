import type { PersonalDataPolicy, PersonalDataRule } from './personal-data.ts';

/** An event type that holds ids, statuses, numbers and times only: nothing to seal. */
export const NO_PERSONAL_DATA = 'no personal data';

/**
 * Every event type of a module, each with its rule or NO_PERSONAL_DATA. Typed by the module's event union
 * (`satisfies PersonalDataClassification<MyEvent['type']>`), so a new event type does not compile until it is
 * classified, and the guard test (web/api) checks the same against the event types declared in the sources.
 */
export type PersonalDataClassification<T extends string> = {
  readonly [K in T]: PersonalDataRule | typeof NO_PERSONAL_DATA;
};

/**
 * Checks a module's classification against its event union: every event type must be there. An extra key (an event
 * type another branch is adding) is let through, so that the classification can be written first.
 */
export const classifyPersonalData =
  <T extends string>() =>
  <C extends PersonalDataClassification<T>>(classification: C): C =>
    classification;

/** The rules of one or more classifications, merged (an event type classified twice is a mistake). */
export function policyOf(...classifications: Record<string, PersonalDataRule | string>[]): PersonalDataPolicy {
  const policy: Record<string, PersonalDataRule> = {};
  const seen = new Set<string>();
  for (const classification of classifications)
    for (const [type, rule] of Object.entries(classification)) {
      if (seen.has(type)) throw new Error(`Event type ${type} is classified twice for personal data.`);
      seen.add(type);
      if (typeof rule !== 'string') policy[type] = rule;
    }
  return policy;
}

/** The subject of a rule: the string at `field` of the event's data, or the first of several that is set. */
export const subjectAt =
  (...fields: string[]) =>
  (data: Record<string, unknown>): string | null => {
    for (const field of fields) {
      const value = data[field];
      if (typeof value === 'string' && value) return value;
    }
    return null;
  };
