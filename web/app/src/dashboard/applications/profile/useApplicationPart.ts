import { useGetOne } from 'react-admin';

/** A read the profile's cards take: what came, what failed, whether a read runs, and how to read again. */
export interface Reading<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** One part of an application (its history, its interviews) read with useGetOne over the data provider. */
export function useApplicationPart<T>(
  resource: 'applicationHistory' | 'applicationInterviews' | 'applicationHumanInterviews',
  applicationId: string,
): Reading<T> {
  const read = useGetOne<{ id: string; value: T }>(
    resource,
    { id: applicationId },
    { enabled: Boolean(applicationId) },
  );
  return {
    data: read.data?.value,
    error: read.error ?? undefined,
    loading: read.isFetching,
    reload: () => void read.refetch(),
  };
}
