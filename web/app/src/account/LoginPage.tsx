import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../auth/AuthProvider.tsx';
import { homeFor, paths, safeRedirect } from '../auth/paths.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { errorText, tr } from '../forms/messages.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { emailPattern, useForm } from '../forms/useForm.ts';
import { AuthCard } from './AuthCard.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const { user, login } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const form = useForm({ email: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (user && !busy) return <Navigate to={redirect ?? homeFor(user)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { email, password } = form.values;
    const errors = {
      email: !email.trim() ? 'form.required' : !emailPattern.test(email.trim()) ? 'form.invalidEmail' : undefined,
      password: !password ? 'form.required' : undefined,
    };
    form.setErrors(errors);
    if (errors.email || errors.password) return;
    setBusy(true);
    setFailure(null);
    try {
      const me = await login(email.trim(), password, remember);
      navigate(redirect ?? homeFor(me), { replace: true });
    } catch (error) {
      if (!form.takeServerErrors(error)) setFailure(errorText(t, error, 'login.failed'));
    } finally {
      setBusy(false);
    }
  };

  const signupLink = redirect ? `${paths.signup}?redirect=${encodeURIComponent(redirect)}` : paths.signup;
  return (
    <AuthCard title={t('login.title')}>
      <FormAlert message={failure} />
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
        <PasswordField
          {...form.bind('password')}
          label={t('form.password')}
          autoComplete="current-password"
          required
          helperText={tr(t, form.errors.password)}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
            label={t('login.remember')}
          />
          <Link component={RouterLink} to={paths.forgotPassword}>
            {t('login.forgot')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to={signupLink}>
          {t('login.signUp')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
