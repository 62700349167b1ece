import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { maxContentLength } from '@tawzeef/communications/rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import {
  callOutcomes,
  communicationTypes,
  idempotencyKey,
  type CallOutcome,
  type Communication,
  type CommunicationType,
  type Direction,
} from '../../api/communications.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { loose } from '../../forms/messages.ts';
import type { DashboardDataProvider } from '../dataProvider.ts';
import { CandidatePicker, type Recipient } from './CandidatePicker.tsx';
import { communicationErrorText, sendResult } from './format.tsx';
import { UserText } from '../../i18n/isolate.tsx';

const empty = {
  type: 'EMAIL' as CommunicationType,
  subject: '',
  content: '',
  direction: 'OUTBOUND' as Direction,
  outcome: '' as CallOutcome | '',
  minutes: '',
  notes: '',
};

/**
 * Writes to an applicant (e-mail, WhatsApp, SMS) or logs a phone call (outcome, duration, notes). With a fixed
 * recipient (from a message's page) the candidate is not asked for.
 */
export function NewCommunicationDialog({
  open,
  recipient,
  onClose,
  onSent,
}: {
  open: boolean;
  recipient?: Recipient | null;
  onClose: () => void;
  onSent: (message: Communication) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const say = loose(t);
  const id = useId();
  const [values, setValues] = useState(empty);
  const [who, setWho] = useState<Recipient | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(idempotencyKey());

  useEffect(() => {
    if (!open) return;
    setValues(empty);
    setWho(null);
    setErrors({});
    setFailure(null);
    key.current = idempotencyKey();
  }, [open]);

  const set = (name: keyof typeof empty, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
    key.current = idempotencyKey();
  };

  const target = recipient ?? who;
  const phone = values.type === 'PHONE';
  const ready = Boolean(target) && (phone ? Boolean(values.outcome) : values.content.trim().length > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || !ready || busy) return;
    const minutes = Number(values.minutes || '0');
    if (phone && (!Number.isFinite(minutes) || minutes < 0 || minutes > 1440)) {
      setErrors({ minutes: t('communications.new.invalidDuration') });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const sent = await dataProvider.sendCommunication(
        phone
          ? {
              type: 'PHONE',
              direction: values.direction,
              applicationId: target.applicationId,
              outcome: values.outcome as CallOutcome,
              durationSeconds: Math.round(minutes * 60),
              ...(values.notes.trim() && { notes: values.notes.trim() }),
            }
          : {
              type: values.type,
              applicationId: target.applicationId,
              ...(values.type === 'EMAIL' && values.subject.trim() && { subject: values.subject.trim() }),
              content: values.content.trim(),
            },
        key.current,
      );
      if (sent.type !== 'PHONE' && sent.direction === 'OUTBOUND') {
        const result = sendResult(t, sent);
        notify(result.text, { type: result.type });
      }
      onSent(sent);
    } catch (caught) {
      setFailure(communicationErrorText(t, caught, 'communications.new.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={`${id}-title`}>{t('communications.new.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <FormAlert message={failure} />
          <TextField
            select
            id="new-message-type"
            label={t('communications.new.type')}
            value={values.type}
            onChange={(event) => set('type', event.target.value)}
            autoFocus
          >
            {communicationTypes.map((value) => (
              <MenuItem key={value} value={value}>
                {say(`communications.type.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {recipient ? (
            <Typography>
              {t('communications.new.to')}{' '}
              <strong>
                <UserText>{recipient.name}</UserText>
              </strong>
              {recipient.jobTitle && (
                <>
                  {' · '}
                  <UserText>{recipient.jobTitle}</UserText>
                </>
              )}
            </Typography>
          ) : (
            <CandidatePicker value={who} onChange={setWho} />
          )}
          {phone ? (
            <>
              <TextField
                select
                id="new-message-direction"
                label={t('communications.new.direction')}
                value={values.direction}
                onChange={(event) => set('direction', event.target.value)}
              >
                <MenuItem value="OUTBOUND">{t('communications.new.callOutbound')}</MenuItem>
                <MenuItem value="INBOUND">{t('communications.new.callInbound')}</MenuItem>
              </TextField>
              <TextField
                select
                required
                id="new-message-outcome"
                label={t('communications.new.outcome')}
                value={values.outcome}
                onChange={(event) => set('outcome', event.target.value)}
              >
                {callOutcomes.map((value) => (
                  <MenuItem key={value} value={value}>
                    {say(`communications.outcome.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id="new-message-minutes"
                type="number"
                label={t('communications.new.duration')}
                value={values.minutes}
                onChange={(event) => set('minutes', event.target.value)}
                error={Boolean(errors.minutes)}
                helperText={errors.minutes || undefined}
                slotProps={{ htmlInput: { min: 0, max: 1440, step: 1, inputMode: 'numeric' } }}
              />
              <TextField
                id="new-message-notes"
                label={t('communications.new.notes')}
                value={values.notes}
                onChange={(event) => set('notes', event.target.value)}
                multiline
                minRows={3}
                slotProps={{ htmlInput: { maxLength: 5000 } }}
              />
            </>
          ) : (
            <>
              {values.type === 'EMAIL' && (
                <TextField
                  id="new-message-subject"
                  label={t('communications.subject')}
                  value={values.subject}
                  onChange={(event) => set('subject', event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              )}
              <TextField
                id="new-message-content"
                required
                label={t('communications.body')}
                value={values.content}
                onChange={(event) => set('content', event.target.value)}
                multiline
                minRows={5}
                slotProps={{ htmlInput: { maxLength: maxContentLength[values.type] } }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!ready || busy}>
            {busy ? t('communications.sending') : phone ? t('communications.new.logCall') : t('communications.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
