import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { salaryLabel } from '../../jobs/salary.ts';
import type { CompanyJob, JobAction, JobStatus } from '../../api/jobs.ts';
import { formatDate } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { jobTypeLabel, postedAgo } from '../../public/jobFormat.ts';
import { UserText, UserTexts } from '../../i18n/isolate.tsx';

export const stateAction: Record<JobStatus, JobAction | null> = {
  ACTIVE: 'pause',
  PAUSED: 'activate',
  DRAFT: 'publish',
  CLOSED: 'reopen',
  EXPIRED: 'reopen',
  DELETED: null,
};

const statusColor: Record<JobStatus, ChipProps['color']> = {
  ACTIVE: 'success',
  PAUSED: 'warning',
  DRAFT: 'default',
  CLOSED: 'default',
  EXPIRED: 'error',
  DELETED: 'error',
};

export function CompanyJobCard({
  job,
  busy,
  onAction,
}: {
  job: CompanyJob;
  busy: boolean;
  onAction: (a: JobAction) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const action = stateAction[job.status];
  const base = `/dashboard/jobs/${encodeURIComponent(job.id)}`;
  return (
    <Paper variant="outlined" data-testid="company-job" sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h6">
            <UserText>{job.title}</UserText>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <UserTexts items={[job.department, job.location]} />
          </Typography>
        </Box>
        <Chip
          size="small"
          color={statusColor[job.status]}
          label={t(`jobManagement.statusLabel.${job.status}`)}
          data-testid="job-status"
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={t(`jobs.type.${jobTypeLabel(job.type ?? undefined)}`)} />
        {job.salary && <Chip size="small" variant="outlined" label={salaryLabel(t, job, language)} />}
        <Typography variant="body2" color="text.secondary">
          {[
            t('jobManagement.applicants', { count: job.applicants ?? 0 }),
            t('jobManagement.views', { count: job.views ?? 0 }),
            t('jobManagement.posted', {
              when: postedAgo(job.postedAt ?? undefined, new Date(), language) ?? t('jobs.recently'),
            }),
            job.deadline ? t('jobManagement.deadline', { date: formatDate(job.deadline, language) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      {job.status !== 'DELETED' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" component={RouterLink} to={base}>
            {t('jobManagement.edit')}
          </Button>
          <Button size="small" variant="outlined" component={RouterLink} to={`${base}/applications`}>
            {t('jobManagement.viewApplications')}
          </Button>
          {action && (
            <Button size="small" variant="contained" disabled={busy} onClick={() => onAction(action)}>
              {t(`jobManagement.action.${action}`)}
            </Button>
          )}
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutline />}
            disabled={busy}
            onClick={() => onAction('delete')}
          >
            {t('jobManagement.delete')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
