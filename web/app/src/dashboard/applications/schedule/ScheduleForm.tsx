import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { slotLimits } from '@tawzeef/interviews/rules';
import { useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { asApiError, type DashboardDataProvider } from '../../dataProvider.ts';
import { meetingTypes, type MeetingType, type ScheduleOptions, type SlotInput } from './types.ts';
import { useAuth } from '../../../auth/AuthProvider.tsx';
import { errorText, loose } from '../../../forms/messages.ts';
import { sentence } from '../../../i18n/isolate.tsx';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { zoneLabel } from '../../my-profile/timeZones.ts';
import type { ScheduleOutcome, ScheduleTarget } from './ScheduleDialog.tsx';
import { durations, initialValues } from './scheduleValues.ts';
import { todayIn } from './zones.ts';

/** The scheduling form itself, once the choices (time zones, members) are loaded. */
export function ScheduleForm({
  target,
  options,
  onClose,
  onDone,
}: {
  target: ScheduleTarget;
  options: ScheduleOptions;
  onClose: () => void;
  onDone: (outcome: ScheduleOutcome) => void;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const { user } = useAuth();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [values, setValues] = useState(() => initialValues(target, options, user?.id));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof SlotInput, string>>>({});
  const set = <K extends keyof SlotInput>(key: K, value: SlotInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const zones = options.timeZones.includes(values.timeZone)
    ? options.timeZones
    : [values.timeZone, ...options.timeZones];
  const locationLabel =
    values.type === 'VIDEO'
      ? t('humanInterviews.fields.link')
      : values.type === 'PHONE'
        ? t('humanInterviews.fields.phone')
        : t('humanInterviews.fields.location');
  const memberName = new Map(options.members.map((m) => [m.id, m.name]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {
      date: values.date ? undefined : t('humanInterviews.errors.required'),
      time: values.time ? undefined : t('humanInterviews.errors.required'),
      interviewerIds: values.interviewerIds.length ? undefined : t('humanInterviews.errors.interviewers'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setFailure(null);
    const body: SlotInput = { ...values, location: values.location?.trim() || null, note: values.note?.trim() || null };
    try {
      if (target.kind === 'many') {
        const result = await dataProvider.scheduleInterviews(target.applicationIds, body);
        onDone({ kind: 'many', ok: result.succeeded, total: target.applicationIds.length });
      } else if (target.kind === 'reschedule') {
        onDone({ kind: 'reschedule', interview: await dataProvider.rescheduleInterview(target.interview.id, body) });
      } else {
        onDone({ kind: 'one', interview: await dataProvider.scheduleInterview(target.applicationId, body) });
      }
    } catch (caught) {
      const error = asApiError(caught);
      if (error instanceof ApiError && error.code === 'INTERVIEW.IN_THE_PAST')
        setErrors({ date: t('humanInterviews.errors.past') });
      else setFailure(errorText(t, error, 'humanInterviews.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {target.kind === 'many' ? (
          <Typography color="text.secondary">{t('humanInterviews.dialog.manyHint')}</Typography>
        ) : (
          <Typography color="text.secondary">
            {sentence(say, 'humanInterviews.dialog.with', { name: target.name })}
          </Typography>
        )}
        {failure && (
          <Alert severity="error" data-testid="schedule-failure">
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            type="date"
            id="schedule-date"
            label={t('humanInterviews.fields.date')}
            value={values.date}
            onChange={(event) => set('date', event.target.value)}
            error={Boolean(errors.date)}
            helperText={errors.date}
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayIn(values.timeZone), dir: 'ltr' } }}
          />
          <TextField
            type="time"
            id="schedule-time"
            label={t('humanInterviews.fields.time')}
            value={values.time}
            onChange={(event) => set('time', event.target.value)}
            error={Boolean(errors.time)}
            helperText={errors.time}
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300, dir: 'ltr' } }}
          />
        </Box>
        <TextField
          select
          id="schedule-zone"
          label={t('humanInterviews.fields.timeZone')}
          value={values.timeZone}
          onChange={(event) => set('timeZone', event.target.value)}
          helperText={t('humanInterviews.hints.timeZone')}
        >
          {zones.map((zone) => (
            <MenuItem key={zone} value={zone}>
              {zoneLabel(zone, language)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            id="schedule-duration"
            label={t('humanInterviews.fields.duration')}
            value={values.durationMinutes}
            onChange={(event) => set('durationMinutes', Number(event.target.value))}
          >
            {[...new Set([...durations, values.durationMinutes])]
              .sort((a, b) => a - b)
              .map((minutes) => (
                <MenuItem key={minutes} value={minutes}>
                  {t('humanInterviews.minutes', { count: minutes })}
                </MenuItem>
              ))}
          </TextField>
          <TextField
            select
            id="schedule-type"
            label={t('humanInterviews.fields.type')}
            value={values.type}
            onChange={(event) => set('type', event.target.value as MeetingType)}
          >
            {meetingTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {say(`humanInterviews.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TextField
          id="schedule-location"
          label={locationLabel}
          value={values.location ?? ''}
          onChange={(event) => set('location', event.target.value)}
          type={values.type === 'VIDEO' ? 'url' : 'text'}
          slotProps={{
            htmlInput: { maxLength: slotLimits.location, dir: values.type === 'IN_PERSON' ? 'auto' : 'ltr' },
          }}
        />
        <TextField
          select
          id="schedule-interviewers"
          label={t('humanInterviews.fields.interviewers')}
          value={values.interviewerIds}
          onChange={(event) => {
            const value = event.target.value as unknown as string[] | string;
            set('interviewerIds', typeof value === 'string' ? value.split(',') : value);
          }}
          error={Boolean(errors.interviewerIds)}
          helperText={errors.interviewerIds ?? t('humanInterviews.hints.interviewers')}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {(selected as string[]).map((id) => (
                    <Chip key={id} size="small" label={<bdi>{memberName.get(id) ?? id}</bdi>} />
                  ))}
                </Box>
              ),
            },
          }}
        >
          {options.members.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              <bdi>{member.name}</bdi>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1 }}>
                <bdi>{member.email}</bdi>
              </Typography>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="schedule-note"
          label={t('humanInterviews.fields.note')}
          value={values.note ?? ''}
          onChange={(event) => set('note', event.target.value)}
          helperText={t('humanInterviews.hints.note')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: slotLimits.note, dir: 'auto' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="secondary" disabled={busy} data-testid="schedule-submit">
          {target.kind === 'reschedule' ? t('humanInterviews.submit.reschedule') : t('humanInterviews.submit.schedule')}
        </Button>
      </DialogActions>
    </Box>
  );
}
