import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CompanyApplication } from '../types.ts';
import { optionLabel } from '../../../jobs/format.ts';
import { emailOf, experienceYears, fullName, initials } from '../format.ts';
import { AiScore } from '../ScoreCell.tsx';
import { SourceIcon } from '../SourceIcon.tsx';
import { StatusBadge } from '../StatusBadge.tsx';
import { Field, Section } from './Section.tsx';
import { useCounts } from '../../../i18n/plural.ts';
import { UserText, UserTexts } from '../../../i18n/isolate.tsx';

export function JobBanner({ app }: { app: CompanyApplication }) {
  const { t } = useTranslation();
  const job = app.job;
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} data-testid="job-banner">
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {job?.title ? <UserText>{job.title}</UserText> : t('companyApplications.unknownPosition')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <UserTexts
          items={[
            job?.company?.name ?? t('companyApplications.unknownCompany'),
            job?.department,
            job?.location,
            optionLabel(t, 'jobs.type', job?.type)?.replace(/_/g, ' '),
          ]}
        />
      </Typography>
    </Paper>
  );
}

export function CandidateCard({ app }: { app: CompanyApplication }) {
  const { t } = useTranslation();
  const years = experienceYears(app);
  const counts = useCounts();
  return (
    <Section title={t('companyApplications.profile.candidate')} testId="candidate-card">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }} aria-hidden>
          {initials(app)}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 700 }}>
              {fullName(app) ? <UserText>{fullName(app)}</UserText> : t('companyApplications.unknownCandidate')}
            </Typography>
            <SourceIcon source={app.source} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {app.job?.title ? <UserText>{app.job.title}</UserText> : t('companyApplications.unknownPosition')}
          </Typography>
        </Box>
        <StatusBadge status={app.status} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <Field label={t('companyApplications.profile.email')}>
          <bdi>{emailOf(app) || t('companyApplications.noEmail')}</bdi>
        </Field>
        <Field label={t('companyApplications.profile.location')}>{t('companyApplications.notSpecified')}</Field>
        <Field label={t('companyApplications.profile.experience')}>
          {years ? counts.count(years, 'year') : t('companyApplications.skills.noExperience')}
        </Field>
        <Field label={t('companyApplications.table.aiScore')}>
          <AiScore app={app} />
        </Field>
      </Box>
    </Section>
  );
}
