import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { retentionApi } from '../../../api/retention.ts';
import { useLoad } from '../../../api/useLoad.ts';
import { errorText } from '../../../forms/messages.ts';
import { UserText } from '../../../i18n/isolate.tsx';
import { formatDate } from '../../../jobs/format.ts';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { Field, Section } from './Section.tsx';

const MAX_REASON = 500;

/**
 * The application's legal hold (issue #22): while it stands, retention never erases the application. Any company
 * member places it or lifts it, each time with a reason; the card shows why, since when and who placed it.
 */
export function LegalHoldCard({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { language } = useLanguage();
  const hold = useLoad((signal) => retentionApi.hold(applicationId, signal), [applicationId]);
  const [dialog, setDialog] = useState<'place' | 'lift' | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const h = hold.data;

  const open = (action: 'place' | 'lift') => {
    setReason('');
    setFailure(null);
    setDialog(action);
  };
  const confirm = async () => {
    if (!dialog || !reason.trim()) return;
    setBusy(true);
    setFailure(null);
    try {
      hold.setData(await (dialog === 'place' ? retentionApi.place : retentionApi.lift)(applicationId, reason.trim()));
      notify(t(dialog === 'place' ? 'retention.hold.placed' : 'retention.hold.lifted'), { type: 'success' });
      setDialog(null);
    } catch (error) {
      setFailure(errorText(t, error, 'retention.hold.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={t('retention.hold.title')} testId="legal-hold-card">
      {hold.loading && !h ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
          <CircularProgress size={18} />
          <Typography color="text.secondary">{t('retention.hold.loading')}</Typography>
        </Box>
      ) : !h ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={hold.reload}>
              {t('retention.hold.retry')}
            </Button>
          }
        >
          {t('retention.hold.loadFailed')}
        </Alert>
      ) : h.held ? (
        <>
          <Box>
            <Chip color="warning" label={t('retention.hold.held')} data-testid="legal-hold-status" />
          </Box>
          <Typography variant="body2">{t('retention.hold.keeps')}</Typography>
          <Field label={t('retention.hold.reason')}>
            <UserText>{h.reason ?? ''}</UserText>
          </Field>
          <Typography variant="body2" color="text.secondary">
            {t('retention.hold.placedOn', {
              name: h.placedBy?.name ?? t('retention.hold.someone'),
              date: h.placedAt ? formatDate(h.placedAt, language) : '',
            })}
          </Typography>
          <Box>
            <Button variant="outlined" onClick={() => open('lift')}>
              {t('retention.hold.lift')}
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Box>
            <Chip variant="outlined" label={t('retention.hold.notHeld')} data-testid="legal-hold-status" />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('retention.hold.intro')}
          </Typography>
          <Box>
            <Button variant="outlined" color="warning" onClick={() => open('place')}>
              {t('retention.hold.place')}
            </Button>
          </Box>
        </>
      )}
      <Dialog open={dialog !== null} onClose={() => !busy && setDialog(null)} fullWidth maxWidth="sm">
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <DialogTitle>{t(dialog === 'lift' ? 'retention.hold.liftTitle' : 'retention.hold.placeTitle')}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              autoFocus
              required
              multiline
              minRows={3}
              label={t('retention.hold.reasonLabel')}
              value={reason}
              onChange={(event) => setReason(event.target.value.slice(0, MAX_REASON))}
              helperText={`${t('retention.hold.reasonHelp', { max: MAX_REASON })} ${reason.length}/${MAX_REASON}`}
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)} disabled={busy}>
              {t('retention.hold.cancel')}
            </Button>
            <Button type="submit" variant="contained" color="warning" disabled={busy || !reason.trim()}>
              {t(dialog === 'lift' ? 'retention.hold.confirmLift' : 'retention.hold.confirmPlace')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Section>
  );
}
