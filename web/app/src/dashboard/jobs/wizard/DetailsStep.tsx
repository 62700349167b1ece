import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { educationLevels } from '../../../jobs/jobOptions.ts';
import { ExperienceField } from '../ExperienceField.tsx';
import { FieldRow, OptionSelect, RewriteButton } from '../JobFormFields.tsx';
import { SkillsInput } from '../SkillsInput.tsx';
import type { JobForm } from '../useJobForm.ts';

/** Description, short description, responsibilities, requirements, benefits, experience, education, salary, skills. */
export function DetailsStep({ form }: { form: JobForm }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <FieldRow form={form} field="description" action={<RewriteButton form={form} field="description" />}>
        <TextField {...form.text('description', { rows: 6, counter: true })} required />
      </FieldRow>
      <FieldRow form={form} field="shortDescription">
        <TextField {...form.text('shortDescription', { rows: 2, counter: true })} required />
      </FieldRow>
      <FieldRow form={form} field="responsibilities" action={<RewriteButton form={form} field="responsibilities" />}>
        <TextField {...form.text('responsibilities', { rows: 5, counter: true })} required />
      </FieldRow>
      <FieldRow form={form} field="requirements" action={<RewriteButton form={form} field="requirements" />}>
        <TextField {...form.text('requirements', { rows: 5, counter: true })} required />
      </FieldRow>
      <FieldRow form={form} field="benefits" action={<RewriteButton form={form} field="benefits" />}>
        <TextField {...form.text('benefits', { rows: 4, counter: true })} />
      </FieldRow>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FieldRow form={form} field="experience">
          <ExperienceField form={form} />
        </FieldRow>
        <FieldRow form={form} field="education">
          <OptionSelect
            form={form}
            field="education"
            options={educationLevels}
            labelPrefix="jobOptions.education"
            allowEmpty
          />
        </FieldRow>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FieldRow form={form} field="salary">
            <TextField {...form.text('salary')} required placeholder={t('jobWizard.placeholder.salary')} />
          </FieldRow>
        </Box>
      </Box>
      <SkillsInput form={form} />
    </Box>
  );
}
