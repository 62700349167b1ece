import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { companyJobsApi } from '../../api/jobs.ts';
import { useLoad } from '../../api/useLoad.ts';
import { formatDate } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { ApplicationFilters } from './ApplicationFilters.tsx';
import { ApplicationsListView } from './ApplicationsListView.tsx';
import { CounterTiles } from './CounterTiles.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { applicationErrorText, isAuthError } from './errors.ts';
import { ExportButton } from './ExportButton.tsx';
import { PrintStyles } from './PrintStyles.tsx';
import { useApplicationList } from './useApplicationList.ts';
import { useStatusActions } from './useStatusActions.ts';

/** /dashboard/candidates: every application of the company's jobs, with the position filter and a print view. */
export function PipelinePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const state = useApplicationList();
  const actions = useStatusActions(state.list, state.reloadAll);
  const jobs = useLoad((signal) => companyJobsApi.list(new URLSearchParams({ limit: '100' }), signal));
  const positions = (jobs.data ?? []).map((job) => ({ id: job.id, title: job.title }));
  const total = state.stats.data?.total ?? state.list.data?.total ?? 0;

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
            <Button color="inherit" variant="outlined" size="small" onClick={state.list.reload}>
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
      <ApplicationsListView
        state={state}
        actions={actions}
        linkTo={(app) => `/dashboard/candidates/${encodeURIComponent(app.id)}`}
        showPosition
        loadingText={t('companyApplications.pipeline.loading')}
        emptyBody={t('companyApplications.pipeline.emptyNone')}
        renderError={renderError}
      />
    </Box>
  );
}
