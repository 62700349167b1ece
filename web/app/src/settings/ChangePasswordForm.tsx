import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardDataProvider } from '../dashboard/dataProvider.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { errorText, tr } from '../forms/messages.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { minPasswordLength, useForm } from '../forms/useForm.ts';
import { useBanner } from './useBanner.ts';

const empty = { currentPassword: '', newPassword: '', confirm: '' };

/** Changes the password on the server; the server then signs out the account's other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const form = useForm(empty);
  const { banner, success, error, clear } = useBanner();
  const [busy, setBusy] = useState(false);
  const v = form.values;
  const tooShort = v.newPassword.length > 0 && v.newPassword.length < minPasswordLength;
  const mismatch = v.confirm.length > 0 && v.confirm !== v.newPassword;
  const ready = Boolean(v.currentPassword && v.newPassword && v.confirm && v.newPassword === v.confirm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (v.newPassword !== v.confirm) return error(t('password.newMismatch'));
    if (v.newPassword.length < minPasswordLength) return error(t('password.tooShort'));
    setBusy(true);
    try {
      await dataProvider.changePassword(v.currentPassword, v.newPassword);
      form.reset();
      success(t('password.changed'));
    } catch (caught) {
      if (!form.takeServerErrors(caught)) error(errorText(t, caught, 'password.changeFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
      aria-labelledby="change-password-title"
    >
      <Typography id="change-password-title" component="h2" variant="h6">
        {t('password.changeTitle')}
      </Typography>
      <FormAlert message={banner?.message} severity={banner?.severity} />
      <PasswordField
        {...form.bind('currentPassword')}
        label={t('password.current')}
        autoComplete="current-password"
        required
        helperText={tr(t, form.errors.currentPassword)}
      />
      <PasswordField
        {...form.bind('newPassword')}
        label={t('password.new')}
        autoComplete="new-password"
        required
        error={tooShort || Boolean(form.errors.newPassword)}
        helperText={tr(t, form.errors.newPassword) ?? (tooShort ? t('password.tooShort') : t('password.lengthHint'))}
      />
      <PasswordField
        {...form.bind('confirm')}
        label={t('password.confirmNew')}
        autoComplete="new-password"
        required
        error={mismatch}
        helperText={mismatch ? t('signup.mismatch') : ' '}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={!ready || busy}>
          {busy ? t('password.changing') : t('password.change')}
        </Button>
        <Button onClick={() => form.reset()} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
