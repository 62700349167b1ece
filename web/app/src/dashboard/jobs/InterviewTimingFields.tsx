import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useCounts } from '../../i18n/plural.ts';
import type { DashboardDataProvider } from '../dataProvider.ts';
import {
  emptyTiming,
  timingBody,
  timingDefaults,
  timingFields,
  timingLimits,
  timingServerErrors,
  validateTiming,
  type TimingErrors,
  type TimingField,
  type TimingValues,
} from './interviewTiming.ts';

/** State of the "AI interview timing" fields, shared by the wizard and Edit job. */
export function useInterviewTiming(initial: TimingValues = emptyTiming) {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TimingErrors>({});

  const setValue = useCallback((field: TimingField, text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      // The reminder/expiry rule concerns both fields: changing either clears it.
      if (field !== 'maxDurationMinutes')
        for (const other of timingFields) if (next[other]?.key === 'reminderBeforeExpiry') delete next[other];
      return Object.keys(next).length === Object.keys(current).length ? current : next;
    });
  }, []);

  /** Shows the client rules' errors; true when the values can be sent. */
  const check = (focus = true) => {
    const found = validateTiming(values);
    setErrors(found);
    const first = timingFields.find((field) => found[field]);
    if (first && focus) requestAnimationFrame(() => document.getElementById(`field-${first}`)?.focus());
    return !first;
  };

  /** Saves the timers; a rejected value lands on its field and the error is thrown on for the page's message. */
  const save = async (jobId: string) => {
    try {
      return await dataProvider.saveJobInterviewSettings(jobId, timingBody(values));
    } catch (error) {
      const found = timingServerErrors(error);
      if (found) setErrors(found);
      throw error;
    }
  };

  return { values, setValues, setValue, errors, setErrors, check, save };
}

export type InterviewTiming = ReturnType<typeof useInterviewTiming>;

const unitOf = (field: TimingField) => (field === 'maxDurationMinutes' ? 'minutes' : 'hours');

/** Three number fields: reminder and expiry (hours) and maximum interview length (minutes); empty = default. */
export function InterviewTimingFields({
  timing,
  disabled = false,
  notice,
}: {
  timing: InterviewTiming;
  disabled?: boolean;
  notice?: string | null;
}) {
  const { t } = useTranslation();
  const counts = useCounts();
  const errorText = (field: TimingField) => {
    const error = timing.errors[field];
    if (!error) return null;
    switch (error.key) {
      case 'notNumber':
        return t('jobTiming.errors.notNumber');
      case 'wholeMinutes':
        return t('jobTiming.errors.wholeMinutes');
      case 'reminderBeforeExpiry':
        return t('jobTiming.errors.reminderBeforeExpiry', {
          expire: counts.count(timingDefaults.expireAfterHours, 'hour'),
        });
      default: {
        const [min, max] = timingLimits[field];
        return t(`jobTiming.errors.range.${unitOf(field)}`, { min, max });
      }
    }
  };
  return (
    <Box component="fieldset" data-testid="interview-timing" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, p: 0 }}>
        {t('jobTiming.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {t('jobTiming.help')}
      </Typography>
      {notice && (
        <Alert severity="warning" role="alert">
          {notice}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {timingFields.map((field) => {
          const [min, max] = timingLimits[field];
          const error = errorText(field);
          return (
            <TextField
              key={field}
              id={`field-${field}`}
              name={field}
              type="number"
              label={t(`jobTiming.field.${field}`)}
              value={timing.values[field]}
              onChange={(event) => timing.setValue(field, event.target.value)}
              placeholder={String(timingDefaults[field])}
              disabled={disabled}
              error={Boolean(error)}
              helperText={
                error ??
                t(`jobTiming.default.${unitOf(field)}`, {
                  value: counts.count(timingDefaults[field], unitOf(field) === 'minutes' ? 'minute' : 'hour'),
                  min,
                  max,
                })
              }
              slotProps={{
                htmlInput: { min, max, step: field === 'maxDurationMinutes' ? 1 : 'any', inputMode: 'decimal' },
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
