import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  employmentTypes,
  interviewLanguages,
  jobLevels,
  jobLocations,
  wizardIndustries,
  workTypes,
} from '../../../jobs/jobOptions.ts';
import { todayIso } from '../../../jobs/jobRules.ts';
import { FieldRow, OptionSelect, RewriteButton } from '../JobFormFields.tsx';
import type { JobForm } from '../useJobForm.ts';

const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** The location list plus the company's own 'City, Country' when it is not one of them. */
export function locationOptions(current: string): readonly string[] {
  return current && !(jobLocations as readonly string[]).includes(current) ? [current, ...jobLocations] : jobLocations;
}

export function BasicFields({ form, deadlineRequired }: { form: JobForm; deadlineRequired: boolean }) {
  const { t } = useTranslation();
  const locations = locationOptions(form.values.location);
  return (
    <Box sx={grid}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FieldRow form={form} field="title" action={<RewriteButton form={form} field="title" />}>
          <TextField {...form.text('title')} required placeholder={t('jobWizard.placeholder.title')} />
        </FieldRow>
      </Box>
      <FieldRow form={form} field="department">
        <TextField {...form.text('department')} required placeholder={t('jobWizard.placeholder.department')} />
      </FieldRow>
      <OptionSelect
        form={form}
        field="location"
        options={locations}
        labelPrefix="jobOptions.location"
        allowEmpty
        required
      />
      <TextField
        {...form.text('deadline')}
        required={deadlineRequired}
        type="date"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayIso() } }}
      />
      <OptionSelect
        form={form}
        field="industry"
        options={wizardIndustries}
        labelPrefix="jobs.industry"
        allowEmpty
        required
      />
      <OptionSelect form={form} field="type" options={employmentTypes} labelPrefix="jobs.type" />
      <OptionSelect form={form} field="jobLevel" options={jobLevels} labelPrefix="jobs.level" />
      <OptionSelect form={form} field="workType" options={workTypes} labelPrefix="jobs.workType" />
      <OptionSelect
        form={form}
        field="interviewLanguage"
        options={interviewLanguages}
        labelPrefix="jobOptions.language"
        required
      />
    </Box>
  );
}

export function BasicStep({ form }: { form: JobForm }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <BasicFields form={form} deadlineRequired />
      <Alert severity="info">{t('jobWizard.analysisHint')}</Alert>
    </Box>
  );
}
