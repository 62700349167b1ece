import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { identityApi } from '../api/identity.ts';
import { paths } from '../auth/paths.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { errorText, tr } from '../forms/messages.ts';
import { emailPattern, useForm } from '../forms/useForm.ts';
import { AuthCard } from './AuthCard.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useForm({ email: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = form.values.email.trim();
    const error = !email ? 'form.required' : emailPattern.test(email) ? undefined : 'form.invalidEmail';
    form.setErrors({ email: error });
    if (error) return;
    setBusy(true);
    setFailure(null);
    try {
      await identityApi.forgotPassword(email);
      setSent(true);
    } catch (caught) {
      if (!form.takeServerErrors(caught)) setFailure(errorText(t, caught, 'forgot.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('forgot.title')} subtitle={sent ? undefined : t('forgot.intro')}>
      <FormAlert message={failure} />
      <FormAlert message={sent ? t('forgot.sent') : null} severity="success" />
      {!sent && (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            {...form.bind('email')}
            type="email"
            label={t('form.email')}
            autoComplete="email"
            required
            autoFocus
            helperText={tr(t, form.errors.email)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </Box>
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login}>
          {t('forgot.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}
