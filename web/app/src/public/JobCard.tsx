import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../providers/LanguageProvider.tsx';
import { jobTypeLabel, postedAgo } from './jobFormat.ts';

export interface JobSummary {
  id: string;
  title: string;
  company?: { name?: string } | null;
  location?: string | null;
  type?: string | null;
  salary?: string | null;
  postedAt?: string | null;
  featured?: boolean;
}

export function JobCard({ job }: { job: JobSummary }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const companyName = job.company?.name ?? '';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/jobs/${encodeURIComponent(job.id)}`}
        sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1.5 }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar variant="rounded" sx={{ bgcolor: 'primary.light', color: 'primary.dark', fontWeight: 700 }}>
            {companyName.charAt(0) || '·'}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {job.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {companyName}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip size="small" label={t(`jobs.type.${jobTypeLabel(job.type ?? undefined)}`)} />
          {job.featured && <Chip size="small" color="secondary" label={t('jobs.featured')} />}
        </Box>
        {job.location && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <LocationOnOutlined fontSize="small" aria-label={t('jobs.location')} />
            {job.location}
          </Typography>
        )}
        {job.salary && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <PaymentsOutlined fontSize="small" aria-label={t('jobs.salary')} />
            {job.salary}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto' }}>
          {postedAgo(job.postedAt ?? undefined, new Date(), language) ?? t('jobs.recently')}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
