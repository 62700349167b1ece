import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { firstNameOf } from '../api/identity.ts';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { useCandidate } from './CandidateLayout.tsx';

function Panel({ title, empty, link, linkText }: { title: string; empty: string; link: string; linkText: string }) {
  const id = `panel-${link.replace(/\W/g, '-')}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
        {empty}
      </Typography>
      <Box>
        <Button component={RouterLink} to={link} variant="outlined" size="small">
          {linkText}
        </Button>
      </Box>
    </Paper>
  );
}

/** The candidate home: the greeting and the panels later issues fill (empty until then, never sample data). */
export function CandidateHome(): ReactNode {
  const { t } = useTranslation();
  const user = useCandidate();
  const name = firstNameOf(user) || t('candidate.home.there');
  useDocumentTitle(t('candidate.menu.dashboard'));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography component="h1" variant="h4">
          {t('candidate.home.greeting', { name })}
        </Typography>
        <Typography color="text.secondary">{t('candidate.home.subtitle')}</Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Panel
          title={t('candidate.home.recommended')}
          empty={t('candidate.home.recommendedEmpty')}
          link="/jobs"
          linkText={t('candidate.menu.browseJobs')}
        />
        <Panel
          title={t('candidate.home.cv')}
          empty={t('candidate.home.cvEmpty')}
          link="/userdashboard/cv"
          linkText={t('candidate.menu.cv')}
        />
        <Panel
          title={t('candidate.home.interviews')}
          empty={t('candidate.home.interviewsEmpty')}
          link="/userdashboard/applications"
          linkText={t('candidate.menu.applications')}
        />
      </Box>
    </Box>
  );
}
