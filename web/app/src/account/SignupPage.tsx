import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { identityApi, type UserType } from '../api/identity.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { homeFor, paths, safeRedirect } from '../auth/paths.ts';
import { defaultCountry, fullPhone } from '../forms/countries.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { errorText, tr } from '../forms/messages.ts';
import { PasswordField } from '../forms/PasswordField.tsx';
import { PhoneField } from '../forms/PhoneField.tsx';
import { emailPattern, useForm } from '../forms/useForm.ts';
import { AuthCard } from './AuthCard.tsx';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';
import { NoticeConsent } from '../privacy/NoticeConsent.tsx';

const empty = {
  name: '',
  email: '',
  phone: '',
  country: defaultCountry as string,
  password: '',
  confirm: '',
  invitationCode: '',
  /** 'yes' once the candidate ticked the privacy and AI-use notices. */
  acceptedNotices: '',
};

export function SignupPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [userType, setUserType] = useState<UserType>(params.get('type') === 'company' ? 'COMPANY' : 'CANDIDATE');
  const form = useForm(empty);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  if (auth.user && !busy && !success) return <Navigate to={homeFor(auth.user)} replace />;

  const validate = () => {
    const v = form.values;
    const errors = {
      name: v.name.trim() ? undefined : 'form.required',
      email: !v.email.trim() ? 'form.required' : emailPattern.test(v.email.trim()) ? undefined : 'form.invalidEmail',
      phone:
        v.phone.replace(/[^\d]/g, '').length >= 6 ? undefined : v.phone.trim() ? 'form.invalidPhone' : 'form.required',
      password: v.password ? undefined : 'form.required',
      confirm: !v.confirm ? 'form.required' : v.confirm !== v.password ? 'signup.mismatch' : undefined,
      acceptedNotices: userType === 'CANDIDATE' && v.acceptedNotices !== 'yes' ? 'notices.required' : undefined,
    };
    form.setErrors(errors);
    return !Object.values(errors).some(Boolean);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    const v = form.values;
    setBusy(true);
    setFailure(null);
    try {
      const input = {
        name: v.name.trim(),
        email: v.email.trim(),
        password: v.password,
        phone: fullPhone(v.country, v.phone),
        userType,
        ...(userType === 'COMPANY' && v.invitationCode.trim() ? { invitationCode: v.invitationCode.trim() } : {}),
        ...(userType === 'CANDIDATE' && v.acceptedNotices === 'yes' ? { acceptedNotices: currentNoticeVersions } : {}),
      };
      const me = await identityApi.signup(input);
      auth.setUser(me);
      form.reset();
      setSuccess(t('signup.success'));
      navigate(userType === 'CANDIDATE' && redirect ? redirect : homeFor(me), { replace: true });
    } catch (error) {
      if (!form.takeServerErrors(error)) setFailure(errorText(t, error, 'signup.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('signup.title')} width={560}>
      <Tabs
        value={userType}
        onChange={(_, value: UserType) => setUserType(value)}
        variant="fullWidth"
        aria-label={t('signup.accountType')}
        sx={{ mb: 3, borderBlockEnd: 1, borderColor: 'divider' }}
      >
        <Tab value="CANDIDATE" label={t('signup.individual')} id="signup-tab-individual" />
        <Tab value="COMPANY" label={t('signup.corporate')} id="signup-tab-corporate" />
      </Tabs>
      <FormAlert message={failure} />
      <FormAlert message={success} severity="success" />
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
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
        <PhoneField
          id="field-phone"
          label={t('form.phone')}
          country={form.values.country}
          number={form.values.phone}
          onCountryChange={(value) => form.setValue('country', value)}
          onNumberChange={(value) => form.setValue('phone', value)}
          error={tr(t, form.errors.phone)}
          required
        />
        <PasswordField
          {...form.bind('password')}
          label={t('form.password')}
          autoComplete="new-password"
          required
          helperText={tr(t, form.errors.password)}
        />
        <PasswordField
          {...form.bind('confirm')}
          label={t('form.confirmPassword')}
          autoComplete="new-password"
          required
          helperText={tr(t, form.errors.confirm)}
        />
        {userType === 'COMPANY' && (
          <TextField
            {...form.bind('invitationCode')}
            label={t('signup.invitationCode')}
            placeholder={t('signup.invitationPlaceholder')}
            helperText={tr(t, form.errors.invitationCode) ?? t('signup.invitationHint')}
            autoComplete="off"
          />
        )}
        {userType === 'CANDIDATE' && (
          <NoticeConsent
            checked={form.values.acceptedNotices === 'yes'}
            onChange={(checked) => form.setValue('acceptedNotices', checked ? 'yes' : '')}
            error={tr(t, form.errors.acceptedNotices)}
            disabled={busy}
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('signup.haveAccount')}{' '}
        <Link
          component={RouterLink}
          to={redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login}
        >
          {t('signup.signIn')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
