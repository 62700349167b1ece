import { HttpError, useGetOne } from 'react-admin';

/** A read the profile's cards take: what came, what failed, whether a read runs, and how to read again. */
export interface Reading<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** A missing or forbidden application will not appear by asking again; a lost connection or a 5xx may. */
export const retryUnlessRefused = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof HttpError && error.status >= 400 && error.status < 500);

/** One part of an application (its history, its interviews) read with useGetOne over the data provider. */
export function useApplicationPart<T>(
  resource: 'applicationHistory' | 'applicationInterviews' | 'applicationHumanInterviews' | 'applicationReviewRequests',
  applicationId: string,
): Reading<T> {
  const read = useGetOne<{ id: string; value: T }>(
    resource,
    { id: applicationId },
    { enabled: Boolean(applicationId), retry: retryUnlessRefused },
  );
  return {
    data: read.data?.value,
    error: read.error ?? undefined,
    loading: read.isFetching,
    reload: () => void read.refetch(),
  };
}
