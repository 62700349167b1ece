import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { identityApi } from '../api/identity.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { paths } from '../auth/paths.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { errorText, tr } from '../forms/messages.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { emailPattern, minPasswordLength, useForm } from '../forms/useForm.ts';

const empty = { name: '', email: '', password: '', confirm: '' };

/** Creates a company account that joins the invitation's company in the same sign-up call. */
export function JoinSignupForm({ code, companyName }: { code: string; companyName: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const form = useForm(empty);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const v = form.values;
  const filled = Boolean(v.name.trim() && v.email.trim() && v.password && v.confirm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      email: emailPattern.test(v.email.trim()) ? undefined : 'form.invalidEmail',
      password: v.password.length < minPasswordLength ? 'password.tooShort' : undefined,
      confirm: v.confirm !== v.password ? 'signup.mismatch' : undefined,
    };
    form.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    setBusy(true);
    setFailure(null);
    try {
      const input = {
        name: v.name.trim(),
        email: v.email.trim(),
        password: v.password,
        userType: 'COMPANY' as const,
        invitationCode: code,
      };
      auth.setUser(await identityApi.signup(input));
      form.reset();
      setSuccess(t('join.success'));
      navigate(paths.companyHome, { replace: true });
    } catch (error) {
      if (!form.takeServerErrors(error)) setFailure(errorText(t, error, 'join.signupFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2 }}
      aria-label={t('join.formLabel', { company: companyName })}
    >
      <FormAlert message={failure} />
      <FormAlert message={success} severity="success" />
      <TextField
        {...form.bind('name')}
        label={t('form.fullName')}
        autoComplete="name"
        required
        helperText={tr(t, form.errors.name)}
      />
      <TextField
        {...form.bind('email')}
        type="email"
        label={t('form.email')}
        autoComplete="email"
        required
        helperText={tr(t, form.errors.email)}
      />
      <PasswordField
        {...form.bind('password')}
        label={t('form.password')}
        autoComplete="new-password"
        required
        helperText={tr(t, form.errors.password) ?? t('password.lengthHint')}
      />
      <PasswordField
        {...form.bind('confirm')}
        label={t('form.confirmPassword')}
        autoComplete="new-password"
        required
        helperText={
          tr(t, form.errors.confirm) ?? (v.confirm && v.confirm !== v.password ? t('signup.mismatch') : undefined)
        }
      />
      <TextField
        id="field-invitationCode"
        label={t('join.invitationCode')}
        value={code}
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={busy || !filled}>
          {busy ? t('join.submitting') : t('join.submit')}
        </Button>
        <Button size="large" onClick={() => navigate(paths.companyHome)}>
          {t('common.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
