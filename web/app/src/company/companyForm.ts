import { COMPANY_DESCRIPTION_MAX } from '@tawzeef/identity/rules';
import type { Company, CompanyInput } from '../api/company.ts';
import { fullPhone, splitPhone } from '../forms/countries.ts';
import { emailPattern } from '../forms/useForm.ts';

export const descriptionLimit = COMPANY_DESCRIPTION_MAX;

export const emptyCompany = {
  name: '',
  industry: '',
  size: '',
  website: '',
  email: '',
  description: '',
  country: 'SA',
  city: '',
  street: '',
  phone: '',
};
export type CompanyValues = typeof emptyCompany;

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The spec's create-form rules; errors are translation keys. */
export function validateCompany(v: CompanyValues): Partial<Record<keyof CompanyValues, string>> {
  const required = (value: string) => (value.trim() ? undefined : 'form.required');
  const digits = v.phone.replace(/[^\d]/g, '').length;
  return {
    name: required(v.name),
    industry: required(v.industry),
    size: required(v.size),
    country: required(v.country),
    city: required(v.city),
    street: required(v.street),
    phone: !v.phone.trim() ? 'form.required' : digits < 6 || digits > 15 ? 'form.invalidPhone' : undefined,
    email: !v.email.trim() ? 'form.required' : emailPattern.test(v.email.trim()) ? undefined : 'form.invalidEmail',
    website: v.website.trim() && !isUrl(v.website.trim()) ? 'form.invalidUrl' : undefined,
    description: v.description.length > descriptionLimit ? 'companySetup.descriptionTooLong' : undefined,
  };
}

export function companyInput(v: CompanyValues): CompanyInput {
  return {
    name: v.name.trim(),
    industry: v.industry,
    size: v.size,
    website: v.website.trim(),
    email: v.email.trim(),
    description: v.description.trim(),
    country: v.country,
    city: v.city.trim(),
    street: v.street.trim(),
    phone: fullPhone(v.country, v.phone),
  };
}

export function companyValues(c: Company): CompanyValues {
  const phone = splitPhone(c.phone);
  return {
    name: c.name ?? '',
    industry: c.industry ?? '',
    size: c.size ?? '',
    website: c.website ?? '',
    email: c.email ?? '',
    description: c.description ?? '',
    country: c.country ?? phone.country,
    city: c.city ?? '',
    street: c.street ?? '',
    phone: phone.number,
  };
}

/** Moves focus to the first field with an error. */
export function focusFirstError(errors: Record<string, string | undefined>): void {
  const first = Object.entries(errors).find(([, error]) => error)?.[0];
  if (first) document.getElementById(`field-${first}`)?.focus();
}
