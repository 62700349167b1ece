import type { AlertColor } from '@mui/material/Alert';
import { useCallback, useEffect, useState } from 'react';

export interface Banner {
  severity: AlertColor;
  message: string;
}

/** A status banner; successes go away after 3 seconds, errors stay until the next action. */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => {
    if (banner?.severity !== 'success') return;
    const timer = window.setTimeout(() => setBanner(null), 3000);
    return () => window.clearTimeout(timer);
  }, [banner]);
  const success = useCallback((message: string) => setBanner({ severity: 'success', message }), []);
  const error = useCallback((message: string) => setBanner({ severity: 'error', message }), []);
  const clear = useCallback(() => setBanner(null), []);
  return { banner, success, error, clear };
}
