import Alert, { type AlertColor } from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

/** A banner that is announced and takes focus, so keyboard and screen-reader users notice it. */
export function FormAlert({
  message,
  severity = 'error',
}: {
  message: string | null | undefined;
  severity?: AlertColor;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} tabIndex={-1} severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
