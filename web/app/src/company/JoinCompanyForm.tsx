import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { companyApi } from '../api/company.ts';
import type { CurrentUser } from '../api/identity.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { errorText, tr } from '../forms/messages.ts';
import { useForm } from '../forms/useForm.ts';

export function JoinCompanyForm({ onJoined }: { onJoined: (user: CurrentUser) => void }) {
  const { t } = useTranslation();
  const form = useForm({ invitationCode: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = form.values.invitationCode.trim();
    form.setErrors({ invitationCode: code ? undefined : 'form.required' });
    if (!code) return;
    setBusy(true);
    setFailure(null);
    try {
      const { user } = await companyApi.join(code);
      onJoined(user);
    } catch (error) {
      if (!form.takeServerErrors(error)) setFailure(errorText(t, error, 'companySetup.joinFailed'));
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormAlert message={failure} />
      <TextField
        {...form.bind('invitationCode')}
        label={t('join.invitationCode')}
        placeholder={t('companySetup.codePlaceholder')}
        required
        autoComplete="off"
        helperText={tr(t, form.errors.invitationCode) ?? t('companySetup.codeHint')}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('companySetup.joining') : t('companySetup.join')}
      </Button>
    </Box>
  );
}
