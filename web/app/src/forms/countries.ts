/** The spec's 20 countries with their dial codes; names come from the `countries.<code>` translations. */
export const countries = [
  { code: 'AE', dial: '+971' },
  { code: 'SA', dial: '+966' },
  { code: 'QA', dial: '+974' },
  { code: 'KW', dial: '+965' },
  { code: 'BH', dial: '+973' },
  { code: 'OM', dial: '+968' },
  { code: 'EG', dial: '+20' },
  { code: 'JO', dial: '+962' },
  { code: 'LB', dial: '+961' },
  { code: 'SY', dial: '+963' },
  { code: 'IQ', dial: '+964' },
  { code: 'YE', dial: '+967' },
  { code: 'MA', dial: '+212' },
  { code: 'TN', dial: '+216' },
  { code: 'DZ', dial: '+213' },
  { code: 'LY', dial: '+218' },
  { code: 'SD', dial: '+249' },
  { code: 'SO', dial: '+252' },
  { code: 'DJ', dial: '+253' },
  { code: 'KM', dial: '+269' },
] as const;

export type CountryCode = (typeof countries)[number]['code'];

/** The spec names two defaults (+966 and +962); the app starts every phone field at Saudi Arabia. */
export const defaultCountry: CountryCode = 'SA';

export function dialCodeOf(code: string): string {
  return countries.find((country) => country.code === code)?.dial ?? '';
}

/** The number as one E.164-like string: dial code plus the digits typed. */
export function fullPhone(country: string, number: string): string {
  const digits = number.replace(/[^\d]/g, '').replace(/^0+/, '');
  return `${dialCodeOf(country)}${digits}`;
}

/** Splits a stored number back into the country whose dial code it starts with, and the rest. */
export function splitPhone(phone: string | null | undefined): { country: string; number: string } {
  const value = (phone ?? '').replace(/\s/g, '');
  const match = [...countries].sort((a, b) => b.dial.length - a.dial.length).find((c) => value.startsWith(c.dial));
  return match
    ? { country: match.code, number: value.slice(match.dial.length) }
    : { country: defaultCountry, number: value };
}
