import BookmarkRemove from '@mui/icons-material/BookmarkRemove';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SavedJob } from '../../api/jobs.ts';
import { loose } from '../../forms/messages.ts';
import { experienceLabel, formatDate, optionLabel } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { jobTypeLabel, postedAgo } from '../../public/jobFormat.ts';
import { UserText, UserTexts } from '../../i18n/isolate.tsx';

const soonMs = 3 * 24 * 60 * 60 * 1000;

/** Deadline Soon: within 3 days from now, or already passed. */
export function deadlineSoon(deadline: string | null | undefined, now = Date.now()): boolean {
  if (!deadline) return false;
  const end = new Date(/^\d{4}-\d{2}-\d{2}$/.test(deadline) ? `${deadline}T23:59:59` : deadline).getTime();
  return !Number.isNaN(end) && end - now <= soonMs;
}

export function SavedJobCard({ job, onRemove, removing }: { job: SavedJob; onRemove: () => void; removing: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const detail = `/jobs/${encodeURIComponent(job.jobId)}`;
  const facts = [
    optionLabel(t, 'jobOptions.location', job.location),
    job.salary,
    experienceLabel(t, job.experience),
  ].filter(Boolean);
  return (
    <Paper variant="outlined" data-testid="saved-job" sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Avatar variant="rounded" sx={{ bgcolor: 'primary.light', color: 'primary.dark' }}>
          {(job.company?.name ?? '·').charAt(0)}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            <UserText>{job.title}</UserText>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <UserText>{job.company?.name}</UserText>
          </Typography>
        </Box>
        <Tooltip title={t('savedJobs.remove')}>
          <span>
            <IconButton aria-label={t('savedJobs.remove')} onClick={onRemove} disabled={removing} color="primary">
              <BookmarkRemove />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" label={t(`jobs.type.${jobTypeLabel(job.type ?? undefined)}`)} />
        {job.workType && <Chip size="small" variant="outlined" label={loose(t)(`jobs.workType.${job.workType}`)} />}
        {job.applied && <Chip size="small" color="success" label={t('savedJobs.applied')} />}
        {!job.available && <Chip size="small" color="default" label={t('savedJobs.unavailable')} />}
        {job.available && deadlineSoon(job.deadline) && (
          <Chip size="small" color="warning" label={t('savedJobs.deadlineSoon')} />
        )}
      </Box>
      {job.description && <Typography variant="body2">{job.description}</Typography>}
      {facts.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          <UserTexts items={facts} />
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
          {job.deadline ? t('savedJobs.deadline', { date: formatDate(job.deadline, language) }) : t('jobs.noDeadline')}
          {job.savedAt
            ? ` · ${t('savedJobs.savedOn', { when: postedAgo(job.savedAt, new Date(), language) ?? '' })}`
            : ''}
        </Typography>
        <Button component={RouterLink} to={detail} variant="outlined" size="small">
          {t('savedJobs.viewDetails')}
        </Button>
        {job.available && !job.applied && (
          <Button component={RouterLink} to={`${detail}/apply`} variant="contained" size="small">
            {t('savedJobs.applyNow')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
