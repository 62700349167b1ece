import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../api/client.ts';
import { identityApi } from '../api/identity.ts';
import { paths } from '../auth/paths.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { errorText, tr } from '../forms/messages.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { minPasswordLength, useForm } from '../forms/useForm.ts';
import { AuthCard } from './AuthCard.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm({ password: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { password, confirm } = form.values;
    const errors = {
      password: !password ? 'form.required' : password.length < minPasswordLength ? 'password.tooShort' : undefined,
      confirm: !confirm ? 'form.required' : confirm !== password ? 'password.mismatch' : undefined,
    };
    form.setErrors(errors);
    if (errors.password || errors.confirm) return;
    setBusy(true);
    setFailure(null);
    try {
      await identityApi.resetPassword(token, password);
      form.reset();
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.byField.token) setFailure(t('apiErrors.AUTH_RESET_TOKEN_INVALID'));
      else if (!form.takeServerErrors(error)) setFailure(errorText(t, error, 'reset.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('reset.title')}>
      {!token ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('reset.missingToken')}
        </Alert>
      ) : done ? (
        <FormAlert message={t('reset.success')} severity="success" />
      ) : (
        <>
          <FormAlert message={failure} />
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            <PasswordField
              {...form.bind('password')}
              label={t('password.new')}
              autoComplete="new-password"
              required
              autoFocus
              helperText={tr(t, form.errors.password) ?? t('password.lengthHint')}
            />
            <PasswordField
              {...form.bind('confirm')}
              label={t('password.confirmNew')}
              autoComplete="new-password"
              required
              helperText={tr(t, form.errors.confirm)}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {busy ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </Box>
        </>
      )}
      <Box sx={{ mt: 3, textAlign: 'center', display: 'flex', gap: 3, justifyContent: 'center' }}>
        <Link component={RouterLink} to={paths.login}>
          {t('forgot.backToLogin')}
        </Link>
        {!done && (
          <Link component={RouterLink} to={paths.forgotPassword}>
            {t('reset.requestNew')}
          </Link>
        )}
      </Box>
    </AuthCard>
  );
}
