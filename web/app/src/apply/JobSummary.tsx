import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicJob } from '../api/jobs.ts';
import { optionLabel } from '../jobs/format.ts';
import { salaryLabel } from '../jobs/salary.ts';
import { useLanguage } from '../providers/LanguageProvider.tsx';
import { jobTypeLabel, postedAgo } from '../public/jobFormat.ts';
import { UserText } from '../i18n/isolate.tsx';

/** The apply page's left column: what the candidate is applying for. */
export function JobSummary({ job }: { job: PublicJob }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const text = (job.shortDescription || job.description || '').trim();
  const facts = [
    optionLabel(t, 'jobOptions.location', job.location),
    t(`jobs.type.${jobTypeLabel(job.type ?? undefined)}`),
    salaryLabel(t, job, language),
    optionLabel(t, 'jobs.industry', job.industry?.toLowerCase()),
  ].filter(Boolean);
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby="apply-job-title"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5, position: { md: 'sticky' }, top: { md: 88 } }}
      data-testid="apply-job-summary"
    >
      <Typography variant="overline" color="text.secondary">
        {t('applyPage.jobSummary')}
      </Typography>
      <Typography id="apply-job-title" component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        <UserText>{job.title}</UserText>
      </Typography>
      <Typography color="text.secondary">
        {job.company?.name ? <UserText>{job.company.name}</UserText> : t('applyPage.companyFallback')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {facts.map((fact) => (
          <Typography key={fact} component="li" variant="body2">
            <bdi>{fact}</bdi>
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[
          postedAgo(job.postedAt ?? undefined, new Date(), language) ?? t('jobs.recently'),
          typeof job.applicants === 'number' ? t('applyPage.applicants', { count: job.applicants }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {job.skills?.length ? (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('applyPage.skills')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {job.skills.map((skill) => (
              <Chip key={skill} size="small" label={skill} />
            ))}
          </Box>
        </Box>
      ) : null}
      {text && (
        <Typography
          variant="body2"
          dir="auto"
          sx={{
            whiteSpace: 'pre-line',
            display: '-webkit-box',
            WebkitLineClamp: 8,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {text}
        </Typography>
      )}
    </Paper>
  );
}
