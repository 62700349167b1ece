import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyJob, JobAction } from './types.ts';
import { todayIso } from '../../jobs/jobRules.ts';

export interface PendingAction {
  job: CompanyJob;
  action: JobAction;
}

/** Reopening a job whose deadline has passed needs a new one. */
export const needsNewDeadline = ({ job, action }: PendingAction) =>
  action === 'reopen' && Boolean(job.deadline) && (job.deadline ?? '').slice(0, 10) <= todayIso();

export function JobActionDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: PendingAction | null;
  onCancel: () => void;
  onConfirm: (deadline?: string) => void;
}) {
  const { t } = useTranslation();
  const [deadline, setDeadline] = useState('');
  const askDate = pending ? needsNewDeadline(pending) : false;
  const ready = !askDate || deadline > todayIso();
  return (
    <Dialog open={Boolean(pending)} onClose={onCancel} aria-labelledby="job-action-title">
      <DialogTitle id="job-action-title">{t('jobManagement.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{pending ? t(`jobManagement.confirm.${pending.action}`) : ''}</DialogContentText>
        {askDate && (
          <TextField
            type="date"
            id="reopen-deadline"
            label={t('jobManagement.newDeadline')}
            value={deadline}
            onChange={(event) => setDeadline(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayIso() } }}
            sx={{ mt: 2 }}
            fullWidth
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          color={pending?.action === 'delete' ? 'error' : 'primary'}
          disabled={!ready}
          onClick={() => onConfirm(askDate ? deadline : undefined)}
        >
          {t('jobManagement.confirmButton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
