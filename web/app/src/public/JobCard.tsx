import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PublicJob } from '../api/jobs.ts';
import { loose } from '../forms/messages.ts';
import { logoOf, optionLabel } from '../jobs/format.ts';
import { useLanguage } from '../providers/LanguageProvider.tsx';
import { jobTypeLabel, postedAgo } from './jobFormat.ts';
import { salaryLabel } from '../jobs/salary.ts';
import { UserText } from '../i18n/isolate.tsx';

export type JobSummary = Pick<PublicJob, 'id' | 'title'> & Partial<PublicJob>;

const line = { display: 'flex', gap: 0.5, alignItems: 'center' } as const;

/** A job card: the title links to the detail page; `actions` (Apply, Save) sit in the footer. */
export function JobCard({
  job,
  actions,
  showSummary,
}: {
  job: JobSummary;
  actions?: ReactNode;
  showSummary?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const companyName = job.company?.name ?? '';
  const workType = job.workType ? loose(t)(`jobs.workType.${job.workType}`) : null;
  return (
    <Card
      variant="outlined"
      data-testid="job-card"
      sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          src={logoOf(job)}
          alt=""
          sx={{ bgcolor: 'primary.light', color: 'primary.dark', fontWeight: 700 }}
        >
          {companyName.charAt(0) || '·'}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={`/jobs/${encodeURIComponent(job.id)}`}
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 700, lineHeight: 1.3, display: 'block' }}
          >
            <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              <UserText>{job.title}</UserText>
            </Typography>
          </Link>
          <Typography variant="body2" color="text.secondary" noWrap>
            <UserText>{companyName}</UserText>
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" label={t(`jobs.type.${jobTypeLabel(job.type ?? undefined)}`)} />
        {workType && <Chip size="small" variant="outlined" label={workType} />}
        {job.featured && <Chip size="small" color="secondary" label={t('jobs.featured')} />}
      </Box>
      {job.location && (
        <Typography variant="body2" color="text.secondary" sx={line}>
          <LocationOnOutlined fontSize="small" aria-label={t('jobs.location')} />
          {optionLabel(t, 'jobOptions.location', job.location)}
        </Typography>
      )}
      {job.salary && (
        <Typography variant="body2" color="text.secondary" sx={line}>
          <PaymentsOutlined fontSize="small" aria-label={t('jobs.salary')} />
          <span data-testid="job-salary">{salaryLabel(t, job, language)}</span>
        </Typography>
      )}
      {showSummary && job.shortDescription && (
        <Typography
          variant="body2"
          dir="auto"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {job.shortDescription}
        </Typography>
      )}
      {showSummary && job.skills && job.skills.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {job.skills.slice(0, 5).map((skill) => (
            <Chip key={skill} size="small" variant="outlined" label={skill} />
          ))}
        </Box>
      )}
      <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
          {postedAgo(job.postedAt ?? undefined, new Date(), language) ?? t('jobs.recently')}
        </Typography>
        {actions}
      </Box>
    </Card>
  );
}
