import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The coloured band at the top of a content page. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  actions,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  actions?: ReactNode;
}) {
  return (
    <Box
      sx={{
        background: 'linear-gradient(135deg, #0f766e 0%, #115e59 55%, #134e4a 100%)',
        color: '#fff',
        py: { xs: 7, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Typography sx={{ fontWeight: 600, color: '#99f6e4', mb: 1.5 }}>{eyebrow}</Typography>
        <Typography component="h1" variant="h2" sx={{ maxWidth: 820, fontSize: { xs: '2.1rem', md: '3.2rem' } }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 2.5, maxWidth: 720, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: '#e2f5f2' }}>
          {lead}
        </Typography>
        {actions && <Box sx={{ mt: 4, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>{actions}</Box>}
      </Container>
    </Box>
  );
}
