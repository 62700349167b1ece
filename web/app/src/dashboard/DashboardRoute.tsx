import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const DashboardApp = lazy(() => import('./DashboardApp.tsx'));

function DashboardLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={28} />
        <Typography>{t('dashboard.loading')}</Typography>
      </Box>
    </Box>
  );
}

export function DashboardRoute() {
  return (
    <Suspense fallback={<DashboardLoading />}>
      <DashboardApp />
    </Suspense>
  );
}

/** Shown when the dashboard chunk cannot be downloaded (offline, or a new deployment replaced it). */
export function DashboardLoadError() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('dashboard.retry')}
          </Button>
        }
      >
        {t('dashboard.loadError')}
      </Alert>
    </Box>
  );
}
