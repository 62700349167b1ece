import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardDataProvider } from '../dataProvider.ts';
import type { Company } from '../../api/company.ts';
import { CompanyFields } from '../../company/CompanyFields.tsx';
import { companyInput, companyValues, focusFirstError, validateCompany } from '../../company/companyForm.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { errorText } from '../../forms/messages.ts';
import { useForm } from '../../forms/useForm.ts';
import { ImageUpload } from '../../settings/ImageUpload.tsx';
import { useBanner } from '../../settings/useBanner.ts';

export function CompanyDetailsTab({
  company,
  canManage,
  onSaved,
}: {
  company: Company;
  canManage: boolean;
  onSaved: (company: Company) => void;
}) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const form = useForm(companyValues(company));
  const { banner, success, error, clear } = useBanner();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const errors = validateCompany(form.values);
    form.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return focusFirstError(errors);
    setBusy(true);
    try {
      const saved = await dataProvider.updateCompany(companyInput(form.values));
      onSaved(saved);
      form.reset(companyValues(saved));
      success(t('companyProfile.saved'));
    } catch (caught) {
      if (!form.takeServerErrors(caught)) error(errorText(t, caught, 'companyProfile.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {!canManage && <Alert severity="info">{t('companyProfile.readOnly')}</Alert>}
      <FormAlert message={banner?.message} severity={banner?.severity} />
      <ImageUpload
        src={company.logo}
        fallback={company.name.trim()[0]?.toUpperCase() ?? '?'}
        variant="rounded"
        label={t('companyProfile.uploadLogo')}
        hint={t('companyProfile.logoHint')}
        upload={async (file) => (await dataProvider.uploadCompanyLogo(file)).logoUrl}
        onUploaded={(logo) => onSaved({ ...company, logo })}
        onMessage={(severity, message) => (severity === 'success' ? success(message) : error(message))}
        successKey="companyProfile.logoUpdated"
        failureKey="companyProfile.logoFailed"
        disabled={!canManage}
      />
      <CompanyFields form={form} disabled={!canManage} />
      {canManage && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('common.saving') : t('myProfile.saveChanges')}
          </Button>
          <Button onClick={() => form.reset(companyValues(company))} disabled={busy}>
            {t('myProfile.reset')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
