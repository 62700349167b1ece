import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleText } from '../../jobs/format.ts';
import { experiencePresets } from '../../jobs/jobOptions.ts';
import { OptionSelect } from './JobFormFields.tsx';
import type { JobForm } from './useJobForm.ts';

const isPreset = (value: string) => (experiencePresets as readonly string[]).includes(value);

function parseCustom(value: string): { min: string; max: string } {
  const plus = /^(\d+)\+ years$/.exec(value);
  if (plus) return { min: plus[1] ?? '', max: '' };
  const range = /^(\d+)-(\d+) years$/.exec(value);
  return range ? { min: range[1] ?? '', max: range[2] ?? '' } : { min: '', max: '' };
}

/** A custom range reads 'X+ years' (minimum only) or 'X-Y years'; years from 0 to 50. */
export function customExperience(min: string, max: string): string | null {
  if (min === '') return '';
  const low = Number(min);
  const high = max === '' ? null : Number(max);
  if (!Number.isInteger(low) || low < 0 || low > 50) return null;
  if (high === null) return `${low}+ years`;
  if (!Number.isInteger(high) || high < low || high > 50) return null;
  return `${low}-${high} years`;
}

export function ExperienceField({ form }: { form: JobForm }) {
  const { t } = useTranslation();
  const value = form.values.experience;
  const [custom, setCustom] = useState(Boolean(value) && !isPreset(value));
  const [range, setRange] = useState(() => parseCustom(value));
  const error = ruleText(t, form.errors.experience);
  const change = (next: { min: string; max: string }) => {
    setRange(next);
    const text = customExperience(next.min, next.max);
    if (text === null) form.setErrors((current) => ({ ...current, experience: 'jobRules.experienceRange' }));
    else form.setValue('experience', text);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {custom ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <TextField
            id="field-experience"
            type="number"
            label={t('jobWizard.minYears')}
            value={range.min}
            onChange={(e) => change({ ...range, min: e.target.value })}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { min: 0, max: 50 } }}
          />
          <TextField
            id="field-experience-max"
            type="number"
            label={t('jobWizard.maxYears')}
            value={range.max}
            onChange={(e) => change({ ...range, max: e.target.value })}
            slotProps={{ htmlInput: { min: 0, max: 50 } }}
          />
        </Box>
      ) : (
        <OptionSelect
          form={form}
          field="experience"
          options={experiencePresets}
          labelPrefix="jobOptions.experience"
          allowEmpty
        />
      )}
      <Box>
        <Button
          size="small"
          onClick={() => {
            setCustom(!custom);
            setRange({ min: '', max: '' });
            form.setValue('experience', '');
          }}
        >
          {custom ? t('jobWizard.experiencePresets') : t('jobWizard.experienceCustom')}
        </Button>
      </Box>
    </Box>
  );
}
