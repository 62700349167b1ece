import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { jobsApi, type PublicJob } from '../../api/jobs.ts';
import { useLoad } from '../../api/useLoad.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { errorText, loose } from '../../forms/messages.ts';
import { formatDate, logoOf, optionLabel } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { jobTypeLabel, postedAgo } from '../jobFormat.ts';
import { salaryLabel } from '../../jobs/salary.ts';
import { JobFacts, JobTextSections, Section, TextBlock } from './JobDetailSections.tsx';
import { SaveJobButton } from './SaveJobButton.tsx';
import { useSavedJobs } from './useSavedJobs.ts';
import { AlreadyApplied, applicationPath, useExistingApplication } from '../../apply/AlreadyApplied.tsx';
import { isolate, UserText } from '../../i18n/isolate.tsx';

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          <bdi>{value}</bdi>
        </Typography>
      </Box>
    </Paper>
  );
}

function NotFound({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }} data-testid="job-not-found">
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t('jobs.detail.notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Link component={RouterLink} to="/jobs">
        {t('jobs.detail.backToJobs')}
      </Link>
    </Container>
  );
}

/** /jobs/{id}: the public job detail (the server also puts its JSON-LD in the HTML). */
export function JobDetailPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const result = useLoad((signal) => jobsApi.one(id, signal), [id]);
  const saved = useSavedJobs();
  const existing = useExistingApplication(id);
  const job: PublicJob | undefined = result.data;
  useDocumentTitle(job ? isolate(job.title) : t('jobs.detail.loading'));

  if (result.loading && !job) return <PageSpinner label={t('jobs.detail.loading')} />;
  if (!job) {
    const missing = result.error instanceof ApiError && result.error.status === 404;
    return (
      <NotFound
        message={missing ? t('jobs.detail.notFoundText') : errorText(t, result.error, 'jobs.detail.loadFailed')}
      />
    );
  }
  const busy = result.loading;
  const applyTo = `/jobs/${encodeURIComponent(job.id)}/apply`;
  const company = job.company?.name ?? '';
  const industry = optionLabel(t, 'jobs.industry', job.company?.industry?.toLowerCase() ?? job.industry);
  const actions = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {existing ? (
        <Button variant="contained" size="large" component={RouterLink} to={applicationPath(existing.jobId)}>
          {t('applyPage.appliedBefore.view')}
        </Button>
      ) : (
        <Button variant="contained" size="large" component={RouterLink} to={applyTo} disabled={busy}>
          {t('jobs.applyNow')}
        </Button>
      )}
      <SaveJobButton jobId={job.id} saved={saved} label="saveJob" disabled={busy} size="large" />
    </Box>
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <Breadcrumbs aria-label={t('jobs.detail.breadcrumb')}>
        <Link component={RouterLink} to="/jobs" underline="hover" color="inherit">
          {t('nav.jobs')}
        </Link>
        {job.department && (
          <Typography color="text.secondary">
            <UserText>{job.department}</UserText>
          </Typography>
        )}
        <Typography color="text.primary" aria-current="page">
          <UserText>{job.title}</UserText>
        </Typography>
      </Breadcrumbs>
      {existing && <AlreadyApplied application={existing} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Avatar
            variant="rounded"
            src={logoOf(job)}
            alt=""
            sx={{ width: 64, height: 64, bgcolor: 'primary.light', color: 'primary.dark', fontSize: 28 }}
          >
            {company.charAt(0) || '·'}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {job.featured && <Chip size="small" color="secondary" label={t('jobs.featured')} sx={{ mb: 0.5 }} />}
            <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 26, md: 34 } }}>
              <UserText>{job.title}</UserText>
            </Typography>
            <Typography color="text.secondary">
              {company && <UserText>{company}</UserText>}
              {company && industry && ' · '}
              {industry}
            </Typography>
          </Box>
          {actions}
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Tile
            icon={<LocationOnOutlined />}
            label={t('jobs.location')}
            value={optionLabel(t, 'jobOptions.location', job.location) || '—'}
          />
          <Tile
            icon={<PaymentsOutlined />}
            label={t('jobs.salary')}
            value={salaryLabel(t, job, language) || t('common.notSpecified')}
          />
          <Tile
            icon={<WorkOutline />}
            label={t('jobs.jobType')}
            value={t(`jobs.type.${jobTypeLabel(job.type ?? undefined)}`)}
          />
          <Tile
            icon={<HomeWorkOutlined />}
            label={t('jobs.workTypeLabel')}
            value={job.workType ? loose(t)(`jobs.workType.${job.workType}`) : '—'}
          />
        </Box>
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {job.shortDescription?.trim() && (
            <Section title={t('jobs.detail.shortDescription')}>
              <TextBlock text={job.shortDescription} />
            </Section>
          )}
          <JobTextSections job={job} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <JobFacts job={job} />
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{t('jobs.detail.ready')}</Typography>
            <Typography color="text.secondary" data-testid="job-deadline">
              {t('jobs.detail.deadline')}: {job.deadline ? formatDate(job.deadline, language) : t('jobs.noDeadline')}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {t('jobs.detail.posted', {
                when: postedAgo(job.postedAt ?? undefined, new Date(), language) ?? t('jobs.recently'),
              })}
            </Typography>
            {actions}
          </Paper>
        </Box>
      </Box>
    </Container>
  );
}
