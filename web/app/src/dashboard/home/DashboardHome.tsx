import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardDataProvider } from '../dataProvider.ts';
import { useLoad } from '../../api/useLoad.ts';
import { errorText } from '../../forms/messages.ts';
import { RecentApplications } from './RecentApplications.tsx';
import { UpcomingSchedule } from './UpcomingSchedule.tsx';
import { UserText } from '../../i18n/isolate.tsx';

function Panel({ title, to, children, testId }: { title: string; to: string; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  const id = `panel-${testId}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      data-testid={testId}
      sx={{ p: 2.5, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        <Button component={RouterLink} to={to} size="small">
          {t('companyHome.viewAll')}
        </Button>
      </Box>
      {children}
    </Paper>
  );
}

function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('companyHome.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** /dashboard: figures from the server's read models, the 4 newest applications and the 4 newest jobs. */
export function DashboardHome() {
  const { t } = useTranslation();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const stats = useLoad(() => dataProvider.dashboardStats());
  const postings = useLoad(() => dataProvider.dashboardJobPostings());
  const s = stats.data;
  const cards = s
    ? [
        ['stat-active', t('companyHome.activeJobs'), String(s.activeJobs)],
        ['stat-applications', t('companyHome.totalApplications'), String(s.totalApplications)],
        ['stat-hires', t('companyHome.hires'), String(s.hires)],
        ['stat-rate', t('companyHome.hireRate'), t('companyHome.percent', { value: s.hireSuccessRate })],
      ]
    : [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('companyHome.title')} />
      <Box>
        <Typography component="h1" variant="h5">
          {t('companyHome.welcome')}
        </Typography>
        <Typography color="text.secondary">{t('companyHome.subtitle')}</Typography>
      </Box>
      {stats.error !== undefined && !stats.loading ? (
        <Retry
          message={t('companyHome.statsError', { message: errorText(t, stats.error, 'companyHome.statsFallback') })}
          onRetry={stats.reload}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {s
            ? cards.map(([id, label, value]) => (
                <Paper key={id} variant="outlined" sx={{ p: 2 }} data-testid={id}>
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
                    {value}
                  </Typography>
                </Paper>
              ))
            : [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={88} />)}
        </Box>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Panel title={t('companyHome.postings')} to="/dashboard/jobs" testId="job-postings">
          {postings.error !== undefined && !postings.loading ? (
            <Retry
              message={t('companyHome.postingsError', {
                message: errorText(t, postings.error, 'companyHome.postingsFallback'),
              })}
              onRetry={postings.reload}
            />
          ) : !postings.data ? (
            <Skeleton variant="rounded" height={160} />
          ) : postings.data.jobs.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 3 }}>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t('companyHome.noPostings')}
              </Typography>
              <Button component={RouterLink} to="/dashboard/jobs/create" variant="contained">
                {t('companyHome.createJob')}
              </Button>
            </Box>
          ) : (
            <List disablePadding>
              {postings.data.jobs.map((job) => (
                <ListItem key={job.id} disablePadding divider>
                  <ListItemButton component={RouterLink} to={`/dashboard/jobs/${encodeURIComponent(job.id)}`}>
                    <ListItemText
                      primary={<UserText>{job.title}</UserText>}
                      secondary={`${t('companyHome.applicants', { count: job.applicants ?? 0 })} · ${t('companyHome.views', { count: job.views ?? 0 })}`}
                    />
                    <Chip size="small" label={t(`jobManagement.statusLabel.${job.status}`)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
        <Panel title={t('companyHome.recent')} to="/dashboard/candidates" testId="recent-applications">
          <RecentApplications onChanged={stats.reload} />
        </Panel>
        <Panel title={t('companyHome.schedule')} to="/dashboard/candidates" testId="upcoming-schedule">
          <UpcomingSchedule />
        </Panel>
      </Box>
    </Box>
  );
}
