import { useCallback, useEffect, useState } from 'react';
import { jobsApi } from '../../api/jobs.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';

export interface SavedJobs {
  /** Only candidates may save jobs; everyone else sees no Save button. */
  canSave: boolean;
  isSaved: (jobId: string) => boolean;
  busy: (jobId: string) => boolean;
  toggle: (jobId: string) => Promise<boolean>;
}

/** The candidate's saved job ids, toggled optimistically and put back when the server says no. */
export function useSavedJobs(): SavedJobs {
  const { user } = useAuth();
  const canSave = user?.userType === 'CANDIDATE';
  const [ids, setIds] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (!canSave) return;
    const controller = new AbortController();
    jobsApi
      .savedIds(controller.signal)
      .then((body) => setIds(new Set(body.jobIds)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [canSave]);

  const flip = (set: Set<string>, jobId: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(jobId);
    else next.delete(jobId);
    return next;
  };

  const toggle = useCallback(
    async (jobId: string) => {
      const wasSaved = ids.has(jobId);
      setIds((current) => flip(current, jobId, !wasSaved));
      setPending((current) => flip(current, jobId, true));
      try {
        if (wasSaved) await jobsApi.unsave(jobId);
        else await jobsApi.save(jobId);
        return true;
      } catch {
        setIds((current) => flip(current, jobId, wasSaved));
        return false;
      } finally {
        setPending((current) => flip(current, jobId, false));
      }
    },
    [ids],
  );

  return { canSave, isSaved: (jobId) => ids.has(jobId), busy: (jobId) => pending.has(jobId), toggle };
}
