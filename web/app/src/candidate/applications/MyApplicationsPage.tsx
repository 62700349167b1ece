import WorkOutline from '@mui/icons-material/WorkOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  candidateApplicationsApi,
  statusFilters,
  type CandidateApplication,
  type StatusFilter,
} from '../../api/applications-candidate.ts';
import { useLoad } from '../../api/useLoad.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { errorText } from '../../forms/messages.ts';
import { formatDate } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { displayStatusOf } from './status.ts';
import { sentence, UserText } from '../../i18n/isolate.tsx';

export const pageSize = 20;

function Row({ application: a }: { application: CandidateApplication }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = a.job.title;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="application-row"
      sx={{
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, flexGrow: 1, minWidth: 0 }}>
        <WorkOutline color="primary" sx={{ mt: 0.5 }} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <UserText>{title}</UserText>
          </Typography>
          <Typography color="text.secondary">
            <UserText>{a.job.company.name}</UserText>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {sentence(t, 'myApplications.applicationId', { id: `…${a.id.slice(-8)}` })}
            {' · '}
            {a.coverLetter ? t('myApplications.withCoverLetter') : t('myApplications.noCoverLetter')}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusBadge status={displayStatusOf(a.status, a.displayStatus)} />
        <Typography variant="body2" color="text.secondary">
          {t('myApplications.appliedOn', { date: formatDate(a.appliedAt, language) })}
        </Typography>
        <Button
          component={RouterLink}
          to={`/userdashboard/applications/${encodeURIComponent(a.jobId)}`}
          variant="outlined"
          size="small"
          aria-label={t('myApplications.detailsLabel', { title })}
        >
          {t('myApplications.details')}
        </Button>
      </Box>
    </Paper>
  );
}

/** /userdashboard/applications: the candidate's applications, filtered by status on the server. */
export function MyApplicationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('myApplications.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('status') ?? 'all';
  const status: StatusFilter = (statusFilters as readonly string[]).includes(requested)
    ? (requested as StatusFilter)
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const result = useLoad(
    (signal) => candidateApplicationsApi.list(status, [(page - 1) * pageSize, page * pageSize - 1], signal),
    [status, page],
  );
  const setFilter = (value: string) => {
    const next = new URLSearchParams();
    if (value !== 'all') next.set('status', value);
    setParams(next, { replace: true });
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    setParams(next);
  };
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h1" variant="h4">
            {t('myApplications.title')}
          </Typography>
          <Typography color="text.secondary">{t('myApplications.subtitle')}</Typography>
        </Box>
        <TextField
          select
          size="small"
          id="applications-status"
          label={t('myApplications.filterLabel')}
          value={status}
          onChange={(event) => setFilter(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {statusFilters.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`myApplications.filter.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {result.loading && <PageSpinner label={t('myApplications.loading')} />}
      {!result.loading && result.error !== undefined && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={result.reload}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          <AlertTitle>{t('myApplications.errorTitle')}</AlertTitle>
          {errorText(t, result.error, 'myApplications.fetchFailed')}
        </Alert>
      )}
      {!result.loading && data && (
        <>
          <Typography color="text.secondary" data-testid="applications-total" role="status">
            {t('myApplications.total', { count: data.total })}
          </Typography>
          {data.rows.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="applications-empty">
              <Typography component="h2" variant="h6">
                {t('myApplications.empty')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('myApplications.emptyBody')}
              </Typography>
              {status !== 'all' ? (
                <Button variant="contained" onClick={() => setFilter('all')}>
                  {t('myApplications.clearFilter')}
                </Button>
              ) : (
                <Button variant="contained" component={RouterLink} to="/jobs">
                  {t('myApplications.browseJobs')}
                </Button>
              )}
            </Paper>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              {data.rows.map((application) => (
                <Row key={application.id} application={application} />
              ))}
            </Box>
          )}
          {pages > 1 && (
            <Box component="nav" sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center' }}>
              <Button onClick={() => goTo(page - 1)} disabled={page <= 1}>
                {t('myApplications.previous')}
              </Button>
              <Typography>{t('myApplications.pageOf', { page, pages })}</Typography>
              <Button onClick={() => goTo(page + 1)} disabled={page >= pages}>
                {t('myApplications.next')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
