import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardDataProvider } from '../dataProvider.ts';
import type { UserProfile } from './types.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { errorText, loose, tr } from '../../forms/messages.ts';
import { emailPattern, useForm } from '../../forms/useForm.ts';
import { ImageUpload } from '../../settings/ImageUpload.tsx';
import { isLanguage, languages, type Language } from '../../i18n/language.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { allZones, regionZones, zoneLabel } from './timeZones.ts';
import { useBanner } from '../../settings/useBanner.ts';

/** The spec's older zone names, still shown for profiles saved with one. */
const legacyZones = ['Eastern', 'Central', 'Mountain', 'Pacific', 'London', 'Paris', 'Tokyo'];

/** The language is the interface's: the profile offers the languages the interface has, and shows the one in use. */
const valuesOf = (p: UserProfile, language: Language) => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  email: p.email ?? '',
  phone: p.phone ?? '',
  position: p.position ?? '',
  department: p.department ?? '',
  timezone: p.timezone || 'UTC',
  language,
  bio: p.bio ?? '',
});

export function PersonalInfoTab({ profile, onSaved }: { profile: UserProfile; onSaved: (p: UserProfile) => void }) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const say = loose(t);
  const { refresh } = useAuth();
  const { language, setLanguage } = useLanguage();
  const form = useForm(valuesOf(profile, language));
  const { banner, success, error, clear } = useBanner();
  const [busy, setBusy] = useState(false);
  const v = form.values;
  const zones = useMemo(allZones, []);

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
      const saved = await dataProvider.updateProfile({
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
      if (isLanguage(v.language) && v.language !== language) setLanguage(v.language);
      form.reset(valuesOf(saved, isLanguage(v.language) ? v.language : language));
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
        upload={async (file) => (await dataProvider.uploadAvatar(file)).avatarUrl}
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
          slotProps: { select: { native: true }, inputLabel: { shrink: true } },
          children: (
            <>
              {legacyZones.includes(v.timezone) && (
                <option value={v.timezone}>{say(`myProfile.timezones.${v.timezone}`)}</option>
              )}
              <optgroup label={t('myProfile.regionZones')}>
                {regionZones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zoneLabel(zone, language)}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('myProfile.allZones')}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zoneLabel(zone, language)}
                  </option>
                ))}
              </optgroup>
            </>
          ),
        })}
        {field('language', t('myProfile.language'), {
          select: true,
          children: languages.map((code) => (
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
        <Button onClick={() => form.reset(valuesOf(profile, language))} disabled={busy}>
          {t('myProfile.reset')}
        </Button>
      </Box>
    </Box>
  );
}
