import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { flipInRtl } from './applications/format.ts';

/** The dashboard's unknown addresses: react-admin's own page appends a period to its sentence ("bad link.."). */
export function DashboardNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
      <Title title={t('dashboard.notFoundTitle')} />
      <Typography component="h1" variant="h5" data-testid="dashboard-not-found">
        {t('dashboard.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary">{t('dashboard.notFoundBody')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" startIcon={<ArrowBack sx={flipInRtl} />} onClick={() => navigate(-1)}>
          {t('dashboard.goBack')}
        </Button>
        <Button component={RouterLink} to="/dashboard">
          {t('dashboard.home')}
        </Button>
      </Box>
    </Box>
  );
}
