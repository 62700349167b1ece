import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from './types.ts';
import { loose } from '../../forms/messages.ts';
import { sentence } from '../../i18n/isolate.tsx';

/** Statuses that end or seal an application, or that the candidate sees at once (an offer), ask for confirmation. */
export const confirmedStatuses: readonly ApplicationStatus[] = ['REJECTED', 'OFFERED', 'HIRED'];

export interface PendingStatus {
  status: ApplicationStatus;
  /** Who is affected: a name, or '3 applications'. */
  subject: string;
}

export function StatusDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: PendingStatus | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const say = loose(t);
  return (
    <Dialog open={Boolean(pending)} onClose={onCancel} aria-labelledby="status-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="status-dialog-title">
        {pending ? say(`companyApplications.confirm.title.${pending.status}`) : ''}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {pending
            ? sentence(say, `companyApplications.confirm.body.${pending.status}`, { subject: pending.subject })
            : ''}
        </DialogContentText>
        <TextField
          id="status-reason"
          label={t('companyApplications.confirm.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          color={pending?.status === 'REJECTED' ? 'error' : pending?.status === 'OFFERED' ? 'success' : 'primary'}
          onClick={() => onConfirm(reason.trim())}
        >
          {pending ? say(`companyApplications.confirm.button.${pending.status}`) : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
