import { useEffect } from 'react';
import { cvsApi, type Cv } from '../../api/cvs.ts';
import { useLoad } from '../../api/useLoad.ts';

export const pollMs = 3000;
export const isReading = (cv: Cv) => cv.status === 'UPLOADED' || cv.status === 'PROCESSING';

/** The candidate's CVs; while one is still being read, the list is re-read quietly every few seconds. */
export function useCvs() {
  const result = useLoad((signal) => cvsApi.list(signal));
  const { data, setData } = result;
  const reading = (data ?? []).some(isReading);
  useEffect(() => {
    if (!reading) return undefined;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      cvsApi.list(controller.signal).then(setData, () => undefined);
    }, pollMs);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [reading, setData]);
  return result;
}
