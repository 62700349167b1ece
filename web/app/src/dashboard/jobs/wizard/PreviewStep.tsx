import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { experienceLabel, formatDate, optionLabel } from '../../../jobs/format.ts';
import type { JobFormValues } from '../../../jobs/jobRules.ts';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { promptFields } from './QuestionSteps.tsx';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const text = (value: string) => (
  <Typography dir="auto" sx={{ whiteSpace: 'pre-line' }}>
    {value}
  </Typography>
);

export function PreviewStep({ values }: { values: JobFormValues }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const chips = [
    optionLabel(t, 'jobOptions.location', values.location),
    optionLabel(t, 'jobs.type', values.type),
    optionLabel(t, 'jobs.level', values.jobLevel),
    optionLabel(t, 'jobs.workType', values.workType),
    optionLabel(t, 'jobOptions.language', values.interviewLanguage),
  ].filter(Boolean);
  const prompts = promptFields.filter((field) => values[field].trim());
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="job-preview">
      <Box>
        <Typography component="h3" variant="h5">
          {values.title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          {chips.map((chip) => (
            <Chip key={chip} size="small" label={chip} />
          ))}
          {values.salary && <Chip size="small" color="primary" label={<bdi>{values.salary}</bdi>} />}
        </Box>
      </Box>
      {values.shortDescription && text(values.shortDescription)}
      <Divider />
      <Block title={t('jobWizard.field.description')}>{text(values.description)}</Block>
      {values.responsibilities.trim() && (
        <Block title={t('jobWizard.field.responsibilities')}>{text(values.responsibilities)}</Block>
      )}
      <Block title={t('jobWizard.field.requirements')}>{text(values.requirements)}</Block>
      <Block title={t('jobWizard.field.skills')}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {values.skills.map((skill) => (
            <Chip key={skill} label={skill} color="primary" variant="outlined" />
          ))}
        </Box>
      </Block>
      {values.benefits.trim() && <Block title={t('jobWizard.field.benefits')}>{text(values.benefits)}</Block>}
      {prompts.length > 0 && (
        <Block title={t('jobWizard.preview.prompts')}>
          {prompts.map((field) => (
            <Box key={field}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`jobWizard.field.${field}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {values[field]}
              </Typography>
            </Box>
          ))}
        </Block>
      )}
      {values.interviewQuestions.trim() && (
        <Block title={t('jobWizard.field.interviewQuestions')}>{text(values.interviewQuestions)}</Block>
      )}
      <Divider />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {values.deadline && (
          <Typography>{t('jobWizard.preview.applyBy', { date: formatDate(values.deadline, language) })}</Typography>
        )}
        <Typography color="text.secondary">
          {t('jobWizard.field.department')}: {values.department}
        </Typography>
        <Typography color="text.secondary">
          {t('jobWizard.field.industry')}: {optionLabel(t, 'jobs.industry', values.industry)}
        </Typography>
        {values.experience && (
          <Typography color="text.secondary">
            {t('jobWizard.field.experience')}: {experienceLabel(t, values.experience)}
          </Typography>
        )}
        <Typography color="text.secondary">
          {t('jobWizard.field.interviewLanguage')}: {optionLabel(t, 'jobOptions.language', values.interviewLanguage)}
        </Typography>
      </Box>
    </Box>
  );
}
