import { countries, internationalPhone, type CompanyProfile, type CountryCode } from '../company/profile.ts';

export type CompanyInput = {
  name: string;
  industry: string;
  size: string;
  website?: string | null;
  email: string;
  description?: string | null;
  country: CountryCode;
  city: string;
  street: string;
  phone: string;
  founded?: number | null;
  mission?: string | null;
  values?: string[];
  benefits?: string[];
};

/** The profile a company's form makes: trimmed, blanks as null, the phone in international form. */
export function toProfile(input: CompanyInput, base?: CompanyProfile): CompanyProfile {
  const merged = { ...base, ...input };
  const blank = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);
  const phoneChanged = input.phone !== undefined || input.country !== undefined;
  return {
    name: merged.name.trim(),
    industry: merged.industry,
    size: merged.size,
    website: blank(merged.website),
    email: merged.email.trim().toLowerCase(),
    description: blank(merged.description),
    country: merged.country,
    city: merged.city.trim(),
    street: merged.street.trim(),
    phone: phoneChanged || !base ? internationalPhone(merged.phone, merged.country) : base.phone,
    dialCode: countries[merged.country][1],
    founded: merged.founded ?? null,
    mission: blank(merged.mission),
    values: merged.values ?? [],
    benefits: merged.benefits ?? [],
  };
}
