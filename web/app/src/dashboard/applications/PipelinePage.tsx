import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Title, useGetList } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CompanyJob } from '../jobs/types.ts';
import { formatDate } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { ApplicationFilters } from './ApplicationFilters.tsx';
import { ApplicationList } from './ApplicationList.tsx';
import { CounterTiles } from './CounterTiles.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { applicationErrorText, isAuthError } from './errors.ts';
import { ExportButton } from './ExportButton.tsx';
import { PrintStyles } from './PrintStyles.tsx';
import { useApplicationList } from './useApplicationList.ts';

/** /dashboard/candidates: every application of the company's jobs, with the position filter and a print view. */
export function PipelinePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const state = useApplicationList();
  const jobs = useGetList<CompanyJob>('jobs', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'postedAt', order: 'DESC' },
  });
  const positions = (jobs.data ?? []).map((job) => ({ id: job.id, title: job.title }));
  const total = state.stats.data?.total ?? 0;

  const renderError = (error: unknown) => {
    const auth = isAuthError(error);
    return (
      <ErrorPanel
        title={auth ? t('companyApplications.pipeline.authTitle') : t('companyApplications.pipeline.errorTitle')}
        message={
          auth
            ? t('companyApplications.pipeline.authBody')
            : applicationErrorText(t, error, 'companyApplications.pipeline.errorFallback')
        }
        actions={
          auth ? (
            <Button color="inherit" variant="outlined" size="small" component={RouterLink} to="/login">
              {t('companyApplications.pipeline.goToLogin')}
            </Button>
          ) : (
            <Button color="inherit" variant="outlined" size="small" onClick={state.reloadAll}>
              {t('companyApplications.retry')}
            </Button>
          )
        }
      />
    );
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PrintStyles />
      <Title title={t('companyApplications.pipeline.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box>
          <Typography component="h1" variant="h5">
            {t('companyApplications.pipeline.title')}
          </Typography>
          <Typography color="text.secondary">{t('companyApplications.pipeline.subtitle', { count: total })}</Typography>
          <Typography className="print-only" variant="body2">
            {t('companyApplications.pipeline.printedAt', { date: formatDate(new Date().toISOString(), language) })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} className="no-print">
          <ExportButton filter={state.filter} />
          <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
            {t('companyApplications.print')}
          </Button>
        </Box>
      </Box>
      <CounterTiles stats={state.stats.data} />
      <ApplicationFilters state={state} positions={positions} />
      <ApplicationList
        state={state}
        linkTo={(app) => `/dashboard/candidates/${encodeURIComponent(app.id)}`}
        showPosition
        loadingText={t('companyApplications.pipeline.loading')}
        emptyBody={t('companyApplications.pipeline.emptyNone')}
        renderError={renderError}
      />
    </Box>
  );
}
