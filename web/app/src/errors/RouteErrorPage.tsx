import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorTitleKey } from './errorTitles.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

function statusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof Response) return error.status;
  return undefined;
}

export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = statusOf(error);
  useEffect(() => {
    if (status === undefined) console.warn('Unhandled route error', error);
  }, [error, status]);
  return <ErrorScreen status={status} message={`${t(errorTitleKey(status))}.`} />;
}
