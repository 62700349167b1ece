import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { companyApi } from '../api/company.ts';
import type { CurrentUser } from '../api/identity.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { errorText } from '../forms/messages.ts';
import { useForm } from '../forms/useForm.ts';
import { CompanyFields } from './CompanyFields.tsx';
import { companyInput, emptyCompany, focusFirstError, validateCompany } from './companyForm.ts';

export function CreateCompanyForm({ onCreated }: { onCreated: (user: CurrentUser) => void }) {
  const { t } = useTranslation();
  const form = useForm(emptyCompany);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateCompany(form.values);
    form.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return focusFirstError(errors);
    setBusy(true);
    setFailure(null);
    try {
      const { user } = await companyApi.register(companyInput(form.values));
      onCreated(user);
    } catch (error) {
      if (!form.takeServerErrors(error)) setFailure(errorText(t, error, 'companySetup.createFailed'));
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormAlert message={failure} />
      <CompanyFields form={form} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('companySetup.creating') : t('companySetup.create')}
      </Button>
    </Box>
  );
}
