import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profileApi, type UserProfile } from '../../api/profile.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { errorText, loose, tr } from '../../forms/messages.ts';
import { emailPattern, useForm } from '../../forms/useForm.ts';
import { ImageUpload } from '../../settings/ImageUpload.tsx';
import { useBanner } from '../../settings/useBanner.ts';

export const timezones = ['UTC', 'Eastern', 'Central', 'Mountain', 'Pacific', 'London', 'Paris', 'Tokyo'] as const;
export const profileLanguages = ['en', 'ar', 'es', 'fr', 'de'] as const;

const valuesOf = (p: UserProfile) => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  email: p.email ?? '',
  phone: p.phone ?? '',
  position: p.position ?? '',
  department: p.department ?? '',
  timezone: p.timezone || 'UTC',
  language: p.language || 'en',
  bio: p.bio ?? '',
});

export function PersonalInfoTab({ profile, onSaved }: { profile: UserProfile; onSaved: (p: UserProfile) => void }) {
  const { t } = useTranslation();
  const say = loose(t);
  const { refresh } = useAuth();
  const form = useForm(valuesOf(profile));
  const { banner, success, error, clear } = useBanner();
  const [busy, setBusy] = useState(false);
  const v = form.values;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const errors = {
      firstName: v.firstName.trim() ? undefined : 'form.required',
      lastName: v.lastName.trim() ? undefined : 'form.required',
      email: emailPattern.test(v.email.trim()) ? undefined : 'form.invalidEmail',
      bio: v.bio.length > 1000 ? 'myProfile.bioTooLong' : undefined,
    };
    form.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    setBusy(true);
    try {
      const saved = await profileApi.update({
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        phone: v.phone.trim() || null,
        position: v.position.trim() || null,
        department: v.department.trim() || null,
        bio: v.bio.trim() || null,
        timezone: v.timezone,
        language: v.language,
      });
      onSaved(saved);
      form.reset(valuesOf(saved));
      success(t('myProfile.saved'));
      void refresh();
    } catch (caught) {
      if (!form.takeServerErrors(caught)) error(errorText(t, caught, 'myProfile.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof v, label: string, extra: object = {}) => (
    <TextField {...form.bind(name)} label={label} helperText={tr(t, form.errors[name])} fullWidth {...extra} />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormAlert message={banner?.message} severity={banner?.severity} />
      <ImageUpload
        src={profile.avatar}
        fallback={(profile.firstName || profile.email || '?')[0]?.toUpperCase() ?? '?'}
        label={t('myProfile.uploadAvatar')}
        hint={t('myProfile.avatarHint')}
        upload={async (file) => (await profileApi.uploadAvatar(file)).avatarUrl}
        onUploaded={(avatar) => {
          onSaved({ ...profile, avatar });
          void refresh();
        }}
        onMessage={(severity, message) => (severity === 'success' ? success(message) : error(message))}
        successKey="myProfile.avatarUpdated"
        failureKey="myProfile.avatarFailed"
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('firstName', t('myProfile.firstName'), { required: true, autoComplete: 'given-name' })}
        {field('lastName', t('myProfile.lastName'), { required: true, autoComplete: 'family-name' })}
        {field('email', t('form.email'), { type: 'email', required: true, autoComplete: 'email' })}
        {field('phone', t('form.phone'), {
          type: 'tel',
          autoComplete: 'tel',
          slotProps: { htmlInput: { dir: 'ltr' } },
        })}
        {field('position', t('myProfile.position'), { autoComplete: 'organization-title' })}
        {field('department', t('myProfile.department'))}
        {field('timezone', t('myProfile.timezone'), {
          select: true,
          children: timezones.map((zone) => (
            <MenuItem key={zone} value={zone}>
              {say(`myProfile.timezones.${zone}`)}
            </MenuItem>
          )),
        })}
        {field('language', t('myProfile.language'), {
          select: true,
          children: profileLanguages.map((code) => (
            <MenuItem key={code} value={code}>
              {say(`myProfile.languages.${code}`)}
            </MenuItem>
          )),
        })}
      </Box>
      {field('bio', t('myProfile.bio'), { multiline: true, minRows: 3 })}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('common.saving') : t('myProfile.saveChanges')}
        </Button>
        <Button onClick={() => form.reset(valuesOf(profile))} disabled={busy}>
          {t('myProfile.reset')}
        </Button>
      </Box>
    </Box>
  );
}
