import i18next from 'i18next';
import { ERASED } from '@tawzeef/shared/rules';

export { ERASED };

const escaped = ERASED.replace(/[[\]]/gu, '\\$&');
// A name of two erased parts ("[erased] [erased]") reads as one label.
const erasedRun = new RegExp(`${escaped}(?:\\s+${escaped})*`, 'gu');

export const isErased = (value: unknown): boolean => typeof value === 'string' && value.trim() === ERASED;

/**
 * A personal value as the screens show it (issue #22): an erased one ('[erased]', alone or inside a composed text
 * such as a name or a notification) reads as the translated "Erased" label, never raw. Every screen that shows names,
 * e-mails, phones, CV file names, notes, messages or transcripts goes through this one function.
 */
export function shown<T extends string | null | undefined>(text: T): T {
  if (typeof text !== 'string' || !text.includes(ERASED)) return text;
  return text.replace(erasedRun, i18next.t('erased.label')) as T;
}
