/**
 * The contract of crypto-shredding (issue #22), shared by every module that writes personal data in events and by
 * every read model that shows it. The sealing itself lives in @tawzeef/privacy.
 */

/** What a person's erased text reads as: the read models show it, and a rebuild from the log gives the same. */
export const ERASED = '[erased]';

/**
 * Which fields of an event are personal data, and whose. `subject` names the key that seals them: the user id for
 * a person's own account data (profile, CV library, consents), the application id for everything about one
 * application (the applicant, CV analysis, interviews, messages, notes). Null leaves the event as it is.
 * `fields` are paths into the event's data: a top-level key, or dotted for a nested one ("applicant.email").
 */
export type PersonalDataRule = {
  subject: (data: Record<string, unknown>) => string | null;
  fields: readonly string[];
};
/** One module's rules, by event type; the composition root merges every module's. */
export type PersonalDataPolicy = Readonly<Record<string, PersonalDataRule>>;

/**
 * Appended (stream `erasure-<subject>`) once a subject's key is deleted. Read models that hold personal data handle
 * it by writing, for that subject, the same placeholders that replaying its sealed events now gives.
 */
export type PersonalDataErased = {
  type: 'PersonalDataErased';
  data: {
    subject: string;
    /** 'user': a whole candidate account; 'application': one application (an anonymous applicant, or retention). */
    kind: 'user' | 'application';
    reason: 'candidate-request' | 'retention';
    erasedAt: string;
  };
};
export const erasureStreamName = (subject: string): string => `erasure-${subject}`;
