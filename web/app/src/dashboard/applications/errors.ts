import i18next, { type TFunction } from 'i18next';
import { ApiError } from '../../api/client.ts';
import { errorText, loose } from '../../forms/messages.ts';
import { asApiError } from '../dataProvider.ts';

/** Our screens' codes first (APPLICATION.VERSION_CONFLICT → companyApplications.errors.VERSION_CONFLICT). */
export function applicationErrorText(t: TFunction, caught: unknown, fallbackKey: string): string {
  const error = asApiError(caught);
  if (error instanceof ApiError && error.code.startsWith('APPLICATION.')) {
    const key = `companyApplications.errors.${error.code.slice('APPLICATION.'.length)}`;
    if (i18next.exists(key)) return loose(t)(key);
  }
  return errorText(t, error, fallbackKey);
}

export function isConflict(caught: unknown): boolean {
  const error = asApiError(caught);
  return error instanceof ApiError && (error.status === 409 || error.code === 'APPLICATION.VERSION_CONFLICT');
}

export function isAuthError(caught: unknown): boolean {
  const error = asApiError(caught);
  return error instanceof ApiError
    ? error.status === 401 || error.status === 403
    : /unauthori[sz]ed|401/i.test(String((error as Error | undefined)?.message ?? ''));
}
