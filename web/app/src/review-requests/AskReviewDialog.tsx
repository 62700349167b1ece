import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REVIEW_MESSAGE, type ReviewKind, type ReviewSubject } from '@tawzeef/oversight/rules';

export type Asking = { kind: ReviewKind; subject: ReviewSubject | null };

/** The candidate's request: what they ask for, and an optional message to the company. */
export function AskReviewDialog({
  asking,
  busy,
  onSend,
  onClose,
}: {
  asking: Asking | null;
  busy: boolean;
  onSend: (message: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [message, setMessage] = useState('');
  const title =
    asking?.kind === 'INSTEAD_OF_AI_INTERVIEW'
      ? t('reviewRequests.candidate.dialogTitleInstead')
      : t('reviewRequests.candidate.dialogTitleReevaluation');
  return (
    <Dialog open={Boolean(asking)} onClose={busy ? undefined : onClose} aria-labelledby={id} fullWidth maxWidth="sm">
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        {asking?.subject && (
          <DialogContentText sx={{ fontWeight: 600, mb: 1 }}>
            {t(`reviewRequests.subjects.${asking.subject}`)}
          </DialogContentText>
        )}
        <DialogContentText sx={{ mb: 2 }}>{t('reviewRequests.candidate.dialogBody')}</DialogContentText>
        <TextField
          id="review-request-message"
          label={t('reviewRequests.candidate.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: MAX_REVIEW_MESSAGE, dir: 'auto' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('reviewRequests.candidate.cancel')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => onSend(message.trim() || null)}>
          {busy ? t('reviewRequests.candidate.sending') : t('reviewRequests.candidate.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
