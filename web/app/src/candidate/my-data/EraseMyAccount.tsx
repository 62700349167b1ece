import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { erasureApi } from '../../api/erasure.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { ProfileSection } from '../ProfileSection.tsx';
import { ErasureFacts } from './ErasureFacts.tsx';

type Failure = 'wrongPassword' | 'failed' | 'rateLimited' | null;

/**
 * "Delete my account and data": says what is erased and what stays, points to the download first, asks for the
 * password and a tick, then a last confirmation; on success the session is gone and the confirmation page shows.
 */
export function EraseMyAccount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password && understood) setConfirming(true);
  };
  const erase = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await erasureApi.eraseMyAccount(password);
      // A full load: nothing of the signed-in app (its guards, its polling) survives to race the ended session.
      window.location.replace('/account-erased');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const status = error instanceof ApiError ? error.status : 0;
      setFailure(code === 'ERASURE.PASSWORD_INCORRECT' ? 'wrongPassword' : status === 429 ? 'rateLimited' : 'failed');
      setConfirming(false);
      setBusy(false);
    }
  };

  return (
    <ProfileSection id="profile-erasure" title={t('erasure.title')}>
      <Typography sx={{ mb: 2 }}>{t('erasure.intro')}</Typography>
      <ErasureFacts />
      <Typography color="text.secondary" sx={{ my: 2 }}>
        <a href="#profile-my-data">{t('erasure.exportFirst')}</a>
      </Typography>
      {!open ? (
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          {t('erasure.start')}
        </Button>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 460 }}>
          <TextField
            type="password"
            label={t('erasure.password')}
            autoComplete="current-password"
            value={password}
            autoFocus
            onChange={(e) => {
              setPassword(e.target.value);
              if (failure === 'wrongPassword') setFailure(null);
            }}
            error={failure === 'wrongPassword'}
            helperText={failure === 'wrongPassword' ? t('erasure.wrongPassword') : t('erasure.passwordHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'erasure-password' } }}
          />
          <FormControlLabel
            control={<Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />}
            label={t('erasure.understand')}
          />
          {failure && failure !== 'wrongPassword' && (
            <Alert severity="error" role="alert">
              {t(`erasure.${failure}`)}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" color="error" disabled={!password || !understood}>
              {t('erasure.submit')}
            </Button>
            <Button
              onClick={() => {
                setOpen(false);
                setPassword('');
                setUnderstood(false);
                setFailure(null);
              }}
            >
              {t('erasure.cancel')}
            </Button>
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        danger
        busy={busy}
        title={t('erasure.confirmTitle')}
        body={t('erasure.confirmBody')}
        confirmLabel={t('erasure.confirm')}
        busyLabel={t('erasure.erasing')}
        cancelLabel={t('erasure.cancel')}
        onConfirm={() => void erase()}
        onClose={() => setConfirming(false)}
      />
    </ProfileSection>
  );
}
