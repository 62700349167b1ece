import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A titled panel of the candidate home with a link at the bottom. */
export function Panel({
  id,
  title,
  link,
  linkText,
  children,
}: {
  id: string;
  title: string;
  link: string;
  linkText: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      data-testid={id}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      <Box
        sx={{ flexGrow: 1, display: 'grid', gap: 1.5, alignContent: 'start', gridTemplateColumns: 'minmax(0, 1fr)' }}
      >
        {children}
      </Box>
      <Box>
        <Button component={RouterLink} to={link} variant="outlined" size="small">
          {linkText}
        </Button>
      </Box>
    </Paper>
  );
}
