import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { IdentityError } from './errors.ts';

/**
 * zxcvbn's score runs from 0 (guessable in under 10^3 tries) to 4 (over 10^10). 3 means "safely
 * unguessable: moderate protection from an offline slow-hash attack" (over 10^8 guesses), which is
 * what an Argon2id hash behind a sign-in throttle needs; 2 still lets through passwords like
 * "Sara.Haddad" or "passw0rd!".
 */
export const MIN_PASSWORD_SCORE = 3;

// Only the first characters are scored: the estimate's cost grows with the length (about 150 ms for 64
// characters full of look-alike symbols), and a strong 64-character start is a strong password.
const SCORED_LENGTH = 64;

let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    maxLength: SCORED_LENGTH,
  }));

export type PasswordEstimate = { score: number; warning: string | null; suggestions: string[] };

/** Words a guesser would try first for this person: their address, its parts and their name. */
export function personalWords(person: { email?: string | null; name?: string | null }): string[] {
  const email = (person.email ?? '').toLowerCase();
  const words = [email, ...email.split(/[@.+_-]/), ...(person.name ?? '').toLowerCase().split(/\s+/), 'tawzeef'];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

export function estimatePassword(
  password: string,
  person: { email?: string | null; name?: string | null } = {},
): PasswordEstimate {
  const result = zxcvbn().check(password, personalWords(person));
  return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
}

export const weakPasswordMessages = {
  en: (estimate: PasswordEstimate) =>
    ['This password is too easy to guess.', estimate.warning, estimate.suggestions[0]].filter(Boolean).join(' '),
  ar: () => 'كلمة المرور هذه سهلة التخمين. اختر كلمة مرور أطول وأقل شيوعًا، مثل عبارة من عدة كلمات غير مترابطة.',
};

/** A 400 naming the request field that holds the password, with zxcvbn's advice. */
export class WeakPasswordError extends IdentityError {
  constructor(
    readonly field: string,
    readonly estimate: PasswordEstimate,
  ) {
    super('AUTH.WEAK_PASSWORD', weakPasswordMessages.en(estimate), 400);
  }
}

/** Throws a WeakPasswordError unless the password scores at least MIN_PASSWORD_SCORE. */
export function assertStrongPassword(
  password: string,
  person: { email?: string | null; name?: string | null },
  field = 'password',
): void {
  const estimate = estimatePassword(password, person);
  if (estimate.score < MIN_PASSWORD_SCORE) throw new WeakPasswordError(field, estimate);
}
