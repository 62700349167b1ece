import i18next, { type TFunction } from 'i18next';
import { ApiError, type FieldError } from '../api/client.ts';

export type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for keys built at run time (countries.SA, team.roles.OWNER); the parity test keeps them defined. */
export const loose = (t: TFunction): LooseT => t as unknown as LooseT;

/** Shows a translation key's text, or the text itself when it is not a key (a server message). */
export function tr(t: TFunction, keyOrText: string | undefined): string | undefined {
  if (!keyOrText) return undefined;
  return i18next.exists(keyOrText) ? loose(t)(keyOrText) : keyOrText;
}

/**
 * The text for a failed call: a translated text for codes the app knows, the server's own message
 * (English) otherwise, and the screen's fallback when there is none or the page is in Arabic.
 */
export function errorText(t: TFunction, error: unknown, fallbackKey: string): string {
  const say = loose(t);
  if (error instanceof ApiError) {
    if (error.status === 0) return say('apiErrors.network');
    if (error.status === 429) return say('apiErrors.rateLimited', { seconds: error.retryAfter ?? 60 });
    const key = `apiErrors.${error.code.replace(/\./g, '_')}`;
    if (error.code && i18next.exists(key)) return say(key);
    if (error.message && !i18next.language.startsWith('ar')) return error.message;
  }
  return say(fallbackKey);
}

/**
 * A server field error's text: the server's own (English, with its specific advice) unless the page is in
 * Arabic and the app knows the error's code, then the app's translation key.
 */
export function serverFieldText(error: FieldError): string {
  const key = error.code ? `apiErrors.${error.code.replace(/\./g, '_')}` : '';
  return key && i18next.language?.startsWith('ar') && i18next.exists(key) ? key : error.message;
}
