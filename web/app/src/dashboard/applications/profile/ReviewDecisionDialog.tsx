import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REVIEW_MESSAGE, reevaluationConclusions } from '@tawzeef/oversight/rules';
import type { Decision, ReevaluationConclusion } from '../../../api/review-requests.ts';

export type DecisionAction = Decision['action'];

const titles = {
  accept: 'reviewRequests.company.acceptTitle',
  decline: 'reviewRequests.company.declineTitle',
  conclude: 'reviewRequests.company.concludeTitle',
} as const;

/** The recruiter's answer: accept (optional note), decline (a reason), or the re-evaluation's outcome. */
export function ReviewDecisionDialog({
  action,
  busy,
  onSave,
  onClose,
}: {
  action: DecisionAction | null;
  busy: boolean;
  onSave: (decision: Decision) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [internal, setInternal] = useState('');
  const [conclusion, setConclusion] = useState<ReevaluationConclusion>('UPHELD');
  const [missing, setMissing] = useState(false);
  const noteRequired = action === 'decline' || action === 'conclude';
  const save = () => {
    const text = note.trim();
    if (noteRequired && !text) return setMissing(true);
    if (action === 'accept') onSave({ action, noteToCandidate: text || null });
    else if (action === 'decline') onSave({ action, reason: text });
    else if (action === 'conclude')
      onSave({ action, conclusion, noteToCandidate: text, internalNote: internal.trim() || null });
  };
  const field = { maxLength: MAX_REVIEW_MESSAGE, dir: 'auto' };
  return (
    <Dialog open={Boolean(action)} onClose={busy ? undefined : onClose} aria-labelledby={id} fullWidth maxWidth="sm">
      <DialogTitle id={id}>{action ? t(titles[action]) : ''}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {action === 'accept' && <DialogContentText>{t('reviewRequests.company.acceptBody')}</DialogContentText>}
        {action === 'conclude' && (
          <FormControl>
            <FormLabel id={`${id}-conclusion`}>{t('reviewRequests.company.conclusion')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${id}-conclusion`}
              value={conclusion}
              onChange={(event) => setConclusion(event.target.value as ReevaluationConclusion)}
            >
              {reevaluationConclusions.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`reviewRequests.company.conclusions.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        <TextField
          id="review-decision-note"
          label={t(
            action === 'decline'
              ? 'reviewRequests.company.reason'
              : action === 'accept'
                ? 'reviewRequests.company.noteToCandidateOptional'
                : 'reviewRequests.company.noteToCandidate',
          )}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setMissing(false);
          }}
          required={noteRequired}
          error={missing}
          helperText={missing ? t('reviewRequests.company.required') : undefined}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: field }}
        />
        {action === 'conclude' && (
          <TextField
            id="review-decision-internal"
            label={t('reviewRequests.company.internalNote')}
            value={internal}
            onChange={(event) => setInternal(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: field }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('reviewRequests.company.cancel')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={save}>
          {busy ? t('reviewRequests.company.saving') : t('reviewRequests.company.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
