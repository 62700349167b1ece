import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** An error with its title, the server's message (problem details' detail) and the ways out. */
export function ErrorPanel({ title, message, actions }: { title: string; message: string; actions: ReactNode }) {
  return (
    <Alert severity="error" data-testid="applications-error">
      <AlertTitle>{title}</AlertTitle>
      {message}
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>{actions}</Box>
    </Alert>
  );
}
