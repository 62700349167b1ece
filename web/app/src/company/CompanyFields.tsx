import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useLanguage } from '../providers/LanguageProvider.tsx';
import { useTranslation } from 'react-i18next';
import { companyApi } from '../api/company.ts';
import { countries } from '../forms/countries.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { errorText, loose, tr } from '../forms/messages.ts';
import { PhoneField } from '../forms/PhoneField.tsx';
import type { useForm } from '../forms/useForm.ts';
import { companySizes, industries, industryKey } from './labels.ts';
import { descriptionLimit, type CompanyValues } from './companyForm.ts';

/** The company form's fields (create and edit), with "AI Generate" for the description. */
export function CompanyFields({
  form,
  disabled,
}: {
  form: ReturnType<typeof useForm<CompanyValues>>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  const [generating, setGenerating] = useState(false);
  const [describeError, setDescribeError] = useState<string | null>(null);
  const { language } = useLanguage();
  const variant = useRef(0);
  const v = form.values;

  // Written in the page's language; the size band goes as it is ("11-50"), so the text says "11 to 50 people".
  const generate = async () => {
    setGenerating(true);
    setDescribeError(null);
    try {
      const answer = await companyApi.describe({
        name: v.name.trim() || undefined,
        industry: v.industry,
        location: v.city.trim(),
        country: v.country,
        numberOfEmployees: Number.parseInt(v.size, 10) || 0,
        size: v.size || undefined,
        currentDescription: v.description,
        website: v.website.trim(),
        language,
        variant: variant.current++,
      });
      form.setValue('description', answer.generatedDescription.slice(0, descriptionLimit));
    } catch (error) {
      setDescribeError(errorText(t, error, 'companySetup.describeFailed'));
    } finally {
      setGenerating(false);
    }
  };

  const field = (name: keyof CompanyValues, label: string, extra: object = {}) => (
    <TextField
      {...form.bind(name)}
      label={label}
      helperText={tr(t, form.errors[name])}
      fullWidth
      disabled={disabled}
      {...extra}
    />
  );
  const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

  return (
    <>
      {field('name', t('companySetup.name'), { required: true, autoComplete: 'organization' })}
      <Box sx={twoColumns}>
        {field('industry', t('company.industry'), {
          select: true,
          required: true,
          children: industries.map((name) => (
            <MenuItem key={name} value={name}>
              {say(`industries.${industryKey(name)}`)}
            </MenuItem>
          )),
        })}
        {field('size', t('companySetup.size'), {
          select: true,
          required: true,
          children: companySizes.map((size) => (
            <MenuItem key={size} value={size}>
              {t('companySetup.employees', { size })}
            </MenuItem>
          )),
        })}
        {field('email', t('companySetup.email'), { type: 'email', required: true, autoComplete: 'email' })}
        {field('website', t('companySetup.website'), {
          type: 'url',
          placeholder: 'https://',
          slotProps: { htmlInput: { dir: 'ltr' } },
        })}
      </Box>
      <FormAlert message={describeError} />
      {field('description', t('companySetup.description'), {
        multiline: true,
        minRows: 4,
        helperText:
          tr(t, form.errors.description) ??
          t('companySetup.descriptionCounter', { used: v.description.length, limit: descriptionLimit }),
        slotProps: { htmlInput: { maxLength: descriptionLimit, dir: 'auto' } },
      })}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AutoAwesome />}
          onClick={() => void generate()}
          disabled={generating || !v.industry || disabled}
          aria-busy={generating}
        >
          {generating ? t('companySetup.generating') : t('companySetup.aiGenerate')}
        </Button>
      </Box>
      <Box sx={twoColumns}>
        {field('country', t('companySetup.country'), {
          select: true,
          required: true,
          children: countries.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {say(`countries.${country.code}`)}
            </MenuItem>
          )),
        })}
        {field('city', t('companySetup.city'), { required: true, autoComplete: 'address-level2' })}
      </Box>
      {field('street', t('companySetup.street'), { required: true, autoComplete: 'street-address' })}
      <PhoneField
        id="field-phone"
        label={t('form.phone')}
        country={v.country}
        number={v.phone}
        onCountryChange={(value) => form.setValue('country', value)}
        onNumberChange={(value) => form.setValue('phone', value)}
        error={tr(t, form.errors.phone)}
        required
      />
    </>
  );
}
