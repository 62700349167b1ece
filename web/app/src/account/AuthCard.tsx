import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';

/** The centred card every account screen (login, sign-up, password reset, join) sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  width = 480,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  useDocumentTitle(title);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: width, p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
