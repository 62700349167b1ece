import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { asApiError, type DashboardDataProvider } from '../../dataProvider.ts';
import type { HumanInterview } from '../schedule/types.ts';
import { errorText } from '../../../forms/messages.ts';

/** Cancelling an interview with people, with an optional reason. */
export function CancelDialog({
  interview,
  onClose,
  onDone,
}: {
  interview: HumanInterview | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!interview) return;
    setBusy(true);
    try {
      await dataProvider.cancelInterview(interview.id, reason.trim() || null);
      notify(t('humanInterviews.done.cancelled'), { type: 'success' });
      onDone();
    } catch (error) {
      notify(errorText(t, asApiError(error), 'humanInterviews.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={Boolean(interview)}
      onClose={onClose}
      aria-labelledby="cancel-interview-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="cancel-interview-title">{t('humanInterviews.card.cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('humanInterviews.card.cancelBody')}</DialogContentText>
        <TextField
          id="cancel-interview-reason"
          label={t('humanInterviews.card.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000, dir: 'auto' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('humanInterviews.card.keep')}
        </Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void confirm()}>
          {t('humanInterviews.card.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
