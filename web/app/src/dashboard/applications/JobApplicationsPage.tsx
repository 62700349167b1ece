import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Title, useGetOne } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { CompanyJob } from '../jobs/types.ts';
import { optionLabel } from '../../jobs/format.ts';
import { ApplicationFilters } from './ApplicationFilters.tsx';
import { ApplicationList } from './ApplicationList.tsx';
import { CounterTiles } from './CounterTiles.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { applicationErrorText } from './errors.ts';
import { ExportButton } from './ExportButton.tsx';
import { flipInRtl } from './format.ts';
import { useApplicationList } from './useApplicationList.ts';
import { sentence, UserText, UserTexts } from '../../i18n/isolate.tsx';

/** /dashboard/jobs/{id}/applications: one job's applicants, filtered on the server. */
export function JobApplicationsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const job = useGetOne<CompanyJob>('jobs', { id });
  const state = useApplicationList(id);
  const jobPath = `/dashboard/jobs/${encodeURIComponent(id)}`;
  const title = job.data?.title ?? '';
  const company = job.data?.company?.name || t('companyApplications.perJob.yourCompany');
  const total = state.stats.data?.total;
  const backToJobs = (
    <Button component={RouterLink} to="/dashboard/jobs" startIcon={<ArrowBack sx={flipInRtl} />}>
      {t('companyApplications.perJob.backToJobs')}
    </Button>
  );
  const error = job.error ?? undefined;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={sentence(t, 'companyApplications.perJob.title', { job: title })} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box>
          {backToJobs}
          <Typography component="h1" variant="h5">
            {sentence(t, 'companyApplications.perJob.title', { job: title })}
          </Typography>
          <Typography color="text.secondary">
            {sentence(t, 'companyApplications.perJob.subtitle', { company }, { count: total ?? 0 })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" component={RouterLink} to={jobPath}>
            {t('companyApplications.perJob.viewJob')}
          </Button>
          <ExportButton filter={state.filter} jobId={id} />
        </Box>
      </Box>
      {error !== undefined && !job.isPending ? (
        <ErrorPanel
          title={t('companyApplications.perJob.errorTitle')}
          message={applicationErrorText(t, error, 'companyApplications.perJob.errorFallback')}
          actions={
            <>
              <Button
                color="inherit"
                variant="outlined"
                size="small"
                onClick={() => {
                  void job.refetch();
                  state.reloadAll();
                }}
              >
                {t('companyApplications.retry')}
              </Button>
              <Button color="inherit" size="small" component={RouterLink} to="/dashboard/jobs">
                {t('companyApplications.perJob.backToJobs')}
              </Button>
            </>
          }
        />
      ) : (
        <>
          {job.data && (
            <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography component="h2" variant="h6">
                  <UserText>{job.data.title}</UserText>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <UserTexts
                    items={[
                      company,
                      job.data.department,
                      job.data.location,
                      optionLabel(t, 'jobs.type', job.data.type)?.replace(/_/g, ' '),
                    ]}
                  />
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600 }} data-testid="job-application-total">
                {t('companyApplications.total', { count: total ?? 0 })}
              </Typography>
            </Paper>
          )}
          <CounterTiles stats={state.stats.data} />
          <ApplicationFilters state={state} />
          <ApplicationList
            state={state}
            linkTo={(app) => `${jobPath}/applications/${encodeURIComponent(app.id)}`}
            loadingText={t('companyApplications.perJob.loading')}
            emptyBody={t('companyApplications.perJob.emptyNone')}
            renderError={() => null}
          />
        </>
      )}
    </Box>
  );
}
